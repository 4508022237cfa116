import Foundation

/// Where animations read the time. Tests inject a ``ManualClock``; the host uses ``SystemClock``.
@MainActor
public protocol AnimationClock: AnyObject {
  /// Seconds since an arbitrary, fixed start.
  var now: Double { get }
}

/// Real time since the clock was made.
@MainActor
public final class SystemClock: AnimationClock {
  private let start = ContinuousClock.now

  public init() {}

  public var now: Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}

/// Time that moves only when told to, for tests ("animate, advance 0.15 s, expect the halfway frame").
@MainActor
public final class ManualClock: AnimationClock {
  public private(set) var now: Double

  public init(now: Double = 0) {
    self.now = now
  }

  public func advance(by seconds: Double) {
    now += seconds
  }
}
