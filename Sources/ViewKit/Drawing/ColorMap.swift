/// Colours exchanged for others as a window draws: a second style of an app (light beside dark)
/// given as the colour each of the first style's colours becomes, so a switch of style takes
/// effect at the next frame without rebuilding a view. A colour the map does not name is drawn
/// as it is (pictures, and colours both styles share).
///
/// ```swift
/// var look = Appearance.standard
/// look.colorMap = ColorMap([Color(hex: 0x141A2B): Color(hex: 0xF1F4FA)])
/// window.appearance = look
/// ```
public struct ColorMap: Hashable, Sendable {
  public var replacements: [Color: Color]

  public init(_ replacements: [Color: Color] = [:]) {
    self.replacements = replacements
  }

  public var isEmpty: Bool { replacements.isEmpty }

  /// The colour drawn for `color`.
  public func callAsFunction(_ color: Color) -> Color {
    replacements[color] ?? color
  }
}

/// Draws on another canvas with every colour passed through a ``ColorMap``.
@MainActor
final class ColorMappingCanvas: Canvas {
  private let base: any Canvas
  private let map: ColorMap

  init(base: any Canvas, map: ColorMap) {
    self.base = base
    self.map = map
  }

  var opacity: Double {
    get { base.opacity }
    set { base.opacity = newValue }
  }

  func size(of text: String, font: Font) -> Size { base.size(of: text, font: font) }
  func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
    base.fill(rect, color: map(color), cornerRadius: cornerRadius)
  }
  func fillGradient(_ rect: Rect, top: Color, bottom: Color, cornerRadius: Double) {
    base.fillGradient(rect, top: map(top), bottom: map(bottom), cornerRadius: cornerRadius)
  }
  func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double) {
    base.stroke(rect, color: map(color), lineWidth: lineWidth, cornerRadius: cornerRadius)
  }
  func fillPolygon(_ points: [Point], color: Color) { base.fillPolygon(points, color: map(color)) }
  func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment) {
    base.drawText(text, font: font, color: map(color), in: rect, alignment: alignment)
  }
  func drawImage(_ image: Image, in rect: Rect) { base.drawImage(image, in: rect) }
  func pushClip(_ rect: Rect) { base.pushClip(rect) }
  func popClip() { base.popClip() }
  func pushTransform(_ transform: AffineTransform, of rect: Rect) { base.pushTransform(transform, of: rect) }
  func popTransform() { base.popTransform() }
}
