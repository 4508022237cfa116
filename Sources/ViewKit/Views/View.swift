/// A rectangle in a tree of views: it has one superview, draws itself, lays out its subviews and
/// takes pointer hits. It mirrors UIKit's `UIView`:
///
/// - `addSubview` takes the view from its old superview first; `removeFromSuperview` on a view
///   without a superview does nothing.
/// - Frames are in the superview's coordinates. Hidden views and their subviews neither draw nor
///   take hits.
/// - Setting `frame`, `alpha` or `backgroundColor` inside ``View/animate(withDuration:curve:animations:completion:)``
///   changes the value at once and draws interpolated values until the animation ends.
///
/// ```swift
/// let card = View(frame: Rect(x: 20, y: 20, width: 200, height: 120))
/// card.backgroundColor = root.appearance.popover.panel
/// root.addSubview(card)
/// ```
@MainActor
open class View {
  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates.
  public var frame: Rect {
    didSet {
      guard frame != oldValue else { return }
      if frame.size != oldValue.size { setNeedsLayout() }
      animateOrSet(.frame(from: presentationFrame, to: frame))
    }
  }

  /// The view's own coordinate space: origin zero, the frame's size.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The frame as drawn now: the model value, or an interpolated one while it animates.
  public internal(set) var presentationFrame: Rect

  // MARK: Appearance

  public var isHidden = false {
    didSet { if isHidden != oldValue { setNeedsDisplay() } }
  }

  public var alpha: Double = 1 {
    didSet {
      guard alpha != oldValue else { return }
      animateOrSet(.alpha(from: presentationAlpha, to: alpha))
    }
  }

  public internal(set) var presentationAlpha: Double = 1

  public var backgroundColor: Color = .clear {
    didSet {
      guard backgroundColor != oldValue else { return }
      animateOrSet(.backgroundColor(from: presentationBackgroundColor, to: backgroundColor))
    }
  }

  public internal(set) var presentationBackgroundColor: Color = .clear

  public var cornerRadius: Double = 0 {
    didSet { setNeedsDisplay() }
  }

  public var borderColor: Color = .clear {
    didSet { setNeedsDisplay() }
  }

  public var borderWidth: Double = 0 {
    didSet { setNeedsDisplay() }
  }

  /// When true, subviews are drawn only inside this view's bounds.
  public var clipsToBounds = false

  /// Turns, scales or moves the view and everything in it about its centre, as UIKit's
  /// `transform`: honoured in drawing, hit testing, coordinate conversion and the focus ring.
  /// Unlike UIKit's, ``frame`` keeps the untransformed rectangle the layout gave (UIKit's would
  /// report the bounding box), so layout code never sees the turn. A transformed view is drawn
  /// as one layer clipped to its bounds, so give it an opaque background. Not animated.
  public var transform: AffineTransform = .identity {
    didSet { if transform != oldValue { setNeedsDisplay() } }
  }

  /// When false, the view and its subviews take no pointer hits.
  public var isUserInteractionEnabled = true

  /// A name for tests and debugging, like an accessibility identifier.
  public var identifier: String?

  // MARK: Tree

  public private(set) weak var superview: View?
  public private(set) var subviews: [View] = []

  /// The controller whose root view this is, for the layout callbacks and the responder chain.
  public internal(set) weak var owningController: ViewController?

  /// Set on the window's own root view only.
  weak var hostingWindow: Window?

  var needsLayout = true

  public init(frame: Rect = .zero) {
    self.frame = frame
    self.presentationFrame = frame
  }

  /// The look the view lays out and draws with: its window's, or the standard one outside a
  /// window.
  public var appearance: Appearance { window?.appearance ?? .standard }

