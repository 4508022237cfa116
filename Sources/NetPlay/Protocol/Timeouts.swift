import Foundation

/// How long the protocol waits, in seconds. The defaults are the protocol's (docs/protocol.md);
/// tests shorten them all at once with `RPS_NET_TIMEOUT_SCALE` (0.1 makes ten seconds one).
public struct Timeouts: Equatable, Sendable {
  /// From the connection to the peer's hello.
  public var hello: Double = 10
  /// From both commitments of a round to the peer's reveal; then the peer forfeits.
  public var reveal: Double = 10
  /// With nothing whole received for this long, the peer is gone. Pings keep a quiet match alive.
  public var idle: Double = 15
  /// A ping goes out after this long without sending anything.
  public var pingInterval: Double = 5
  /// After the last message, how long to wait for the peer to close before closing anyway.
  public var linger: Double = 2
  /// Connecting to a host.
  public var connect: Double = 5

  public init() {}

  /// Every timeout multiplied by `scale`.
  public func scaled(by scale: Double) -> Timeouts {
    var scaled = self
    scaled.hello *= scale
    scaled.reveal *= scale
    scaled.idle *= scale
    scaled.pingInterval *= scale
    scaled.linger *= scale
    scaled.connect *= scale
    return scaled
  }

  /// The defaults, scaled by `RPS_NET_TIMEOUT_SCALE` when it holds a number from 0.001 to 10.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> Timeouts
  {
    guard let text = environment["RPS_NET_TIMEOUT_SCALE"], let scale = Double(text),
      (0.001...10).contains(scale)
    else { return Timeouts() }
    return Timeouts().scaled(by: scale)
  }

  /// "10 s", "1.5 s": how a timeout reads in a message.
  static func words(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
  }
}
