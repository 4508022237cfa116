import Foundation

/// A 2-D affine transform, as UIKit's `CGAffineTransform`: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). With y pointing down, a positive rotation turns clockwise on
/// screen, as it does in UIKit.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A rotation by `angle` radians. Quarter turns come out exact (cos π is -1, not
  /// -0.99999…, and sin π is 0), so a view turned by π lands on whole points.
  public init(rotationAngle angle: Double) {
    let cosine = AffineTransform.snapped(cos(angle))
    let sine = AffineTransform.snapped(sin(angle))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  public init(scaleX: Double, y scaleY: Double) {
    self.init(a: scaleX, b: 0, c: 0, d: scaleY, tx: 0, ty: 0)
  }

  public init(translationX: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
  }

  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `other`, as UIKit's `concatenating(_:)`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one; the identity when there is none (a scale by zero), as
  /// UIKit returns the transform unchanged.
  public func inverted() -> AffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return AffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// The rotation it applies, in radians (for a transform made of rotations and scales).
  public var rotationAngle: Double { atan2(b, a) }

  /// How much it scales lengths along x, for a transform made of rotations and uniform scales.
  public var scale: Double { (a * a + b * b).squareRoot() }

  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// Applies the transform about `center` rather than about the origin, as a view's transform
  /// applies about the middle of the view.
  public func apply(to point: Point, about center: Point) -> Point {
    apply(to: point - center) + center
  }

  /// The smallest upright rectangle holding the transformed corners of `rect`, turned about
  /// `center`: exactly the turned rectangle for quarter turns.
  public func boundingBox(of rect: Rect, about center: Point) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].map { apply(to: $0, about: center) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  public var description: String {
    "[\(a.compact) \(b.compact) \(c.compact) \(d.compact) \(tx.compact) \(ty.compact)]"
  }

  private static func snapped(_ value: Double) -> Double {
    for exact in [-1.0, 0, 1] where abs(value - exact) < 1e-12 { return exact }
    return value
  }
}
