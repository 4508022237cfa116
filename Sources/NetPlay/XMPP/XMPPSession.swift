import Foundation
import GameCore

/// One network match through an XMPP server, on a thread of its own, as ``NetworkSession`` plays
/// one over TCP: the same frames through the same ``ProtocolMachine``, the same events in the
/// inbox, the same `wake` after each. Only the way to the peer differs: signed in to a server,
/// each frame a game element in a message stanza (docs/protocol.md, "Through an XMPP server").
///
/// The side that invites plays the guest's part (its hello goes first); the side that waits plays
/// the host's (its rules and match length hold).
///
/// ```swift
/// let account = XMPPAccount(address: try XMPPAddress("alice@example.org"), password: secret)
/// let session = XMPPSession(account: account, mode: .invite(try XMPPAddress("bob@example.org")),
///                           player: me, wake: pushSDLEvent)
/// session.start()
/// ```
public final class XMPPSession: Sendable {
  public enum Mode: Equatable, Sendable {
    /// Send a hello to this address (a bare address reaches every resource of it that is
    /// online; the one that answers is the peer).
    case invite(XMPPAddress)
    /// Play the first address whose hello agrees; a friend's challenge is accepted.
    case wait
    /// Wait for this friend's game to come online (its presence), challenge it, and once it
    /// accepts, send it the hello as an inviter does. A lobby occupant is challenged by its
    /// address in the room, `room@conference.example.org/NICK`.
    case challenge(XMPPAddress)
    /// Signed in for the player at the window: friends and the lobby are reported, a challenge
    /// is sent with ``challenge(_:)`` and one received is answered with
    /// ``answerChallenge(accept:)``; the match of the first accepted challenge is played, and
    /// the session ends with it.
    case online
  }

  public let account: XMPPAccount
  public let mode: Mode
  public let player: NetworkSession.Player
  /// The lobby room to join (`room@conference.example.org`), where players see each other and
  /// challenge; nil joins none.
  public let lobby: String?
  private let mailbox: SessionMailbox

  public init(
    account: XMPPAccount, mode: Mode, player: NetworkSession.Player, lobby: XMPPAddress? = nil,
    wake: @escaping @Sendable () -> Void
  ) {
    self.account = account
    self.mode = mode
    self.player = player
    self.lobby = lobby?.bare
    mailbox = SessionMailbox(wake: wake)
  }

  /// Starts the network thread. Call once.
  public func start() {
    mailbox.startThread(named: "rps xmpp") { [self] in
      var loop = XMPPMatchLoop(session: self)
      loop.run()
    }
  }

  public func throwMove(_ move: Move) { mailbox.send(.throwMove(move)) }
  public func resign() { mailbox.send(.resign) }
  public func leave() { mailbox.send(.leave) }
  /// Challenges the game at this full address (``XMPPFriend/gameAddress``, or a lobby player's).
  public func challenge(_ address: String) { mailbox.send(.challenge(address)) }
  /// Accepts or declines the challenge last reported by ``NetworkEvent/challenged(from:)``.
  public func answerChallenge(accept: Bool) { mailbox.send(.answerChallenge(accept: accept)) }
  /// Signs out without a word; the thread ends soon after.
  public func stop() { mailbox.send(.stop) }
  public func takeEvents() -> [NetworkEvent] { mailbox.takeEvents() }
  public var isFinished: Bool { mailbox.isFinished }

  // MARK: - For the network thread

  func post(_ event: NetworkEvent) { mailbox.post(event) }
  func takeCommands() -> [SessionMailbox.Command] { mailbox.takeCommands() }
  var wakeDescriptor: Int32 { mailbox.wakeDescriptor }
}
