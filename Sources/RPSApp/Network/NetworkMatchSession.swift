import GameCore
import NetPlay

/// What the window needs of a network match: ``NetworkSession`` on its own thread in the game,
/// a fake in the tests and in the fuzzer (which open no sockets).
///
/// The session calls the `wake` it was made with from its own thread whenever its inbox has
/// something; the game then calls ``takeEvents()`` on the main thread.
public protocol NetworkMatchSession: AnyObject {
  func start()
  func throwMove(_ move: Move)
  func resign()
  func leave()
  func stop()
  func takeEvents() -> [NetworkEvent]
  /// True once the session's thread has ended (its last events may still be in the inbox).
  var isFinished: Bool { get }
}

extension NetworkSession: NetworkMatchSession {}

/// A session signed in to an XMPP server for the window: a match session that can also
/// challenge and answer challenges. ``XMPPSession`` in the game, a fake in the tests.
public protocol OnlineMatchSession: NetworkMatchSession {
  /// Challenges the game at this full address.
  func challenge(_ address: String)
  /// Accepts or declines the challenge last reported.
  func answerChallenge(accept: Bool)
}

extension XMPPSession: OnlineMatchSession {}

/// What the window needs of LAN discovery: ``LANBrowser`` in the game, a fake in the tests.
public protocol LANSearching: AnyObject {
  /// Starts a search; its answers are in ``games`` once it ends (and `wake` was called).
  func search(seconds: Double)
  /// The games found by the last search that ended; nil while none has.
  var games: [FoundGame]? { get }
}

extension LANBrowser: LANSearching {}
