import Foundation
import GameCore
import NetPlay
import RPSApp
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("Playing a friend over the network in the window")
struct NetworkPlayTests {
  typealias Scene = NetworkScene
  private func makeScene(_ arguments: [String] = []) throws -> Scene {
    let scene = try Scene(
      ["--names", "Ana,Ben"] + arguments, size: Size(width: 1024, height: 768), showingScreen: false)
    scene.screens.twoPlayer.quickThrows = true
    return scene
  }

  private static let bob = PeerInfo(
    name: "Bob", role: .host, rules: .classic, targetWins: 2, pairingCode: 42_917,
    session: SessionID(bytes: Array(repeating: 7, count: 32)), version: 1)

  private func connect(_ scene: Scene, peer: PeerInfo = bob) throws {
    scene.play.join("192.0.2.9:5000")
    scene.deliver(.update(.connected(peer)))
    try #require(scene.play.phase == .playing)
  }

  private func scored(_ number: UInt32, _ round: Round, in match: inout Match) -> NetworkEvent {
    match.record(round)
    return .update(.roundScored(number: number, round: round, match: match))
  }

  // MARK: Host and join

  @Test("Hosting listens on the port and shows this computer's addresses, the port and a pairing code")
  func hostingShowsAddressesAndCode() throws {
    let scene = try makeScene()
    scene.play.show()
    scene.window.rootView.layoutIfNeeded()

    scene.play.host(port: 5000)
    scene.window.rootView.layoutIfNeeded()

    let session = try #require(scene.network.last)
    #expect(session.mode == .host(port: 5000))
    #expect(session.isStarted)
    #expect(session.player.name == "Ana")
    let code = try scene.view("network-pairing-code", as: Label.self).text
    #expect(code.contains(NetworkPlayTests.spaced(session.player.pairingCode)))
    #expect(try scene.view("network-port", as: Label.self).text.contains("5000"))
    let addresses = try scene.view("network-addresses", as: ListView.self)
    #expect(addresses.numberOfRows() == 2)
    #expect(addresses.row(0).title == "192.0.2.7:5000")
    #expect(addresses.row(1).title == "[2001:db8::7]:5000")
    withExtendedLifetime(scene.folder) {}
  }

