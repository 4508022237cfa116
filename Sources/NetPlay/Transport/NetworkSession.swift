import Foundation
import GameCore

/// One network match, run on a thread of its own: the host listens (or the guest connects),
/// the protocol machine plays, and what happens lands in an inbox guarded by a mutex.
///
/// The thread never touches the game: after each event it calls `wake`, which the window points
/// at an SDL user event (SDL_PushEvent is thread-safe and wakes SDL_WaitEvent) and `rps duel` at
/// a semaphore. The game then takes the events with ``takeEvents()`` on its own thread. (A Task
/// hopping to the main actor would not run while the SDL loop is blocked waiting for events.)
///
/// ```swift
/// let session = NetworkSession(mode: .join(host: "192.0.2.7", port: 47474), player: me, wake: pushSDLEvent)
/// session.start()
/// // on the wake-up, on the main thread:
/// for event in session.takeEvents() { show(event) }
/// session.throwMove(.rock)
/// ```
public final class NetworkSession: Sendable {
  /// The game's TCP port, unless another is chosen (LAN discovery uses the same number on UDP).
  public static let defaultPort: UInt16 = 47474

  public enum Mode: Equatable, Sendable {
    /// Listen on `port` (0: any free port) and play the first guest whose hello agrees.
    case host(port: UInt16)
    case join(host: String, port: UInt16)
  }

  /// The local player and, for a host, the match offered.
  public struct Player: Equatable, Sendable {
    public var name: String
    public var rules: Rules
    public var targetWins: Int
    /// Shown by the host while it waits; sent in its hello.
    public var pairingCode: UInt32
    public var timeouts: Timeouts
    /// The UDP port the host answers LAN queries on; nil answers none.
    public var discoveryPort: UInt16?

    public init(
      name: String, rules: Rules = .classic, targetWins: Int = 3, pairingCode: UInt32 = 0,
      timeouts: Timeouts = .fromEnvironment(), discoveryPort: UInt16? = nil
    ) {
      self.name = name
      self.rules = rules
      self.targetWins = targetWins
      self.pairingCode = pairingCode
      self.timeouts = timeouts
      self.discoveryPort = discoveryPort
    }
  }

  typealias Command = SessionMailbox.Command

  public let mode: Mode
  public let player: Player
  private let mailbox: SessionMailbox

  public init(mode: Mode, player: Player, wake: @escaping @Sendable () -> Void) {
    self.mode = mode
    self.player = player
    mailbox = SessionMailbox(wake: wake)
  }

  /// Starts the network thread. Call once.
  public func start() {
    mailbox.startThread(named: "rps network") { [self] in
      var loop = NetworkLoop(session: self)
      loop.run()
    }
  }

  /// Commits the local player's throw for the current round (with a fresh random nonce).
  public func throwMove(_ move: Move) { send(.throwMove(move)) }

  /// Gives up the match.
  public func resign() { send(.resign) }

  /// Leaves before the end, saying bye.
  public func leave() { send(.leave) }

  /// Closes everything without a word; the thread ends soon after.
  public func stop() { send(.stop) }

  /// Everything that happened since the last call, oldest first.
  public func takeEvents() -> [NetworkEvent] { mailbox.takeEvents() }

  /// True once the network thread has ended (its last events may still be in the inbox).
  public var isFinished: Bool { mailbox.isFinished }

  private func send(_ command: Command) { mailbox.send(command) }

  // MARK: - For the network thread

  func post(_ event: NetworkEvent) { mailbox.post(event) }

  func takeCommands() -> [Command] { mailbox.takeCommands() }

  var wakeDescriptor: Int32 { mailbox.wakeDescriptor }
}
