import Foundation
import GameCore
import Localization
import NetPlay
import ViewKit

/// Playing a friend on another computer, in the window: the "Play a friend" screen (host or
/// join), the network match on a two-player board whose right side is the friend's, and what
/// happens at its end.
///
/// The session runs on a thread of its own and calls ``wake`` when it has news; the desktop
/// points `wake` at an SDL user event, and on that event (on the main thread) calls
/// ``takeEvents()``. Nothing here waits on the network.
///
/// The network match lives on a board of its own, hosted by the game in place of the local one
/// (kept aside, its match unfinished and untouched). The history receives the network match
/// once, whole, when it ends, with how it ended; the local match in progress stays the
/// history's current one.
@MainActor
public final class NetworkPlay {
  /// Where network play stands.
  public enum Phase: Equatable, Sendable {
    /// No session.
    case idle
    /// Listening, waiting for a friend.
    case hosting
    /// Connecting to this address.
    case joining(String)
    /// A match is on.
    case playing
    /// The match on the board has ended; the board shows how.
    case ended
    /// Signing in to an XMPP server as this address.
    case signingIn(String)
    /// Signed in to an XMPP server as this full address: friends, the lobby, challenges.
    case online(String)
  }

  public internal(set) var phase = Phase.idle
  /// Makes sessions and LAN searches: real sockets in the game, fakes in the headless game.
  public var services: NetworkServices
  /// Wakes the main thread's loop from the network thread (the desktop's SDL user event).
  public var wake: @Sendable () -> Void = {}
  public internal(set) var session: (any NetworkMatchSession)?
  /// The network match's board while it is on screen.
  public private(set) var board: TwoPlayerController?
  /// The "Play a friend" screen, once opened, and the game controller that holds it.
  public private(set) lazy var controller = NetworkPlayController(network: self)
  public private(set) lazy var screen: GameController = {
    let screen = GameController(hosting: controller)
    screen.banner = Banner(
      words: [Banner.Word(text: tr("PLAY A FRIEND"), color: Theme.statistics)],
      tagline: tr("over the network"))
    return screen
  }()
  /// Leaves the network match (asking first while it is on), or goes back to the local game.
  public let leaveItem = BarButtonItem(title: tr("Leave"))
  /// The port hosted on, the address joined: what "Play again" does again.
  public internal(set) var lastMode: NetworkSession.Mode?
  /// The address as the player typed it, for the settings' "Join last".
  private var joinText = ""
  public private(set) var pairingCode: UInt32 = 0
  public private(set) var peer: PeerInfo?
  /// The password of a sign-in under way, kept (by the services' keeper) once it succeeds.
  var passwordBeingTried: (address: String, password: String)?
  private var browser: (any LANSearching)?
  private var startedAt = Date()
  /// The screens it shows its screen and its board in, and reports to: its owner.
  unowned let stage: any NetworkPlayStage

  init(stage: any NetworkPlayStage, services: NetworkServices) {
    self.stage = stage
    self.services = services
    leaveItem.identifier = "network-leave-item"
    leaveItem.action = { [unowned self] in leaveOrGoBack() }
  }

  /// The local player's name in the hello: the one typed on the Play a friend screen; before
  /// any was typed, the two-player board's left name unless it is the standard "Player 1"
  /// (which both sides would send), else the name of this computer's account.
  var localName: String {
    if let typed = stage.networkName, let name = try? Hello.validName(Array(typed.utf8)) { return name }
    let boardName = stage.localPlayerName
    if boardName != MatchPlayers.standard.left, let name = try? Hello.validName(Array(boardName.utf8)) {
      return name
    }
    return NetworkPlay.accountName
  }

  /// This computer's account's full name (or its login), cut to a hello's 32 bytes; "Player"
  /// when neither makes a name.
  static var accountName: String {
    for candidate in [NSFullUserName(), NSUserName()] {
      var name = ""
      for character in candidate.trimmingCharacters(in: .whitespaces)
      where name.utf8.count + character.utf8.count <= 32 {
        name.append(character)
      }
      if let valid = try? Hello.validName(Array(name.utf8)) { return valid }
    }
    return "Player"
  }

  /// Keeps `text` as the name friends see, when a hello can carry it; false (nothing kept) when
  /// it cannot: empty, over 32 bytes, or holding a control character.
  @discardableResult
  func rename(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let name = try? Hello.validName(Array(trimmed.utf8)) else { return false }
    stage.networkName = name
    return true
  }

  // MARK: The screen

