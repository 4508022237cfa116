/// The protocol versions this build speaks, and how two ranges agree on one.
public enum ProtocolVersion {
  public static let minimum: UInt8 = 1
  public static let maximum: UInt8 = 1

  /// The highest version both ranges hold, or nil when they do not overlap.
  public static func agreed(_ first: ClosedRange<UInt8>, _ second: ClosedRange<UInt8>) -> UInt8? {
    let highest = min(first.upperBound, second.upperBound)
    return highest >= max(first.lowerBound, second.lowerBound) ? highest : nil
  }
}
