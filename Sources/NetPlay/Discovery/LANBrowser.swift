import Foundation
import Synchronization

/// LAN discovery for the window: searches on a thread of its own and keeps what it found behind
/// a mutex, calling `wake` when the list is ready (the window points it at an SDL user event).
public final class LANBrowser: Sendable {
  private let results = Mutex<[FoundGame]?>(nil)
  private let wake: @Sendable () -> Void
  private let port: UInt16

  public init(port: UInt16 = LANDiscovery.defaultPort, wake: @escaping @Sendable () -> Void) {
    self.port = port
    self.wake = wake
  }

  /// Starts a search of `seconds`; ``games`` holds its answers once it ends.
  public func search(seconds: Double = 1) {
    let thread = Thread { [self] in
      let found = LANDiscovery.search(port: port, seconds: seconds)
      results.withLock { $0 = found }
      wake()
    }
    thread.name = "rps LAN discovery"
    thread.start()
  }

  /// The games found by the last search that ended; nil while none has.
  public var games: [FoundGame]? { results.withLock { $0 } }
}
