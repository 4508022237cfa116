/// A colour with components from 0 to 1 (sRGB, straight alpha).
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a 0xRRGGBB literal, as design tools write them.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)

  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Straight interpolation, used by animations.
  public func mixed(with other: Color, amount: Double) -> Color {
    Color(
      red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
      blue: blue + (other.blue - blue) * amount, alpha: alpha + (other.alpha - alpha) * amount)
  }

  public var description: String {
    let bytes = [red, green, blue].map { String(hexByte: Int(($0 * 255).rounded())) }
    return "#" + bytes.joined() + (alpha < 1 ? "@\(alpha)" : "")
  }
}

extension String {
  /// Two upper-case hex digits.
  fileprivate init(hexByte value: Int) {
    let digits = Array("0123456789ABCDEF")
    let clamped = Swift.min(255, Swift.max(0, value))
    self.init([digits[clamped / 16], digits[clamped % 16]])
  }
}
