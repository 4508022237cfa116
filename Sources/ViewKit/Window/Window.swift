/// Hosts a root view controller at a size, as the screen of a device would.
///
/// Size is the input that matters: ``resize(to:)`` is a size transition of the root controller,
/// and when the shape flips between portrait and landscape it is a rotation, with UIKit's
/// callbacks in UIKit's order. The window also delivers pointer, wheel and key events, and draws
/// the tree on a ``Canvas``. It knows nothing of SDL: tests drive it directly.
///
/// ```swift
/// let window = Window(size: Size(width: 960, height: 600), clock: ManualClock())
/// window.rootViewController = ViewController()
/// window.resize(to: Size(width: 600, height: 960))  // rotates to portrait
/// ```
///
/// (`WindowExampleTests` runs this example, and checks it is the one written here.)
@MainActor
public final class Window {
  /// The window's own view: the root controller's view and any overlays live inside it.
  public let rootView: View
  public let animator: Animator
  public private(set) var size: Size
  public private(set) var orientation: InterfaceOrientation
  /// How long a rotation animates.
  public var rotationDuration = 0.3
  /// The player asked for less movement: a rotation puts views in their new places at once
  /// (fading what fades), and the app's own animations fade instead of moving.
  public var reducesMotion = false
  /// The device the window stands for.
  public let idiom: UserInterfaceIdiom
  /// Controllers shown above the root one (popovers, sheets), front last.
  public private(set) var overlays: [ViewController] = []
  /// The look of the kit's views in this window: bars, lists, popovers, buttons, the focus ring.
  /// A change lays out and draws the whole tree again.
  public var appearance: Appearance {
    didSet {
      guard appearance != oldValue else { return }
      rootView.setNeedsLayoutInTree()
      needsDisplay = true
    }
  }
  /// What the keys type on the keyboard in use, for labels of keys chosen by position; the host
  /// installs the system's.
  public var keyboardLayout: any KeyboardLayout = TableKeyboardLayout.usQwerty()
  /// The system's keyboard layout changed: labels of keys chosen by position are laid out again.
  public func keyboardLayoutDidChange() {
    rootView.setNeedsLayoutInTree()
    for overlay in overlays { overlay.view.setNeedsLayoutInTree() }
    needsDisplay = true
  }
  /// Measures text for layout; the host installs one that uses the real font.
  public var textMeasurer: any TextMeasurer = ApproximateTextMeasurer()
  /// Set whenever something visible changed; the host draws and clears it.
  public var needsDisplay = true
  /// Where text fields copy to and paste from: the desktop's in the SDL host.
  public var clipboard: any Clipboard = MemoryClipboard()

  /// The control each pointer is pressing, until it lifts.
  private var trackedControls: [PointerID: Control] = [:]
  /// Actions to run once the clock reaches their time, soonest first.
  private var timers: [(time: Double, token: TimerToken, action: @MainActor () -> Void)] = []
  private var nextTimerNumber = 0
  /// The control under the pointer while no button is held.
  public private(set) weak var hoveredControl: Control?
  /// What each pointer pressed where no control was (a list's row, a backdrop).
  private var pressedViews: [PointerID: View] = [:]
  /// Where each press began and where it was last, while it may still become a drag.
  private var pressPoints: [PointerID: (start: Point, last: Point)] = [:]
  /// The view each drag scrolls, once a press has moved far enough to become one.
  private var draggedViews: [PointerID: View] = [:]
  /// How far a press moves before it scrolls what it is over instead of pressing it.
  public static let dragThreshold = 10.0
  private var isRotating = false

