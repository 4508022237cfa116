/// A view whose content, taller than the view, scrolls up and down, as a vertical `UIScrollView`:
/// the subviews go in ``contentView``, which is ``contentHeight`` high and moved up by
/// ``contentOffset``. It scrolls with the wheel, with a finger or the mouse dragged over it
/// (a press that moves more than a few points scrolls instead of pressing what it started on),
/// and by itself to bring a view getting the keyboard focus whole into sight
/// (``reveal(_:)``). A bar on the right shows where the visible part lies when there is more.
@MainActor
open class ScrollView: View {
  /// Holds what scrolls; lay its subviews out in its own coordinates, from 0 to
  /// ``contentHeight``.
  public let contentView = View()
  private let indicator = View()
  let edgeFade = EdgeFadeView()

  /// The colour behind the scroll view, into which its foot fades while more lies below: a line
  /// cut by the bottom edge reads as "more", not as a fault. Nil: no fade.
  public var edgeFadeColor: Color? {
    didSet { placeContent() }
  }

  /// How far from the right the scroll bar reaches: content that scrolls keeps clear of it.
  public static let indicatorRoom = 8.0

  /// How tall the content is; no taller than the view, nothing scrolls.
  public var contentHeight = 0.0 {
    didSet {
      guard contentHeight != oldValue else { return }
      scroll(to: contentOffset)
    }
  }

  /// How far the content is moved up, from 0 to ``maximumContentOffset``.
  public private(set) var contentOffset = 0.0

  /// How far the content can move: what does not fit.
  public var maximumContentOffset: Double { max(0, contentHeight - bounds.height) }

  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
    addSubview(contentView)
    edgeFade.isUserInteractionEnabled = false
    addSubview(edgeFade)
    indicator.isUserInteractionEnabled = false
    indicator.cornerRadius = 2
    addSubview(indicator)
  }

  /// Moves the content so that `offset` of it is above the view's top, within the content.
  public func scroll(to offset: Double) {
    contentOffset = min(max(0, offset), maximumContentOffset)
    placeContent()
  }

  /// Scrolls the least that brings `view` (inside the content) whole into sight, or its top
  /// when it is taller than the view. Returns whether `view` is inside the content.
  @discardableResult
  public func reveal(_ view: View) -> Bool {
    guard view.isDescendant(of: contentView) else { return false }
    let frame = view.convert(view.bounds, to: contentView)
    if frame.minY < contentOffset || frame.height > bounds.height {
      scroll(to: frame.minY)
    } else if frame.maxY > contentOffset + bounds.height {
      scroll(to: frame.maxY - bounds.height)
    }
    return true
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    scroll(to: contentOffset)
  }

  open override func scrollWheel(by deltaY: Double) -> Bool {
    guard maximumContentOffset > 0 else { return false }
    scroll(to: contentOffset + deltaY)
    return true
  }

  /// Scrolls by a key, as a list moves by one: the arrows by a line, Page Up and Page Down by
  /// most of a view, Home and End to the ends. Returns whether the key was used (nothing
  /// scrolls content no taller than the view).
  public func handleKey(_ event: KeyEvent) -> Bool {
    guard maximumContentOffset > 0, event.modifiers.isEmpty else { return false }
    switch event.key {
    case .down: scroll(to: contentOffset + 40)
    case .up: scroll(to: contentOffset - 40)
    case .pageDown: scroll(to: contentOffset + bounds.height * 0.9)
    case .pageUp: scroll(to: contentOffset - bounds.height * 0.9)
    case .home: scroll(to: 0)
    case .end: scroll(to: maximumContentOffset)
    default: return false
    }
    return true
  }

  /// Takes a drag that moved the pointer `deltaY` down: the content follows it.
  open override func drag(by deltaY: Double) -> Bool {
    guard maximumContentOffset > 0 else { return false }
    scroll(to: contentOffset - deltaY)
    return true
  }

  private func placeContent() {
    contentView.frame = Rect(
      x: 0, y: -contentOffset, width: bounds.width, height: max(bounds.height, contentHeight))
    // Too low a view for the bar to mean anything shows none.
    indicator.isHidden = maximumContentOffset <= 0 || bounds.height < 48
    if !indicator.isHidden {
      let height = max(24, bounds.height * bounds.height / contentHeight)
      let top = (bounds.height - height) * (contentOffset / maximumContentOffset)
      indicator.frame = Rect(x: bounds.width - ScrollView.indicatorRoom + 3, y: top, width: 4, height: height)
      indicator.backgroundColor = appearance.list.scrollIndicator
    }
    edgeFade.color = edgeFadeColor
    edgeFade.isHidden = edgeFadeColor == nil || contentOffset >= maximumContentOffset - 0.5
    if !edgeFade.isHidden {
      let height = min(28, bounds.height * 0.2)
      edgeFade.frame = Rect(
        x: 0, y: bounds.height - height, width: max(0, bounds.width - ScrollView.indicatorRoom),
        height: height)
    }
    setNeedsDisplay()
  }
}

/// The foot of a scroll view with more below, fading from clear into the colour behind it.
@MainActor
final class EdgeFadeView: View {
  var color: Color? {
    didSet { if color != oldValue { setNeedsDisplay() } }
  }

  override func draw(in canvas: any Canvas, rect: Rect) {
    guard let color else { return }
    canvas.fillGradient(bounds, top: color.withAlpha(0), bottom: color, cornerRadius: 0)
  }
}

extension View {
  /// The nearest scroll view holding this view, if any.
  var enclosingScrollView: ScrollView? {
    var current = superview
    while let view = current {
      if let scroller = view as? ScrollView { return scroller }
      current = view.superview
    }
    return nil
  }

  /// The first scroll view on show in this view's tree, in drawing order, whose content is
  /// taller than it.
  var firstScrollableDescendant: ScrollView? {
    for subview in subviews where !subview.isHidden {
      if let scroller = subview as? ScrollView, scroller.maximumContentOffset > 0 { return scroller }
      if let found = subview.firstScrollableDescendant { return found }
    }
    return nil
  }
}
