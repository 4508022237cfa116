/// A rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var center: Point { Point(x: midX, y: midY) }
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// True when `other` lies entirely inside, edges included.
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
  }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The rectangle shrunk by the insets on each side, never below zero size.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  public func insetBy(dx: Double, dy: Double) -> Rect {
    inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
  }

  /// The overlap of two rectangles, or an empty rectangle at the origin of `self`.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return Rect(origin: origin, size: .zero) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// A rectangle of `size` centred in this one.
  public func centered(_ size: Size) -> Rect {
    Rect(x: midX - size.width / 2, y: midY - size.height / 2, width: size.width, height: size.height)
  }

  /// The largest rectangle with the aspect ratio of `size` that fits inside, centred.
  public func aspectFit(_ size: Size) -> Rect {
    guard size.width > 0, size.height > 0 else { return Rect(origin: center, size: .zero) }
    let scale = min(width / size.width, height / size.height)
    return centered(Size(width: size.width * scale, height: size.height * scale))
  }

  /// Splits off a slice of `amount` from one edge; returns the slice and the remainder.
  public func divided(atDistance amount: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
    switch edge {
    case .top:
      let cut = min(max(0, amount), height)
      return (
        Rect(x: minX, y: minY, width: width, height: cut),
        Rect(x: minX, y: minY + cut, width: width, height: height - cut)
      )
    case .bottom:
      let cut = min(max(0, amount), height)
      return (
        Rect(x: minX, y: maxY - cut, width: width, height: cut),
        Rect(x: minX, y: minY, width: width, height: height - cut)
      )
    case .left:
      let cut = min(max(0, amount), width)
      return (
        Rect(x: minX, y: minY, width: cut, height: height),
        Rect(x: minX + cut, y: minY, width: width - cut, height: height)
      )
    case .right:
      let cut = min(max(0, amount), width)
      return (
        Rect(x: maxX - cut, y: minY, width: cut, height: height),
        Rect(x: minX, y: minY, width: width - cut, height: height)
      )
    }
  }

  /// True when every coordinate is a finite number.
  public var isFinite: Bool {
    minX.isFinite && minY.isFinite && width.isFinite && height.isFinite
  }

  public var description: String { "(\(minX.compact), \(minY.compact), \(width.compact), \(height.compact))" }
}

/// One side of a rectangle.
public enum Edge: Sendable {
  case top, left, bottom, right
}
