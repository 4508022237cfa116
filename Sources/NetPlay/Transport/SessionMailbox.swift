import Foundation
import GameCore
import Glibc
import Synchronization

/// What passes between the game's thread and a network thread: the game's commands one way,
/// the network's events the other, under one mutex; a pipe whose read end sits in the network
/// thread's poll, so a command wakes it at once; and the `wake` the game gave, called after
/// each event (SDL_PushEvent for the window, a semaphore for `rps duel`).
final class SessionMailbox: Sendable {
  /// What the game asked for, waiting for the network thread.
  enum Command: Sendable {
    case throwMove(Move)
    case resign
    case leave
    case stop
    /// Through a server: challenge the game at this full address (a friend's, a lobby player's).
    case challenge(String)
    /// Through a server: accept or decline the challenge last reported.
    case answerChallenge(accept: Bool)

    /// What the command asks of the match, for the commands that are the local player's moves
    /// in it (a throw, with a fresh nonce for its commitment; resigning; leaving), else nil.
    var localEvent: ProtocolEvent? {
      switch self {
      case .throwMove(let move): .localThrow(move, nonce: Sodium.randomBytes(Commitment.nonceLength))
      case .resign: .localResign
      case .leave: .localLeave
      case .stop, .challenge, .answerChallenge: nil
      }
    }
  }

  private struct Shared {
    var inbox: [NetworkEvent] = []
    var commands: [Command] = []
    var isFinished = false
  }

  private let wake: @Sendable () -> Void
  private let shared = Mutex(Shared())
  private let wakePipe: (read: Int32, write: Int32)

  init(wake: @escaping @Sendable () -> Void) {
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

  // MARK: - For the game's thread

  /// Runs `loop` on a network thread named `name`, and gives the last wake-up when it ends.
  func startThread(named name: String, running loop: @escaping @Sendable () -> Void) {
    let thread = Thread { [self] in
      loop()
      finish()
    }
    thread.name = name
    thread.start()
  }

  func send(_ command: Command) {
    shared.withLock { $0.commands.append(command) }
    var byte: UInt8 = 1
    _ = write(wakePipe.write, &byte, 1)
  }

  func takeEvents() -> [NetworkEvent] {
    shared.withLock { state in
      defer { state.inbox.removeAll() }
      return state.inbox
    }
  }

  var isFinished: Bool { shared.withLock { $0.isFinished } }

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

  /// The network thread has ended: the last wake-up.
  func finish() {
    shared.withLock { $0.isFinished = true }
    wake()
  }

  var wakeDescriptor: Int32 { wakePipe.read }
}