  /// The window this view is in, if it is in one.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current.hostingWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Adds `view` on top of the other subviews, taking it from its old superview first.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (0 is at the back).
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
    let wasInWindow = view.window
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      subviews.insert(view, at: min(index, subviews.count))
      setNeedsDisplay()
      return
    }
    view.removeFromSuperviewSilently()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    view.didMoveToSuperview()
    if wasInWindow !== window { view.notifyMovedToWindow(from: wasInWindow) }
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Detaches the view from its superview. Does nothing when it has none.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    removeFromSuperviewSilently()
    didMoveToSuperview()
    if oldWindow != nil { notifyMovedToWindow(from: oldWindow) }
  }

  private func removeFromSuperviewSilently() {
    guard let parent = superview else { return }
    parent.setNeedsDisplay()
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Called once after every change of superview (also after removal, with `superview` nil).
  open func didMoveToSuperview() {}

  /// Called after the view entered or left a window.
  open func didMoveToWindow() {}

  private func notifyMovedToWindow(from oldWindow: Window?) {
    // A view that leaves a window stops animating there: its model values are what it shows.
    oldWindow?.animator.cancelAll(on: self)
    // Text is measured with the window's fonts (outside a window, with an estimate): a view laid
    // out before it had a window is laid out again once it has one.
    if window != nil { setNeedsLayout() }
    didMoveToWindow()
    for subview in subviews { subview.notifyMovedToWindow(from: oldWindow) }
  }

  /// The first descendant (or self) with the identifier, depth first.
  public func descendant(identifiedBy identifier: String) -> View? {
    if self.identifier == identifier { return self }
    for subview in subviews {
      if let found = subview.descendant(identifiedBy: identifier) { return found }
    }
    return nil
  }

  // MARK: Layout

  /// Marks this view and every view under it for layout (after a change of appearance).
  func setNeedsLayoutInTree() {
    setNeedsLayout()
    for subview in subviews { subview.setNeedsLayoutInTree() }
  }

  /// Marks the view for layout; the next ``layoutIfNeeded()`` (at the latest, before the next
  /// frame is drawn) runs ``layoutSubviews()``.
  public func setNeedsLayout() {
    needsLayout = true
    setNeedsDisplay()
  }

  /// Runs any pending layout of this view and its subviews now.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      owningController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Override to place subviews. The default does nothing.
  open func layoutSubviews() {}

  // MARK: Drawing

  /// Asks the window to draw a new frame.
  public func setNeedsDisplay() {
    window?.needsDisplay = true
  }

  /// Draws the view's own content in `rect` (its bounds in window coordinates). The default
  /// draws the background colour and border; subviews are drawn after, on top.
  open func draw(in canvas: any Canvas, rect: Rect) {
    if presentationBackgroundColor.alpha > 0 {
      canvas.fill(rect, color: presentationBackgroundColor, cornerRadius: cornerRadius)
    }
    if borderWidth > 0 && borderColor.alpha > 0 {
      canvas.stroke(rect, color: borderColor, lineWidth: borderWidth, cornerRadius: cornerRadius)
    }
  }

  // MARK: Hit testing and coordinates

  /// The deepest visible, interactive view containing `point` (in this view's coordinates).
  open func hitTest(_ point: Point) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.localPoint(fromSuperview: point)) { return hit }
    }
    return self
  }

  open func point(inside point: Point) -> Bool { bounds.contains(point) }

  /// Takes a wheel turn; return true when used. The default passes it to the superview.
  open func scrollWheel(by deltaY: Double) -> Bool { false }

  /// Takes a press dragged `deltaY` down (a finger sliding a scrolling view); return true when
  /// used. The default passes it to the superview.
  open func drag(by deltaY: Double) -> Bool { false }

  /// Whether Tab can move the keyboard focus here. Enabled controls and lists can.
  open var canBecomeFocused: Bool { false }

  /// Takes a click (press and release inside this view) at `point` in its coordinates; return
  /// true when used. Controls have actions instead; this is for views such as lists.
  open func click(at point: Point) -> Bool { false }

  /// Converts a point in this view's coordinates to `view`'s (or the window's when nil),
  /// through every transform on the way.
  public func convert(_ point: Point, to view: View?) -> Point {
    var inWindow = point
    var current: View? = self
    while let step = current {
      inWindow = step.superviewPoint(fromLocal: inWindow)
      current = step.superview
    }
    guard let view else { return inWindow }
    return view.convert(inWindow, from: nil)
  }

  /// Converts a point in `view`'s coordinates (or the window's when nil) to this view's.
  public func convert(_ point: Point, from view: View?) -> Point {
    let inWindow = view?.convert(point, to: nil) ?? point
    var chain: [View] = []
    var current: View? = self
    while let step = current {
      chain.append(step)
      current = step.superview
    }
    return chain.reversed().reduce(inWindow) { point, step in step.localPoint(fromSuperview: point) }
  }

  /// The rectangle's corners converted to `view`'s coordinates, as the upright rectangle that
  /// holds them (the same rectangle when no transform turns it by other than quarter turns).
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].map { convert($0, to: view) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }

  /// A point in the superview's coordinates seen from inside this view: moved by the frame's
  /// origin, and turned back by the transform about the view's centre.
  func localPoint(fromSuperview point: Point) -> Point {
    let local = point - frame.origin
    guard !transform.isIdentity else { return local }
    return transform.inverted().apply(to: local, about: bounds.center)
  }

  /// A point in this view's coordinates seen from its superview.
  func superviewPoint(fromLocal point: Point) -> Point {
    let turned = transform.isIdentity ? point : transform.apply(to: point, about: bounds.center)
    return turned + frame.origin
  }

  /// True when the view and all its ancestors are shown.
  public var isVisibleInTree: Bool {
    var view: View? = self
    while let current = view {
      if current.isHidden { return false }
      view = current.superview
    }
    return true
  }
}
