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
    setNeedsDisplay()
  }
}
