import ViewKit

/// Where a window and its window manager's frame go so that all of it is on the display: the
/// arithmetic of ``SDLHost``'s placing, apart from SDL.
///
/// SDL speaks of the inside of the window (its client area); a window manager adds a frame
/// around it (`borders`: a title bar on top, edges on the sides), and what must fit the display's
/// usable area is the outside.
public struct WindowFrameFit: Equatable, Sendable {
  /// The inside of the window, in desktop pixels.
  public var inside: Rect
  /// The frame's thickness on each side.
  public var borders: EdgeInsets

  /// The outside of the window: the inside with its frame.
  public var outside: Rect {
    Rect(
      x: inside.minX - borders.left, y: inside.minY - borders.top,
      width: inside.width + borders.left + borders.right, height: inside.height + borders.top + borders.bottom
    )
  }

  /// The frame's corner for an inside at `insideCorner`: the place a window manager puts a new
  /// window's frame when asked for a position, so it is the place to keep for the next start.
  public static func frameCorner(ofInsideAt insideCorner: Point, borders: EdgeInsets) -> Point {
    Point(x: insideCorner.x - borders.left, y: insideCorner.y - borders.top)
  }

  /// The same window moved, and shrunk if it must be (never below `minimum` inside), so that its
  /// outside lies in `usable`; unchanged when it already does.
  public func fitted(in usable: Rect, minimum: Size) -> WindowFrameFit {
    let frameWidth = borders.left + borders.right
    let frameHeight = borders.top + borders.bottom
    let width = max(minimum.width, min(inside.width, usable.width - frameWidth))
    let height = max(minimum.height, min(inside.height, usable.height - frameHeight))
    let outsideWidth = width + frameWidth
    let outsideHeight = height + frameHeight
    let left = min(max(outside.minX, usable.minX), usable.maxX - outsideWidth)
    let top = min(max(outside.minY, usable.minY), usable.maxY - outsideHeight)
    // A display smaller than the smallest window: its top left corner stays in view.
    let x = max(usable.minX, left)
    let y = max(usable.minY, top)
    return WindowFrameFit(
      inside: Rect(x: x + borders.left, y: y + borders.top, width: width, height: height), borders: borders)
  }

  /// The window turned a quarter (its width and height swapped about its middle), then moved and
  /// shrunk like ``fitted(in:minimum:)`` so that it lies on the display as a new window would:
  /// a landscape window on a low screen does not come out taller than the screen.
  public func rotated(in usable: Rect, minimum: Size) -> WindowFrameFit {
    let turned = Rect(
      x: inside.midX - inside.height / 2, y: inside.midY - inside.width / 2, width: inside.height,
      height: inside.width)
    return WindowFrameFit(inside: turned, borders: borders).fitted(in: usable, minimum: minimum)
  }
}
