import Foundation

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

  /// This colour drawn over an opaque `background`: what the eye sees.
  public func composited(over background: Color) -> Color {
    Color(
      red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
      blue: blue * alpha + background.blue * (1 - alpha))
  }

  /// WCAG 2 relative luminance of the opaque colour, from 0 (black) to 1 (white).
  public var relativeLuminance: Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2 contrast ratio between this colour (composited over `background`) and `background`:
  /// 1 for none, 21 for black on white. Text needs 4.5 for level AA.
  public func contrastRatio(against background: Color) -> Double {
    let foreground = composited(over: background).relativeLuminance
    let back = background.relativeLuminance
    return (max(foreground, back) + 0.05) / (min(foreground, back) + 0.05)
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