  /// Opens the "Play a friend" screen over the game, like the statistics (Back returns); with
  /// `typing`, the address field takes the keys at once.
  public func show(typing: Bool = false) {
    controller.autofocusesAddress = typing
    if !isShowingScreen { controller.showLastAddress(stage.lastJoinAddress) }
    stage.showOverGame(screen)
  }

  /// Whether the "Play a friend" screen is the one on show.
  public var isShowingScreen: Bool { stage.isShowing(screen) }

  /// The screen went away (Back): hosting or connecting stops with it.
  func screenWillClose() {
    if phase == .hosting || isJoining || isOnline { stopSession() }
  }

  private var isJoining: Bool {
    if case .joining = phase { return true }
    return false
  }

  // MARK: Hosting and joining

  /// Listens on `port` (the last one, else the game's) and waits for a friend.
  public func host(port: UInt16? = nil) {
    stopSession()
    var lastPort: UInt16?
    if case .host(let port) = lastMode { lastPort = port }
    let port = port ?? lastPort ?? NetworkSession.defaultPort
    pairingCode = Sodium.randomNumber(below: 1_000_000)
    let player = NetworkSession.Player(
      name: localName, rules: stage.rulesInPlay, targetWins: stage.targetWinsInPlay, pairingCode: pairingCode,
      timeouts: .fromEnvironment(), discoveryPort: services.discoveryPort)
    lastMode = .host(port: port)
    phase = .hosting
    controller.showHosting(
      port: port == 0 ? nil : port, code: NetworkPlay.words(code: pairingCode),
      addresses: services.localAddresses())
    begin(.host(port: port), player)
  }

  /// Connects to the address the player typed (trimmed: HOST, HOST:PORT, [IPv6]:PORT).
  public func join(_ text: String) {
    let address = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else {
      controller.showStatus(tr("Type the address your friend's game shows."), isError: true)
      return
    }
    guard Settings.isPlausibleAddress(address),
      case .join(let host, let port) = try? CommandLineParser.parseJoin(address)
    else {
      controller.showStatus(
        tr(
          "“%1$@” is not an address: give a name or number, and :port after it if it is not 47474.", address),
        isError: true)
      return
    }
    stopSession()
    joinText = address
    lastMode = .join(host: host, port: port)
    phase = .joining(address)
    controller.showJoining(address)
    let player = NetworkSession.Player(
      name: localName, rules: stage.rulesInPlay, targetWins: stage.targetWinsInPlay,
      timeouts: .fromEnvironment())
    begin(.join(host: host, port: port), player)
  }

  /// Starts from the command line: `--host [PORT]` or `--join HOST[:PORT]`.
  public func start(_ mode: NetworkSession.Mode) {
    show()
    switch mode {
    case .host(let port):
      controller.choose(.host, starting: false)
      host(port: port)
    case .join(let host, let port):
      controller.choose(.join, starting: false)
      let address = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
      controller.addressField.text = address
      join(address)
    }
  }

  /// Stops hosting or connecting, back to the screen's choices.
  public func cancel() {
    stopSession()
    controller.showIdle()
  }

  private func begin(_ mode: NetworkSession.Mode, _ player: NetworkSession.Player) {
    let session = services.makeSession(mode, player, wake)
    self.session = session
    session.start()
  }

  func stopSession() {
    session?.stop()
    session = nil
    if phase == .hosting || isJoining || isOnline { phase = .idle }
  }

  // MARK: Games on the LAN

  /// Asks the local network which games are there; the list fills in about a second.
  public func searchLAN() {
    browser = services.makeBrowser(wake)
    browser?.search(seconds: 1)
    controller.showSearching()
  }

  // MARK: News from the network thread

  /// Takes what the network thread left (on the main thread, after a wake-up) and shows it.
  public func takeEvents() {
    if let browser, let games = browser.games {
      self.browser = nil
      controller.showGames(games)
    }
    guard let session else { return }
    for event in session.takeEvents() {
      // A session replaced while its events were handled (Play again at once) is not listened to.
      guard session === self.session else { return }
      handle(event)
    }
  }

  func handle(_ event: NetworkEvent) {
    switch event {
    case .listening(let port):
      controller.showHosting(
        port: port, code: NetworkPlay.words(code: pairingCode), addresses: services.localAddresses())
    case .refused(let address, let reason):
      controller.showTurnedAway(tr("Turned away %1$@: %2$@", address, reason))
    case .signedIn(let address): signedIn(as: address)
    case .friends(let friends): controller.showFriends(friends)
    case .lobby(let players): controller.showLobby(players)
    case .challenged(let from): challenged(by: from)
    case .challengeDeclined(let by): challengeDeclined(by: by)
    case .challengeAccepted: break
    case .update(.connected(let info)):
      connected(info)
    case .update(.peerCommitted):
      board?.markReady(.right)
    case .update(.roundScored(_, let round, _)):
      board?.playRevealed(round)
    case .update(.ended(let end)):
      ended(end)
    }
  }