  public init(
    size: Size, idiom: UserInterfaceIdiom = .pad, clock: any AnimationClock = SystemClock(),
    appearance: Appearance = .standard
  ) {
    self.size = size
    self.idiom = idiom
    self.appearance = appearance
    self.orientation = size.orientation
    self.animator = Animator(clock: clock)
    self.rootView = View(frame: Rect(origin: .zero, size: size))
    rootView.hostingWindow = self
  }

  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The controller whose view fills the window. Setting it loads its view, tells it the
  /// orientation (so `viewDidLoad` already sees the right one), and shows it.
  public var rootViewController: ViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let oldValue, oldValue.isViewLoaded { hide(oldValue, animated: false) }
      guard let controller = rootViewController else { return }
      show(controller, at: 0, animated: false)
    }
  }

  /// Loads a controller's view at the window's size and orientation, puts it in the root view
  /// at `index` and tells it it appears.
  private func show(_ controller: ViewController, at index: Int, animated: Bool) {
    controller.setIdiomInTree(idiom)
    controller.setInterfaceOrientationInTree(orientation)
    controller.loadingSize = size
    let view = controller.view
    view.frame = bounds
    controller.dispatchWillAppear(animated)
    rootView.insertSubview(view, at: index)
    rootView.layoutIfNeeded()
    controller.dispatchDidAppear(animated)
  }

  private func hide(_ controller: ViewController, animated: Bool) {
    controller.dispatchWillDisappear(animated)
    controller.view.removeFromSuperview()
    controller.dispatchDidDisappear(animated)
    needsDisplay = true
  }

  // MARK: Size and rotation

  /// Takes a new size. The layout follows at once, so the next frame drawn is already right;
  /// a flip between portrait and landscape is a rotation: `willRotate` (old orientation still
  /// set), then inside one animation the new layout and `willAnimateRotation`, then `didRotate`.
  public func resize(to newSize: Size) {
    guard newSize != size else { return }
    let oldOrientation = orientation
    let newOrientation = newSize.orientation
    let rotates = oldOrientation.isLandscape != newOrientation.isLandscape
    if rotates && isRotating {
      // A new rotation ends the one still animating first, so every willRotate is followed by
      // exactly one didRotate before the next begins.
      animator.finishAll()
    }
    size = newSize
    rootView.frame = bounds
    for overlay in overlays { overlay.view.frame = bounds }
    needsDisplay = true
    guard let controller = rootViewController else {
      orientation = newOrientation
      return
    }
    controller.dispatchViewWillTransition(to: newSize)
    guard rotates else {
      orientation = newOrientation
      controller.view.frame = bounds
      rootView.layoutIfNeeded()
      return
    }
    let duration = rotationDuration
    let told = controller.dispatchWillRotate(to: newOrientation, duration: duration)
    orientation = newOrientation
    controller.setInterfaceOrientationInTree(newOrientation)
    // The containers take the new size outside the animation: they are never seen at the old one.
    controller.view.frame = bounds
    rootView.layoutIfNeeded()
    isRotating = true
    View.animate(withDuration: duration, movesFrames: !reducesMotion) {
      controller.dispatchWillAnimateRotation(to: newOrientation, duration: duration)
      rootView.layoutIfNeeded()
    } completion: { [weak self] _ in
      self?.isRotating = false
      // The controllers told willRotate, and only they, hear that it ended.
      for told in told { told.didRotate(from: oldOrientation) }
    }
    snapFramesThatWouldCut()
  }

  /// Every frame of a rotation stays legible: a view gliding to its new frame would cut what it
  /// holds if a subview sticks out of it at the start (the containers and a pane's content take
  /// their new size at once) or the end of the glide, so such a view takes its new frame at once
  /// too, and so on up the tree; a view that would grow out of nothing (a bar's new button)
  /// appears in its place. The content inside the containers still glides. (Frames move in
  /// straight lines, so what is inside at both ends is inside throughout.)
  private func snapFramesThatWouldCut() {
    var changed = true
    while changed {
      changed = false
      func visit(_ view: View) {
        for subview in view.subviews where !subview.isHidden { visit(subview) }
        guard view.presentationFrame != view.frame else { return }
        func holds(_ holder: View, _ subview: View) -> Bool {
          guard !holder.clipsToBounds, !subview.isHidden, !subview.frame.isEmpty else { return true }
          let start = Rect(origin: .zero, size: holder.presentationFrame.size).insetBy(dx: -0.5, dy: -0.5)
          let end = Rect(origin: .zero, size: holder.frame.size).insetBy(dx: -0.5, dy: -0.5)
          return start.contains(subview.presentationFrame) && end.contains(subview.frame)
        }
        let cuts =
          view.presentationFrame.isEmpty || !view.subviews.allSatisfy { holds(view, $0) }
          || view.superview.map { !holds($0, view) } == true
        guard cuts else { return }
        animator.cancel(.frame, on: view)
        changed = true
      }
      visit(rootView)
    }
  }

  // MARK: Overlays

  /// Shows `controller`'s view over everything, filling the window, with appearance callbacks.
  public func presentOverlay(_ controller: ViewController) {
    guard !overlays.contains(where: { $0 === controller }) else { return }
    overlays.append(controller)
    show(controller, at: rootView.subviews.count, animated: true)
  }

  /// Removes an overlay shown with ``presentOverlay(_:)``.
  public func dismissOverlay(_ controller: ViewController) {
    guard let index = overlays.firstIndex(where: { $0 === controller }) else { return }
    overlays.remove(at: index)
    hide(controller, animated: true)
  }

  // MARK: Events

  /// Delivers a pointer event: a press starts tracking the enabled control under it; the
  /// release runs its action when it is still inside. Each pointer (the mouse, every finger)
  /// tracks its own press, so two fingers press two controls at once and each release acts on
  /// its own; a control already held by one pointer takes no second one. Only the mouse hovers.
  public func send(_ event: PointerEvent) {
    let pointer = event.pointer
    switch event.kind {
    case .down:
      syncTextInputFocus()
      // A press whose release never came (a lost event) ends first, without acting.
      cancelPress(of: pointer)
      pressPoints[pointer] = (event.location, event.location)
      let found = control(at: event.location)
      let held = found.map { control in trackedControls.values.contains { $0 === control } } ?? false
      guard !held else { return }
      if let found {
        trackedControls[pointer] = found
        found.isHighlighted = true
        found.beginTracking(at: found.convert(event.location, from: nil), clickCount: event.clickCount)
      } else {
        pressedViews[pointer] = rootView.hitTest(event.location)
      }
    case .moved:
      if drag(pointer, to: event.location) { return }
      guard let control = trackedControls[pointer] else { return }
      control.isHighlighted = contains(control, event.location)
      control.continueTracking(at: control.convert(event.location, from: nil))
    case .hover:
      guard pointer == .mouse else { return }
      // Only a change of control is drawn: moving within one costs nothing.
      hover(trackedControls[.mouse] == nil ? control(at: event.location) : hoveredControl)
    case .up:
      pressPoints[pointer] = nil
      if draggedViews.removeValue(forKey: pointer) != nil { return }
      if let pressed = pressedViews.removeValue(forKey: pointer) {
        var view: View? = rootView.hitTest(event.location)
        // The click goes to the deepest view under both the press and the release that takes it.
        while let current = view {
          if pressed.isDescendant(of: current), current.click(at: current.convert(event.location, from: nil))
          {
            break
          }
          view = current.superview
        }
      }
      guard let control = trackedControls.removeValue(forKey: pointer) else { return }
      let inside = contains(control, event.location)
      control.isHighlighted = false
      // A control taken out of the window meanwhile (another finger closed its overlay) does
      // not act: what it acted on may be gone.
      if control.isEnabled && control.isVisibleInTree && control.window === self {
        control.endTracking(at: control.convert(event.location, from: nil), inside: inside)
      }
    }
  }

  /// Scrolls with a press that moved: once it has gone ``dragThreshold`` up or down, the nearest
  /// view under its start that scrolls takes it, and what it pressed is let go without acting,
  /// as a finger sliding a list does not press the row it began on. Returns whether the press
  /// is a drag.
  private func drag(_ pointer: PointerID, to location: Point) -> Bool {
    guard let points = pressPoints[pointer] else { return false }
    pressPoints[pointer] = (points.start, location)
    if let dragged = draggedViews[pointer] {
      _ = dragged.drag(by: location.y - points.last.y)
      return true
    }
    let moved = location.y - points.start.y
    guard abs(moved) >= Window.dragThreshold else { return false }
    var view = rootView.hitTest(points.start)
    while let current = view {
      if current.drag(by: moved) {
        draggedViews[pointer] = current
        if let control = trackedControls.removeValue(forKey: pointer) {
          control.cancelTracking()
          control.isHighlighted = false
        }
        pressedViews[pointer] = nil
        return true
      }
      view = current.superview
    }
    return false
  }

  /// The control `pointer` is pressing, if any.
  public func control(pressedBy pointer: PointerID) -> Control? { trackedControls[pointer] }

  /// Every control a pointer is pressing now.
  public var pressedControls: [Control] { Array(trackedControls.values) }

  /// Ends `pointer`'s press without acting.
  private func cancelPress(of pointer: PointerID) {
    if let control = trackedControls.removeValue(forKey: pointer) {
      control.cancelTracking()
      control.isHighlighted = false
    }
    pressedViews[pointer] = nil
    pressPoints[pointer] = nil
    draggedViews[pointer] = nil
  }

  /// The window lost the keyboard and pointer focus: every press still held ends without
  /// acting, so no control stays highlighted.
  public func resignFocus() {
    for control in trackedControls.values {
      control.cancelTracking()
      control.isHighlighted = false
    }
    trackedControls = [:]
    pressedViews = [:]
    pressPoints = [:]
    draggedViews = [:]
    hover(nil)
    releaseGamepadDirections()
  }

  /// The pointer left the window: nothing is under it any more.
  public func pointerExited() {
    hover(nil)
  }

  private func hover(_ control: Control?) {
    guard control !== hoveredControl else { return }
    hoveredControl?.isHovered = false
    control?.isHovered = true
    hoveredControl = control
  }

  /// Delivers a wheel turn to the deepest view under the pointer that takes it.
  public func send(_ event: ScrollEvent) {
    var view = rootView.hitTest(event.location)
    while let current = view {
      if current.scrollWheel(by: event.deltaY) { return }
      view = current.superview
    }
  }

  /// Sees every key first, before the focused control and the controllers: the app's
  /// window-wide commands (help, full screen, quit) go here. Returns whether it used the key.
  public var keyInterceptor: ((KeyEvent) -> Bool)?

  /// Sees every gamepad press first, before the focus and the controllers, as
  /// ``keyInterceptor`` sees keys. Returns whether it used the press.
  public var gamepadInterceptor: ((GamepadEvent) -> Bool)?

  /// Told every gamepad connected or disconnected, after ``gamepads`` changed.
  public var gamepadObserver: ((GamepadEvent) -> Void)?

  /// The gamepads connected and the directions they hold.
  let gamepadRoster = GamepadRoster()

  /// Delivers a key: to the ``keyInterceptor``, then Tab moves the focus, then Enter and Space
  /// act on the focused control (the arrows on a focused list; with any view focused, the
  /// arrows go no further), then the controllers, deepest first. Returns whether one used it.
  @discardableResult
  public func send(_ event: KeyEvent) -> Bool {
    // An alert in front answers Esc before the window's commands (Esc cancels it rather than
    // leaving full screen), and a held key's repeats never answer it.
    if let alert = overlays.last as? AlertController, alert.answersBeforeWindowCommands(event) { return true }
    syncTextInputFocus()
    if let client = textInputClient {
      // Someone is typing: the field takes its editing keys (Ctrl+Left moves by a word rather
      // than rotating), and a key that types text goes no further, so no one-letter shortcut
      // fires; its text comes as a TextInputEvent.
      if client.handleEditingKey(event) || event.typesText { return true }
    }
    if keyInterceptor?(event) == true { return true }
    if event.key == .tab, event.modifiers.isSubset(of: .shift) {
      moveFocus(forward: !event.modifiers.contains(.shift))
      return true
    }
    if let focused = focusedView {
      if let control = focused as? Control, event.modifiers.isEmpty,
        event.key == .enter || event.key == .space
      {
        control.sendActions()
        return true
      }
      if let list = focused as? ListView, event.modifiers.isEmpty, list.handleKey(event) { return true }
      // The page keys scroll the content holding the focused control; the arrows stay with it.
      if Window.pageKeys.contains(event.key), let scroller = focused.enclosingScrollView,
        scroller.handleKey(event)
      {
        return true
      }
      // One focus: the arrows move within the focused view, and nowhere else. A button has
      // nothing to move, so they stop here rather than move a list's highlight behind the ring;
      // an overlay in front (an alert's row of buttons) may still move the ring within itself.
      if event.modifiers.isEmpty, Window.navigationKeys.contains(event.key) {
        if let front = overlays.last { _ = front.dispatchKey(event) }
        return true
      }
    }
    // The front overlay takes every key: what is behind it is covered.
    if let front = overlays.last { return front.dispatchKey(event) }
    if rootViewController?.dispatchKey(event) == true { return true }
    // With nothing focused and no controller wanting the key, content that scrolls takes it.
    return focusedView == nil && (rootView.firstScrollableDescendant?.handleKey(event) ?? false)
  }

  /// The keys that move by a page or to an end.
  static let pageKeys: Set<Key> = [.pageUp, .pageDown, .home, .end]

  // MARK: Text input

  /// The focused view that takes typed text, if any.
  public var textInputClient: (any TextInputClient)? { focusedView as? TextInputClient }

  /// Where text is being edited, in window points, while a text field has the focus; nil
  /// otherwise. The host turns the desktop's text input (and its input method) on only while
  /// this is set, and places the input method's candidates beside it.
  public var textInputRect: Rect? {
    guard let client = textInputClient else { return nil }
    return client.convert(client.textInputRect, to: nil)
  }

  /// Whether a text field has the focus, so the host should deliver text.
  public var wantsTextInput: Bool { textInputClient != nil }

  /// The client last told it has the focus.
  private weak var focusedTextInputClient: (any TextInputClient)?

  /// Tells a text field that it gained or lost the focus, however that happened: Tab, a click,
  /// ``focus(_:)``, or the field leaving the screen (hidden, removed, covered by an overlay),
  /// which is noticed at the next event or frame.
  private func syncTextInputFocus() {
    let current = textInputClient
    guard current !== focusedTextInputClient else { return }
    let old = focusedTextInputClient
    focusedTextInputClient = current
    old?.textInputFocusDidChange(isFocused: false)
    current?.textInputFocusDidChange(isFocused: true)
  }

  /// Delivers typed text to the focused text field. Returns whether one took it.
  @discardableResult
  public func send(_ event: TextInputEvent) -> Bool {
    syncTextInputFocus()
    guard let client = textInputClient else { return false }
    client.insertText(event.text)
    return true
  }

  /// Delivers an input method's composition to the focused text field. Returns whether one
  /// took it.
  @discardableResult
  public func send(_ event: TextEditingEvent) -> Bool {
    syncTextInputFocus()
    guard let client = textInputClient else { return false }
    client.setMarkedText(event.text, cursor: event.cursor)
    return true
  }

  // MARK: Keyboard focus

  /// The keys that move within a view (a list's highlight, a page): with the focus on a view,
  /// they go to it alone.
  static let navigationKeys: Set<Key> = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end]

  /// The view that Enter and Space act on, moved with Tab and Shift+Tab; nil when none, or when
  /// the one that had it is no longer on screen (hidden, removed, or behind an overlay).
  public var focusedView: View? {
    guard let view = focusCandidate, view.canBecomeFocused, view.isVisibleInTree,
      view.isDescendant(of: focusScope)
    else { return nil }
    return view
  }

  private weak var focusCandidate: View?

  /// Where Tab may go: the front overlay, or else the whole window.
  private var focusScope: View { overlays.last?.view ?? rootView }

  /// Every view Tab can reach now, in tree order.
  public var focusableViews: [View] {
    var found: [View] = []
    func collect(_ view: View) {
      guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
      if view.canBecomeFocused { found.append(view) }
      for subview in view.subviews { collect(subview) }
    }
    collect(focusScope)
    return found
  }

  /// Moves the focus to the next (or previous) focusable view, wrapping around.
  public func moveFocus(forward: Bool) {
    let candidates = focusableViews
    guard !candidates.isEmpty else {
      focusCandidate = nil
      return
    }
    let current = focusedView.flatMap { focused in candidates.firstIndex { $0 === focused } }
    let next: Int
    if let current {
      next = (current + (forward ? 1 : candidates.count - 1)) % candidates.count
    } else {
      next = forward ? 0 : candidates.count - 1
    }
    focus(candidates[next])
  }

  /// Gives the keyboard focus to `view` (nil clears it).
  public func focus(_ view: View?) {
    focusCandidate = view
    // A view getting the focus inside scrolling content comes into sight.
    var ancestor = view?.superview
    while let current = ancestor {
      if let scroller = current as? ScrollView { scroller.reveal(view ?? current) }
      ancestor = current.superview
    }
    needsDisplay = true
    syncTextInputFocus()
  }

  /// The view that a press at `location` would reach.
  public func hitTest(_ location: Point) -> View? { rootView.hitTest(location) }

  private func control(at location: Point) -> Control? {
    var view = rootView.hitTest(location)
    while let current = view {
      if let control = current as? Control { return control.isEnabled ? control : nil }
      view = current.superview
    }
    return nil
  }

  private func contains(_ control: Control, _ location: Point) -> Bool {
    control.bounds.contains(control.convert(location, from: nil))
  }

  // MARK: Timers

  /// Names a scheduled action, to cancel it.
  public struct TimerToken: Hashable, Sendable {
    let number: Int
  }

  /// Runs `action` once, `seconds` from now on the window's clock (at the first frame or
  /// ``fireDueTimers()`` after that). Unlike an animation, a wait draws nothing meanwhile: the
  /// host sleeps until ``secondsUntilNextTimer``.
  @discardableResult
  public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> TimerToken {
    nextTimerNumber += 1
    let token = TimerToken(number: nextTimerNumber)
    timers.append((animator.clock.now + max(0, seconds), token, action))
    timers.sort { $0.time < $1.time }
    return token
  }

  /// Forgets a scheduled action that has not run yet.
  public func cancelTimer(_ token: TimerToken) {
    timers.removeAll { $0.token == token }
  }

  /// How long until the next scheduled action, if any: the host waits for events that long.
  public var secondsUntilNextTimer: Double? {
    timers.first.map { max(0, $0.time - animator.clock.now) }
  }

  /// Runs every scheduled action whose time has come.
  public func fireDueTimers() {
    let now = animator.clock.now
    while let first = timers.first, first.time <= now {
      timers.removeFirst()
      first.action()
    }
  }

  // MARK: Drawing

  /// True while animations run: the host then draws every display frame.
  public var isAnimating: Bool { animator.isAnimating }

  /// Advances animations, runs pending layout, and draws the whole tree.
  public func render(on target: any Canvas) {
    // A second style draws the first one's colours exchanged (see ``ColorMap``).
    let canvas: any Canvas =
      appearance.colorMap.isEmpty ? target : ColorMappingCanvas(base: target, map: appearance.colorMap)
    fireDueTimers()
    animator.update()
    rootView.layoutIfNeeded()
    syncTextInputFocus()
    draw(rootView, offset: .zero, opacity: 1, on: canvas)
    canvas.opacity = 1
    if let focused = focusedView {
      // A ring in a colour no control uses, drawn last so nothing covers it.
      let ring = focused.convert(focused.bounds, to: nil).insetBy(dx: -3, dy: -3)
      canvas.stroke(ring, color: appearance.focusRing, lineWidth: 3, cornerRadius: 12)
    }
    needsDisplay = animator.isAnimating
  }

  private func draw(_ view: View, offset: Point, opacity: Double, on canvas: any Canvas) {
    guard !view.isHidden else { return }
    let opacity = opacity * view.presentationAlpha
    guard opacity > 0.001 else { return }
    let rect = view.presentationFrame.offsetBy(dx: offset.x, dy: offset.y)
    let turned = !view.transform.isIdentity
    if turned { canvas.pushTransform(view.transform, of: rect) }
    defer { if turned { canvas.popTransform() } }
    canvas.opacity = opacity
    view.draw(in: canvas, rect: rect)
    guard !view.subviews.isEmpty else { return }
    if view.clipsToBounds { canvas.pushClip(rect) }
    for subview in view.subviews {
      draw(subview, offset: rect.origin, opacity: opacity, on: canvas)
    }
    if view.clipsToBounds { canvas.popClip() }
  }
}
