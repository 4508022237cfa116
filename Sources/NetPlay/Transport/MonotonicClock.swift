import Glibc

/// Seconds on the monotonic clock: the time the state machines see.
enum MonotonicClock {
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
