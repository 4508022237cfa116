import Foundation
import GameCore
import Localization
import NetPlay
import Opponents

/// `rps duel`: one match over the network without a window, played by the computer or by a
/// script of throws. Prints one JSON line per round and a final line on standard output, and
/// one line on standard error at the start (a host's port) and at the end; records the match
/// in the history as the window would.
///
/// Exit status: 0 the match finished (or this side resigned or left as its script said), 1 the
/// network failed or the peer left, 2 a bad command line, 3 the peer broke the rules or forfeited.
public enum DuelCommand {
  public static func run(
    _ options: DuelOptions, environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> Int32
  {
    let semaphore = DispatchSemaphore(value: 0)
    let discoveryPort = environment["RPS_DISCOVERY_PORT"].flatMap(UInt16.init) ?? LANDiscovery.defaultPort
    let player = NetworkSession.Player(
      name: options.playerName, rules: options.rules, targetWins: options.targetWins,
      pairingCode: Sodium.randomNumber(below: 1_000_000), timeouts: .fromEnvironment(environment),
      discoveryPort: discoveryPort)
    let wake: @Sendable () -> Void = { semaphore.signal() }
    let session: any NetworkMatchSession
    switch options.connection {
    case .host(let port): session = NetworkSession(mode: .host(port: port), player: player, wake: wake)
    case .join(let host, let port):
      session = NetworkSession(mode: .join(host: host, port: port), player: player, wake: wake)
    case .find: return find(port: discoveryPort)
    case .xmpp(let xmpp):
      let account: XMPPAccount
      do {
        account = try xmpp.account()
      } catch {
        Duel.say(error.description)
        return 2
      }
      let mode: XMPPSession.Mode =
        xmpp.invite.map { .invite($0) } ?? xmpp.challenge.map { .challenge($0) } ?? .wait
      session = XMPPSession(account: account, mode: mode, player: player, lobby: xmpp.lobby, wake: wake)
    }
    var duel = Duel(
      options: options, session: session, pairingCode: player.pairingCode, environment: environment)
    session.start()
    while duel.status == nil {
      semaphore.wait()
      for event in session.takeEvents() { duel.handle(event) }
    }
    // The thread lingers until the peer has read the last messages and closed.
    while !session.isFinished { semaphore.wait() }
    return duel.status ?? 1
  }

  /// `rps duel --find`: one JSON line per game that answers on the LAN within a second; exit 0
  /// when at least one did, 1 when none did.
  static func find(port: UInt16) -> Int32 {
    let games = LANDiscovery.search(port: port, seconds: 1)
    for game in games {
      Duel.printJSON([
        "event": "found", "name": game.name, "address": game.address, "port": Int(game.port),
        "busy": game.isBusy,
        "join": game.joinAddress,
      ])
    }
    if games.isEmpty { Duel.say(tr("no game answered on the local network within 1 s")) }
    return games.isEmpty ? 1 : 0
  }
}

/// The state of one `rps duel` run, on the main thread.
private struct Duel {
  let options: DuelOptions
  let session: any NetworkMatchSession
  let pairingCode: UInt32
  var status: Int32?
  private var peer: PeerInfo?
  private var match: Match?
  private var startedAt = Date()
  private var stepIndex = 0
  private var opponent: any Opponent
  private let store: HistoryStore
  /// `RPS_DUEL_THINK_MS`: how long this side waits before each throw.
  private let thinkSeconds: Double

  init(
    options: DuelOptions, session: any NetworkMatchSession, pairingCode: UInt32, environment: [String: String]
  ) {
    self.pairingCode = pairingCode
    thinkSeconds =
      environment["RPS_DUEL_THINK_MS"].flatMap(Double.init).map { min(max($0, 0), 60_000) / 1000 } ?? 0
    self.options = options
    self.session = session
    let generator = options.seed.map { SeededGenerator(seed: $0) } ?? .unseeded()
    opponent = options.level.makeOpponent(generator: generator)
    let folder =
      options.dataDirectory.map { URL(fileURLWithPath: $0) } ?? HistoryStore.defaultFolder()
    store = HistoryStore(folder: folder)
  }

