import CSDL2
import Synchronization

extension SDLHost {
  /// A closure other threads call to wake the loop: it pushes the host's registered SDL user
  /// event (SDL_PushEvent is thread-safe and ends SDL_WaitEvent's sleep), and the main thread
  /// then runs ``onWake``. The host knows nothing of who wakes it (the network thread, a LAN
  /// search); a burst of calls before the loop gets to them wakes it once.
  ///
  /// A Task hopping to the main actor would not do: it does not run while the loop is blocked
  /// in SDL_WaitEvent.
  public func makeWaker() -> @Sendable () -> Void {
    guard let type = wakeEventType else { return {} }
    let flag = wakeFlag
    return {
      // Only the first call since the last wake-up was handled queues an event.
      guard !flag.pending.exchange(true, ordering: .acquiringAndReleasing) else { return }
      var event = SDL_Event()
      event.type = type
      if SDL_PushEvent(&event) != 1 { flag.pending.store(false, ordering: .releasing) }
    }
  }

  /// The wake-up event arrived: later calls of a waker queue a new one, and ``onWake`` runs.
  func handleWake() {
    wakeFlag.pending.store(false, ordering: .releasing)
    onWake?()
  }
}

/// Whether a wake-up event is queued, shared by the wakers' threads and the main thread.
final class WakeFlag: Sendable {
  let pending = Atomic<Bool>(false)
}
