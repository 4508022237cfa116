/// A font request: a size in points and a weight. The host maps it to a real typeface.
public struct Font: Hashable, Sendable {
  public enum Weight: Hashable, Sendable {
    case regular
    case bold
  }

  public var size: Double
  public var weight: Weight

  public init(size: Double, weight: Weight = .regular) {
    self.size = size
    self.weight = weight
  }

  public static func system(_ size: Double) -> Font { Font(size: size) }
  public static func bold(_ size: Double) -> Font { Font(size: size, weight: .bold) }

  public func withSize(_ size: Double) -> Font { Font(size: size, weight: weight) }
  public func withWeight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }
}
