import Synchronization

/// The latest `color-scheme` the desktop announced, handed from the watching thread to the main
/// thread: only the last one counts.
final class DesktopStyleNews: Sendable {
  private let latest = Mutex<UInt32?>(nil)

  func post(_ colorScheme: UInt32) {
    latest.withLock { $0 = colorScheme }
  }

  /// The value posted since the last take, if any.
  func take() -> UInt32? {
    latest.withLock { value in
      defer { value = nil }
      return value
    }
  }
}