  private func connected(_ info: PeerInfo) {
    peer = info
    startedAt = Date()
    phase = .playing
    if case .join = lastMode {
      stage.lastJoinAddress = joinText
    }
    let board = TwoPlayerController(
      headToHead: HeadToHead(
        players: MatchPlayers(left: localName, right: info.name),
        match: Match(rules: info.rules, targetWins: info.targetWins)))
    board.title = tr("Playing %1$@", info.name)
    board.remoteSide = .right
    board.onLocalThrow = { [unowned self] move in session?.throwMove(move) }
    board.onNewMatchRequest = { [unowned self] in playAgain() }
    board.navigationItem.rightBarButtonItems = [leaveItem]
    leaveItem.title = tr("Leave")
    self.board = board
    stage.showNetworkBoard(board)
    let notice =
      info.role == .host
      ? tr(
        "Playing %1$@ over the network, pairing code %2$@: check it is the one on %1$@'s screen.", info.name,
        NetworkPlay.words(code: info.pairingCode))
      : tr(
        "Playing %1$@ over the network, pairing code %2$@.", info.name, NetworkPlay.words(code: pairingCode))
    stage.showNotice(notice)
  }

  private func ended(_ end: MatchEnd) {
    session = nil
    let message = end.words(peerName: peer?.name)
    guard phase == .playing, let board, let peer else {
      // The match never started: the screen says why, on one line.
      phase = .idle
      controller.showIdle()
      controller.showStatus(message, isError: true)
      return
    }
    phase = .ended
    var record = MatchRecord(
      match: board.match, level: stage.levelInPlay, startedAt: startedAt, endedAt: Date(),
      players: MatchPlayers(left: localName, right: peer.name))
    record.networkEnding = end.networkEnding(message: message)
    stage.recordFinished(record)
    board.newMatchButton.title = {
      if case .finished = end { return tr("Play again") }
      if case .host = lastMode { return tr("Host again") }
      return tr("Reconnect")
    }()
    if case .finished = end {
      board.ending = nil
    } else {
      board.ending = message
    }
    leaveItem.title = tr("Back")
    // It fades: the board keeps saying how the match ended.
    stage.showNotice(message)
  }

  // MARK: Leaving

  private func leaveOrGoBack() {
    guard phase == .playing, let peer else {
      returnToLocalGame()
      return
    }
    let alert = AlertController.confirmation(
      title: tr("Leave the match?"),
      message: tr("The match against %1$@ ends here; it is kept in the history as left.", peer.name),
      confirmTitle: tr("Leave"), cancelTitle: tr("Keep playing"), destructive: true
    ) { [weak self] in self?.session?.leave() }
    if !stage.present(alert) { session?.leave() }
  }

  /// Hosts again or connects again to the same address, from the "Play a friend" screen.
  public func playAgain() {
    switch lastMode {
    case .host(let port):
      show()
      controller.choose(.host, starting: false)
      host(port: port)
    case .join:
      show()
      controller.choose(.join, starting: false)
      controller.addressField.text = joinText
      join(joinText)
    case nil:
      show()
    }
  }

  /// Puts the local game back in the network board's place (its match as it was left).
  public func returnToLocalGame() {
    stopSession()
    phase = .idle
    guard board != nil else { return }
    stage.showLocalBoard()
    board = nil
    peer = nil
  }

  /// The window is closing: a match on is left with a bye, and its end is recorded if it comes
  /// within `seconds`.
  public func shutDown(waiting seconds: Double = 1) {
    guard let session else { return }
    if phase == .playing {
      session.leave()
      let deadline = Date().addingTimeInterval(seconds)
      while !session.isFinished && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
      takeEvents()
    }
    self.session?.stop()
    self.session = nil
  }

  // MARK: Words

  /// "042 917": a pairing code as it is read aloud.
  static func words(code: UInt32) -> String {
    let digits = String(code % 1_000_000)
    let padded = String(repeating: "0", count: 6 - digits.count) + digits
    return padded.prefix(3) + " " + padded.suffix(3)
  }

  /// A line of the protocol ("the connection … was refused") as a sentence for the screen.
  nonisolated static func sentence(_ line: String) -> String {
    guard let first = line.first else { return line }
    let text = first.uppercased() + line.dropFirst()
    return text.hasSuffix(".") || text.hasSuffix("!") ? text : text + "."
  }
}
