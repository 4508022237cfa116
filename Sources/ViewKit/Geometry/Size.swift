/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// A size wider than tall is landscape; anything else, square included, is portrait.
  public var orientation: InterfaceOrientation { width > height ? .landscapeLeft : .portrait }

  /// The same size turned a quarter: width and height swapped.
  public var rotated: Size { Size(width: height, height: width) }

  public var description: String { "\(width.compact)x\(height.compact)" }

  public static func * (lhs: Size, rhs: Double) -> Size {
    Size(width: lhs.width * rhs, height: lhs.height * rhs)
  }
}
