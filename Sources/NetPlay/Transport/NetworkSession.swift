import Foundation
import GameCore
import Synchronization

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

  /// What the game asked for, waiting for the network thread.
  enum Command: Sendable {
    case throwMove(Move)
    case resign
    case leave
    case stop
  }

  private struct Shared {
    var inbox: [NetworkEvent] = []
    var commands: [Command] = []
    var isFinished = false
  }

  public let mode: Mode
  public let player: Player
  private let wake: @Sendable () -> Void
  private let shared = Mutex(Shared())
  /// The pipe whose read end is in the network thread's poll: a byte written wakes it for a command.
  private let wakePipe: (read: Int32, write: Int32)

  public init(mode: Mode, player: Player, wake: @escaping @Sendable () -> Void) {
    self.mode = mode
    self.player = player
    self.wake = wake
    var descriptors: [Int32] = [-1, -1]
    if pipe(&descriptors) == 0 {
      for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFL, O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      }
    } else {
      descriptors = [-1, -1]
    }
    wakePipe = (descriptors[0], descriptors[1])
  }

  deinit {
    if wakePipe.read >= 0 { close(wakePipe.read) }
    if wakePipe.write >= 0 { close(wakePipe.write) }
  }

  /// Starts the network thread. Call once.
  public func start() {
    let thread = Thread { [self] in
      var loop = NetworkLoop(session: self)
      loop.run()
      shared.withLock { $0.isFinished = true }
      wake()
    }
    thread.name = "rps network"
    thread.start()
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
  public func takeEvents() -> [NetworkEvent] {
    shared.withLock { state in
      defer { state.inbox.removeAll() }
      return state.inbox
    }
  }

  /// True once the network thread has ended (its last events may still be in the inbox).
  public var isFinished: Bool { shared.withLock { $0.isFinished } }

  private func send(_ command: Command) {
    shared.withLock { $0.commands.append(command) }
    var byte: UInt8 = 1
    _ = write(wakePipe.write, &byte, 1)
  }

  // MARK: - For the network thread

  func post(_ event: NetworkEvent) {
    shared.withLock { $0.inbox.append(event) }
    wake()
  }

  func takeCommands() -> [Command] {
    var drained = [UInt8](repeating: 0, count: 64)
    while read(wakePipe.read, &drained, drained.count) > 0 {}
    return shared.withLock { state in
      defer { state.commands.removeAll() }
      return state.commands
    }
  }

  var wakeDescriptor: Int32 { wakePipe.read }
}
