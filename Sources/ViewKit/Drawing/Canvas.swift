/// What views draw on. Coordinates are window points; the host turns them into pixels.
///
/// ``RecordingCanvas`` implements it for tests; the SDL host implements it with a renderer.
@MainActor
public protocol Canvas: TextMeasurer {
  /// Multiplies the alpha of everything drawn next (the window sets it from view alphas).
  var opacity: Double { get set }

  func fill(_ rect: Rect, color: Color, cornerRadius: Double)
  /// A vertical gradient from `top` to `bottom`.
  func fillGradient(_ rect: Rect, top: Color, bottom: Color, cornerRadius: Double)
  func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double)
  /// A filled convex polygon, for arrows and pointers.
  func fillPolygon(_ points: [Point], color: Color)
  /// One line of text, already fitted by the caller, placed in `rect` with `alignment` and
  /// centred vertically.
  func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment)
  /// A picture scaled to fit `rect`, keeping its aspect ratio, centred.
  func drawImage(_ image: Image, in rect: Rect)
  /// Restricts drawing to the intersection of `rect` with the current clip until `popClip`.
  func pushClip(_ rect: Rect)
  func popClip()
  /// Draws what comes until `popTransform` inside `rect` (window points, as if upright), then
  /// shows it turned, scaled or moved by `transform` about the centre of `rect`: a view's
  /// transform. Pairs nest.
  func pushTransform(_ transform: AffineTransform, of rect: Rect)
  func popTransform()
}

/// Measures text as the host will draw it.
@MainActor
public protocol TextMeasurer: AnyObject {
  func size(of text: String, font: Font) -> Size
}

/// A measurer that assumes every character is a fixed share of the font size wide. Good enough
/// for layout in tests; the host measures with the real font.
@MainActor
public final class ApproximateTextMeasurer: TextMeasurer {
  public init() {}

  public func size(of text: String, font: Font) -> Size {
    let perCharacter = font.weight == .bold ? 0.62 : 0.56
    return Size(width: Double(text.count) * font.size * perCharacter, height: (font.size * 1.2).rounded(.up))
  }
}