  @Test("Hosting that fails (the port is busy) says why, and no longer asks to give out addresses")
  func failedHostingSaysWhyWithoutAddresses() throws {
    let scene = try makeScene()
    scene.play.show()
    scene.play.host(port: 5000)
    scene.window.rootView.layoutIfNeeded()
    let reason = "port 5000 is in use on this computer (another game may be hosting)"

    scene.deliver(.update(.ended(.failed(reason: reason))))

    #expect(scene.play.phase == .idle)
    #expect(try scene.view("network-host-title", as: Label.self).text == "Not hosting")
    #expect(
      try scene.view("network-status", as: Label.self).text
        == "Port 5000 is in use on this computer (another game may be hosting).")
    #expect(try scene.view("network-status", as: Label.self).isHidden == false)
    #expect(try scene.view("network-addresses", as: ListView.self).isHidden)
    #expect(!scene.shownTexts().contains { $0.contains("Give your friend") })
    withExtendedLifetime(scene.folder) {}
  }

  @Test("Join trims the typed address and connects to its host and port; a bare host takes the game's port")
  func joinTrimsTheAddress() throws {
    let scene = try makeScene()

    scene.play.join("  192.0.2.9:5000 \n")
    scene.play.join("friend.example")

    #expect(
      scene.network.sessions.map(\.mode) == [
        .join(host: "192.0.2.9", port: 5000), .join(host: "friend.example", port: 47474),
      ])
    #expect(scene.network.sessions.first?.isStopped == true)
    withExtendedLifetime(scene.folder) {}
  }

  @Test("An address that cannot be one is refused with one line on the screen, and nothing connects")
  func badAddressIsOneLine() throws {
    let scene = try makeScene()
    scene.play.show()
    scene.window.rootView.layoutIfNeeded()

    scene.play.join("my friend")
    let status = try scene.view("network-status", as: Label.self)
    #expect(status.text.contains("is not an address"))
    scene.play.join("   ")

    #expect(scene.network.sessions.isEmpty)
    #expect(status.text == "Type the address your friend's game shows.")
    withExtendedLifetime(scene.folder) {}
  }

  @Test(
    "A refused, unreachable, timed-out, wrong-version or busy host is said in one line, and the choices open again",
    arguments: [
      "the connection to 192.0.2.9 port 5000 was refused: no game is hosting there",
      "192.0.2.9 is unreachable from this computer",
      "no answer from 192.0.2.9 port 5000 within 5 s",
      "the host does not speak this game's protocol version (version 9)",
      "the host is already in a game with someone else",
    ])
  func connectionFailureIsOneLine(reason: String) throws {
    let scene = try makeScene()
    scene.play.show()
    scene.play.join("192.0.2.9:5000")

    scene.deliver(.update(.ended(.failed(reason: reason))))

    #expect(scene.play.phase == .idle)
    let status = try scene.view("network-status", as: Label.self)
    #expect(status.text.lowercased().hasPrefix(String(reason.prefix(20)).lowercased()))
    #expect(!status.text.contains("\n"))
    #expect(try scene.view("network-join", as: Button.self).isEnabled)
    #expect(scene.screens.keeper.history.finished.isEmpty)
    withExtendedLifetime(scene.folder) {}
  }

  @Test("Games found on the local network are listed, and opening one joins it")
  func lanGamesAreListed() throws {
    let scene = try makeScene()
    scene.network.lanGames = [FoundGame(name: "Bob", address: "192.0.2.5", port: 47474, isBusy: false)]
    scene.play.show()
    scene.play.takeEvents()
    scene.window.rootView.layoutIfNeeded()

    let list = try scene.view("network-games", as: ListView.self)
    #expect(list.numberOfRows() == 1)
    #expect(list.row(0).title == "Bob")
    list.onOpen?(0)

    #expect(scene.network.last?.mode == .join(host: "192.0.2.5", port: 47474))
    withExtendedLifetime(scene.folder) {}
  }

  // MARK: The match

  @Test("The friend's half shows only 'ready' until both reveals are checked, then the round")
  func friendShowsReadyUntilReveal() throws {
    let scene = try makeScene()
    try connect(scene)
    let board = try #require(scene.play.board)
    #expect(scene.screens.game.hostedController === board)
    #expect(board.remoteSide == .right)

    scene.deliver(.update(.peerCommitted(round: 1)))

    let mark = try scene.view("right-mark", as: Label.self)
    #expect(mark.text == "✓")
    #expect(try scene.view("right-throw", as: ImageView.self).isHidden)
    #expect(try scene.view("right-status", as: Label.self).text == "Ready")

    scene.window.send(KeyEvent(.character("r")))
    #expect(scene.network.last?.thrown == [.rock])
    var match = Match(rules: .classic, targetWins: 2)
    scene.deliver(scored(1, Round(player: .rock, computer: .scissors, rules: .classic), in: &match))

    #expect(board.match.rounds == match.rounds)
    #expect(!(try scene.view("right-throw", as: ImageView.self).isHidden))
    withExtendedLifetime(scene.folder) {}
  }

  @Test("The friend's 'ready' for the next round keeps the last round on show until the player throws")
  func nextReadyKeepsTheReveal() throws {
    let scene = try makeScene()
    try connect(scene)
    var match = Match(rules: .classic, targetWins: 2)
    scene.window.send(KeyEvent(.character("r")))
    scene.deliver(scored(1, Round(player: .rock, computer: .scissors, rules: .classic), in: &match))

    scene.deliver(.update(.peerCommitted(round: 2)))

    #expect(!(try scene.view("right-throw", as: ImageView.self).isHidden))
    #expect(try scene.view("right-status", as: Label.self).text == "Ready for the next round")
    #expect(try scene.view("left-status", as: Label.self).text.hasSuffix("Bob is ready."))
    scene.window.send(KeyEvent(.character("p")))
    scene.window.rootView.layoutIfNeeded()
    #expect(try scene.view("right-mark", as: Label.self).text == "✓")
    withExtendedLifetime(scene.folder) {}
  }

  @Test(
    "Alone at the screen, R, P, S and 1, 2, 3 throw rock, paper and scissors, as in single play",
    arguments: [
      ("r", nil, Move.rock), ("p", nil, .paper), ("s", PhysicalKey.s, .scissors), ("1", nil, .rock),
      ("2", nil, .paper), ("3", nil, .scissors),
    ] as [(Character, PhysicalKey?, Move)])
  func singlePlayKeys(typed: Character, position: PhysicalKey?, move: Move) throws {
    let scene = try makeScene()
    try connect(scene)

    scene.window.send(KeyEvent(.character(typed), physicalKey: position))

    #expect(scene.network.last?.thrown == [move])
    withExtendedLifetime(scene.folder) {}
  }

  @Test("The friend's keys and buttons do nothing here, and their buttons are hidden")
  func remoteSideIsNotPlayedHere() throws {
    let scene = try makeScene()
    try connect(scene)
    let board = try #require(scene.play.board)

    scene.window.send(KeyEvent(.character("l"), physicalKey: .l))
    board.throwMove(.paper, by: .right)

    #expect(!board.headToHead.hasThrown(.right))
    #expect(scene.network.last?.thrown == [])
    #expect(try scene.view("right-throw-rock", as: Button.self).isHidden)
    #expect(!(try scene.view("left-throw-rock", as: Button.self).isHidden))
    withExtendedLifetime(scene.folder) {}
  }

  @Test(
    "A finished network match is recorded once, whole, with its ending; the local match stays the one in progress"
  )
  func networkMatchIsRecordedApart() throws {
    let scene = try makeScene()
    scene.screens.playThrows([.rock])
    let local = try #require(scene.screens.keeper.history.current)
    try connect(scene)
    var match = Match(rules: .classic, targetWins: 2)

    scene.deliver(
      scored(1, Round(player: .rock, computer: .scissors, rules: .classic), in: &match),
      scored(2, Round(player: .paper, computer: .rock, rules: .classic), in: &match),
      .update(.ended(.finished(localWon: true, score: "2–0"))))

    let history = scene.screens.keeper.history
    #expect(history.current?.id == local.id)
    #expect(history.current?.match == local.match)
    let record = try #require(history.finished.first)
    #expect(record.match.rounds == match.rounds)
    #expect(record.players == MatchPlayers(left: "Ana", right: "Bob"))
    #expect(record.networkEnding?.kind == .finished)
    #expect(history.finished.count == 1)
    let (saved, _) = HistoryStore(folder: scene.folder.url).load()
    #expect(saved.finished.first?.networkEnding == record.networkEnding)
    #expect(saved.current?.id == local.id)
    withExtendedLifetime(scene.folder) {}
  }

  @Test(
    "A disconnect in the middle says so, is recorded as disconnected, and Reconnect joins the same address again"
  )
  func disconnectOffersReconnect() throws {
    let scene = try makeScene()
    try connect(scene)
    let board = try #require(scene.play.board)

    scene.deliver(.update(.ended(.failed(reason: "the peer closed the connection in round 1"))))

    #expect(board.ending == "The peer closed the connection in round 1.")
    #expect(scene.screens.keeper.history.finished.first?.networkEnding?.kind == .disconnected)
    let button = try scene.view("new-match", as: Button.self)
    #expect(!button.isHidden)
    #expect(button.title == "Reconnect")
    scene.tap(button)
    #expect(scene.network.sessions.count == 2)
    #expect(scene.network.last?.mode == .join(host: "192.0.2.9", port: 5000))
    withExtendedLifetime(scene.folder) {}
  }

  @Test("A host whose guest went away waits again with Host again")
  func hostWaitsAgain() throws {
    let scene = try makeScene()
    scene.play.host(port: 5000)
    var guest = NetworkPlayTests.bob
    guest.role = .guest
    scene.deliver(.update(.connected(guest)))

    scene.deliver(.update(.ended(.left(byPeer: true, round: 1, text: ""))))
    let button = try scene.view("new-match", as: Button.self)
    #expect(button.title == "Host again")
    scene.tap(button)

    #expect(scene.network.last?.mode == .host(port: 5000))
    #expect(scene.play.phase == .hosting)
    withExtendedLifetime(scene.folder) {}
  }

  @Test("When the guest leaves, the host's half stops waiting for them and says the match ended, and why")
  func hostSeesTheMatchEndedWhenTheGuestLeaves() throws {
    let scene = try makeScene()
    scene.play.host(port: 5000)
    var guest = NetworkPlayTests.bob
    guest.role = .guest
    scene.deliver(.update(.connected(guest)))
    scene.window.send(KeyEvent(.character("r")))
    scene.deliver(.update(.peerCommitted(round: 1)))

    scene.deliver(.update(.ended(.left(byPeer: true, round: 1, text: ""))))

    #expect(try scene.view("left-status", as: Label.self).text == "The match has ended.")
    #expect(try scene.view("left-mark", as: Label.self).text != "✓")
    #expect(try scene.view("right-status", as: Label.self).text == "")
    #expect(try scene.view("right-mark", as: Label.self).text != "✓")
    #expect(
      try scene.view("two-player-progress", as: Label.self).text
        == "Bob left the match before the first round ended.")
    withExtendedLifetime(scene.folder) {}
  }

  @Test("The player who leaves sees that the match ended, and why, not a call to throw")
  func leaverSeesTheMatchEnded() throws {
    let scene = try makeScene()
    try connect(scene)
    scene.play.leaveItem.press()
    scene.window.send(KeyEvent(.tab))
    scene.window.send(KeyEvent(.enter))
    try #require(scene.network.last?.hasLeft == true)

    scene.deliver(.update(.ended(.left(byPeer: false, round: 1, text: ""))))

    #expect(try scene.view("left-status", as: Label.self).text == "The match has ended.")
    #expect(
      try scene.view("two-player-progress", as: Label.self).text
        == "You left the match before the first round ended.")
    withExtendedLifetime(scene.folder) {}
  }

  @Test("The address joined is remembered for Join last")
  func joinLastIsRemembered() throws {
    let scene = try makeScene()

    try connect(scene)

    #expect(scene.screens.settings.settings.lastJoinAddress == "192.0.2.9:5000")
    withExtendedLifetime(scene.folder) {}
  }

  @Test("Back after a network match gives the local game back, its match as it was")
  func backGivesTheLocalGame() throws {
    let scene = try makeScene()
    scene.screens.playThrows([.paper])
    let before = scene.screens.play.game.match
    try connect(scene)
    scene.deliver(.update(.ended(.left(byPeer: true, round: 1, text: "bye"))))

    scene.play.leaveItem.press()

    #expect(scene.screens.game.hostedController === scene.screens.play)
    #expect(scene.screens.play.game.match == before)
    #expect(scene.play.board == nil)
    withExtendedLifetime(scene.folder) {}
  }

  @Test("Leave during a match asks first, then says bye")
  func leaveAsksFirst() throws {
    let scene = try makeScene()
    try connect(scene)

    scene.play.leaveItem.press()
    #expect(scene.network.last?.hasLeft == false)
    scene.window.send(KeyEvent(.enter))
    #expect(scene.network.last?.hasLeft == false, "Enter, on the safe button, stays")
    scene.play.leaveItem.press()
    scene.window.send(KeyEvent(.tab))
    scene.window.send(KeyEvent(.enter))

    #expect(scene.network.last?.hasLeft == true)
    withExtendedLifetime(scene.folder) {}
  }

  @Test("The command line's --host and --join open the screen hosting or joining")
  func commandLineStarts() throws {
    let scene = try makeScene()

    scene.play.start(.join(host: "::1", port: 5000))

    #expect(scene.network.last?.mode == .join(host: "::1", port: 5000))
    #expect(scene.play.isShowingScreen)
    withExtendedLifetime(scene.folder) {}
  }

  static func spaced(_ code: UInt32) -> String {
    let digits = String(format: "%06d", code)
    return digits.prefix(3) + " " + digits.suffix(3)
  }
}

@MainActor
extension NetworkScene {
  /// The network thread's events arrive, and the game takes them as on a wake-up.
  fileprivate func deliver(_ events: NetworkEvent...) {
    network.last?.inbox += events
    play.takeEvents()
    window.rootView.layoutIfNeeded()
  }

  fileprivate func view<T: View>(_ identifier: String, as type: T.Type = View.self) throws -> T {
    try #require(window.rootView.descendant(identifiedBy: identifier) as? T)
  }

  /// The text of every label on show.
  fileprivate func shownTexts(in view: View? = nil) -> [String] {
    let view = view ?? window.rootView
    guard !view.isHidden else { return [] }
    let own = (view as? Label).map { [$0.text] } ?? []
    return own + view.subviews.flatMap { shownTexts(in: $0) }
  }

  fileprivate func tap(_ view: View) {
    let point = view.convert(view.bounds, to: nil).center
    window.send(PointerEvent(.down, at: point))
    window.send(PointerEvent(.up, at: point))
  }
}
