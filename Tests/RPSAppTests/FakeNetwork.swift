import GameCore
import NetPlay
import RPSApp

/// A network session with no network: it records what the game asked for, and the test puts
/// the network thread's events in its inbox and wakes the game.
final class FakeSession: NetworkMatchSession {
  let mode: NetworkSession.Mode
  let player: NetworkSession.Player
  private(set) var isStarted = false
  private(set) var thrown: [Move] = []
  private(set) var hasLeft = false
  private(set) var isStopped = false
  var isFinished = false
  var inbox: [NetworkEvent] = []

  init(mode: NetworkSession.Mode, player: NetworkSession.Player) {
    self.mode = mode
    self.player = player
  }

  func start() { isStarted = true }
  func throwMove(_ move: Move) { thrown.append(move) }
  func resign() {}
  func leave() { hasLeft = true }
  func stop() { isStopped = true }

  func takeEvents() -> [NetworkEvent] {
    defer { inbox.removeAll() }
    return inbox
  }
}

/// A LAN search that finds the games it is given.
final class FakeBrowser: LANSearching {
  private let found: [FoundGame]
  private(set) var games: [FoundGame]?

  init(found: [FoundGame]) {
    self.found = found
  }

  func search(seconds: Double) { games = found }
}

/// The sessions and searches the game made, in order.
/// A session signed in to an XMPP server with no server: it records the account it was made
/// with, the challenges sent and the answers given.
final class FakeOnlineSession: OnlineMatchSession {
  let account: XMPPAccount
  let player: NetworkSession.Player
  let lobby: XMPPAddress?
  private(set) var isStarted = false
  private(set) var isStopped = false
  private(set) var challenges: [String] = []
  private(set) var answers: [Bool] = []
  private(set) var thrown: [Move] = []
  var isFinished = false
  var inbox: [NetworkEvent] = []

  init(account: XMPPAccount, player: NetworkSession.Player, lobby: XMPPAddress?) {
    self.account = account
    self.player = player
    self.lobby = lobby
  }

  func start() { isStarted = true }
  func throwMove(_ move: Move) { thrown.append(move) }
  func resign() {}
  func leave() {}
  func stop() { isStopped = true }
  func challenge(_ address: String) { challenges.append(address) }
  func answerChallenge(accept: Bool) { answers.append(accept) }

  func takeEvents() -> [NetworkEvent] {
    defer { inbox.removeAll() }
    return inbox
  }
}

@MainActor
final class FakeNetwork {
  private(set) var sessions: [FakeSession] = []
  private(set) var onlineSessions: [FakeOnlineSession] = []
  var lanGames: [FoundGame] = []
  var addresses = ["192.0.2.7", "2001:db8::7"]

  var services: NetworkServices {
    NetworkServices(
      makeSession: { [unowned self] mode, player, _ in
        let session = FakeSession(mode: mode, player: player)
        sessions.append(session)
        return session
      },
      makeBrowser: { [unowned self] _ in FakeBrowser(found: lanGames) },
      localAddresses: { [unowned self] in addresses },
      makeOnlineSession: { [unowned self] account, player, lobby, _ in
        let session = FakeOnlineSession(account: account, player: player, lobby: lobby)
        onlineSessions.append(session)
        return session
      })
  }

  var last: FakeSession? { sessions.last }
}
