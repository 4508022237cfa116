/// A canvas that remembers what was drawn, for tests: "which text appeared where, in what colour".
@MainActor
public final class RecordingCanvas: Canvas {
  public enum Command: Hashable, Sendable {
    case fill(Rect, Color, cornerRadius: Double)
    case gradient(Rect, top: Color, bottom: Color)
    case stroke(Rect, Color, lineWidth: Double)
    case polygon([Point], Color)
    case text(String, Font, Color, Rect)
    case image(Image, Rect, opacity: Double)
    case clip(Rect)
    case unclip
    /// What follows, until `.untransform`, is shown turned by the transform about the rect's centre.
    case transform(AffineTransform, Rect)
    case untransform
  }

  public private(set) var commands: [Command] = []
  public var opacity: Double = 1
  private let measurer: any TextMeasurer

  public init(measurer: any TextMeasurer = ApproximateTextMeasurer()) {
    self.measurer = measurer
  }

  public func size(of text: String, font: Font) -> Size { measurer.size(of: text, font: font) }

  public func reset() { commands.removeAll() }

  public func fill(_ rect: Rect, color: Color, cornerRadius: Double) {
    commands.append(.fill(rect, color.withAlpha(color.alpha * opacity), cornerRadius: cornerRadius))
  }

  public func fillGradient(_ rect: Rect, top: Color, bottom: Color, cornerRadius: Double) {
    commands.append(.gradient(rect, top: top.withAlpha(top.alpha * opacity), bottom: bottom))
  }

  public func stroke(_ rect: Rect, color: Color, lineWidth: Double, cornerRadius: Double) {
    commands.append(.stroke(rect, color.withAlpha(color.alpha * opacity), lineWidth: lineWidth))
  }

  public func fillPolygon(_ points: [Point], color: Color) {
    commands.append(.polygon(points, color.withAlpha(color.alpha * opacity)))
  }

  public func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment) {
    commands.append(.text(text, font, color.withAlpha(color.alpha * opacity), rect))
  }

  public func drawImage(_ image: Image, in rect: Rect) {
    commands.append(.image(image, rect, opacity: opacity))
  }

  public func pushClip(_ rect: Rect) { commands.append(.clip(rect)) }
  public func popClip() { commands.append(.unclip) }
  public func pushTransform(_ transform: AffineTransform, of rect: Rect) {
    commands.append(.transform(transform, rect))
  }
  public func popTransform() { commands.append(.untransform) }

  /// Where `text` was first seen on screen once every transform around it applied: the upright
  /// rectangle holding it, and how much it was turned (0 when upright, π when upside down).
  public func placement(ofText text: String) -> (rect: Rect, rotation: Double)? {
    var stack: [(transform: AffineTransform, center: Point)] = []
    for command in commands {
      switch command {
      case .transform(let transform, let rect): stack.append((transform, rect.center))
      case .untransform: _ = stack.popLast()
      case .text(let string, _, _, var rect) where string == text:
        var rotation = 0.0
        for level in stack.reversed() {
          rect = level.transform.boundingBox(of: rect, about: level.center)
          rotation += level.transform.rotationAngle
        }
        return (rect, rotation)
      default: continue
      }
    }
    return nil
  }

  /// Every string drawn, in order.
  public var texts: [String] {
    commands.compactMap { if case .text(let string, _, _, _) = $0 { string } else { nil } }
  }

  /// The rectangle where `text` was drawn first, if it was.
  public func rect(ofText text: String) -> Rect? {
    for case .text(let string, _, _, let rect) in commands where string == text { return rect }
    return nil
  }

  /// Every picture drawn, with where and how opaque.
  public var images: [(image: Image, rect: Rect, opacity: Double)] {
    commands.compactMap {
      if case .image(let image, let rect, let opacity) = $0 { (image, rect, opacity) } else { nil }
    }
  }
}