  mutating func handle(_ event: NetworkEvent) {
    switch event {
    case .listening(let port):
      Duel.say(
        tr(
          "hosting on port %1$@ (IPv4 and IPv6), pairing code %2$@; waiting for a guest", port,
          String(format: "%06d", pairingCode))
      )
    case .refused(let address, let reason):
      Duel.say(tr("turned away %1$@: %2$@", address, reason))
    case .signedIn(let address):
      if case .xmpp(let xmpp) = options.connection, let invitee = xmpp.invite {
        Duel.say(tr("signed in as %1$@; inviting %2$@", address, invitee.description))
      } else if case .xmpp(let xmpp) = options.connection, let friend = xmpp.challenge {
        Duel.say(
          tr("signed in as %1$@; challenging %2$@ once its game is online", address, friend.description))
      } else {
        Duel.say(tr("signed in as %1$@; waiting for an invitation", address))
      }
    case .friends(let friends):
      Duel.printJSON([
        "event": "friends",
        "friends": friends.map { friend in
          ["address": friend.address, "name": friend.name ?? "", "inGame": friend.isInGame] as [String: Any]
        },
      ])
    case .lobby(let players):
      Duel.printJSON(["event": "lobby", "players": players])
    case .challengeAccepted(let from):
      Duel.say(tr("accepted the challenge of %1$@", from))
    case .challenged, .challengeDeclined:
      // Only a session signed in for the window asks its player.
      break
    case .update(.connected(let info)):
      peer = info
      match = Match(rules: info.rules, targetWins: info.targetWins)
      startedAt = Date()
      Duel.say(
        tr(
          "playing %1$@ (%2$@), first to %3$@, check digits %4$@", info.name, info.role.name, info.targetWins,
          info.session.checkDigits)
      )
      nextStep()
    case .update(.peerCommitted): break
    case .update(.roundScored(let number, let round, let scoredMatch)):
      match = scoredMatch
      Duel.printJSON([
        "event": "round", "round": Int(number), "local": String(round.player.letter),
        "peer": String(round.computer.letter), "outcome": round.outcome.rawValue,
        "localWins": scoredMatch.score.player, "peerWins": scoredMatch.score.computer,
      ])
      if !scoredMatch.isOver { nextStep() }
    case .update(.ended(let end)):
      finish(end)
    }
  }

  /// Throws (or resigns, or leaves) as the script or the computer says.
  private mutating func nextStep() {
    guard let match else { return }
    // Tests and the benchmark make a side slow to throw, as a person is.
    if thinkSeconds > 0 { Thread.sleep(forTimeInterval: thinkSeconds) }
    let step: DuelOptions.Step
    if options.steps.isEmpty {
      step = .play(
        opponent.nextThrow(after: match.rounds.map { $0.mirrored(under: match.rules) }, rules: match.rules))
    } else {
      step = options.steps[stepIndex % options.steps.count]
      stepIndex += 1
    }
    switch step {
    case .play(let move): session.throwMove(move)
    case .resign: session.resign()
    case .leave: session.leave()
    }
  }

  private mutating func finish(_ end: MatchEnd) {
    let peerName = peer?.name ?? tr("the peer")
    let message = end.message(peerName: peerName)
    if let peer, let match { record(end, message: message, peer: peer, match: match) }
    Duel.printJSON([
      "event": "end", "result": Duel.result(end), "exit": Int(end.exitStatus), "message": message,
      "rounds": match?.rounds.count ?? 0, "localWins": match?.score.player ?? 0,
      "peerWins": match?.score.computer ?? 0, "peer": peer?.name ?? "",
    ])
    Duel.say(message)
    status = end.exitStatus
  }

  /// Adds the match to the finished ones and saves: only now, so a history never holds half a
  /// network match, and a match against the computer left unfinished still resumes.
  private func record(_ end: MatchEnd, message: String, peer: PeerInfo, match: Match) {
    let (loaded, outcome) = store.load()
    var history = loaded
    switch outcome {
    case .damaged(let reason, let movedTo):
      Duel.say(
        tr(
          "the history file was damaged: %1$@; it was kept as %2$@, and a fresh history started", reason,
          movedTo))
    case .recovered(let matches, let total, let movedTo):
      Duel.say(
        trn(
          "the history was damaged: %2$@ of %1$@ match recovered; the damaged file is kept as %3$@",
          "the history was damaged: %2$@ of %1$@ matches recovered; the damaged file is kept as %3$@", total,
          matches, movedTo))
    case .damagedInPlace, .newerVersion:
      Duel.say(
        tr("the history is not saved: its file is damaged or from a newer version, and is left as it is"))
      return
    case .fresh, .loaded: break
    }
    // The level is the computer's when it played for this side; a script records the default.
    var record = MatchRecord(
      match: match, level: options.level, startedAt: startedAt, endedAt: Date(),
      players: MatchPlayers(left: options.playerName, right: peer.name))
    record.networkEnding = end.networkEnding(message: message)
    history.finished.insert(record, at: 0)
    do {
      try store.save(history)
    } catch {
      Duel.say(tr("cannot save the history (%1$@)", "\(error)"))
    }
  }

  static func result(_ end: MatchEnd) -> String {
    switch end {
    case .finished(let localWon, _): localWon ? "won" : "lost"
    case .resigned(let byPeer, _): byPeer ? "peer resigned" : "resigned"
    case .forfeited: "peer forfeited"
    case .peerBrokeRules: "peer broke the rules"
    case .left(let byPeer, _, _): byPeer ? "peer left" : "left"
    case .failed: "network failed"
    }
  }

  static func say(_ line: String) {
    FileHandle.standardError.write(Data(("rps duel: " + line + "\n").utf8))
  }

  static func printJSON(_ object: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
      return
    }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
  }
}
