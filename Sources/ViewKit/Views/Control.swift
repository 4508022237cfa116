/// A view that reacts to presses: it tracks a press from pointer-down to pointer-up and runs its
/// action when released inside. A disabled control draws dimmed and ignores input.
@MainActor
open class Control: View {
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if !isEnabled { isHighlighted = false }
      setNeedsDisplay()
    }
  }

  /// True while a press is held down inside the control.
  public internal(set) var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
  }

  /// True while the pointer rests over the control with no button held (set by the window).
  public internal(set) var isHovered = false {
    didSet { if isHovered != oldValue { setNeedsDisplay() } }
  }

  /// Runs when a press ends inside the control, or when ``sendActions()`` is called.
  public var action: (@MainActor () -> Void)?

  open override var canBecomeFocused: Bool { isEnabled }

  /// A press began on the control, at `point` in its coordinates; `clickCount` is 2 for the
  /// second press of a double click. The default does nothing (UIKit's `beginTracking`).
  open func beginTracking(at point: Point, clickCount: Int) {}

  /// The held press moved to `point`, in the control's coordinates, maybe outside it.
  open func continueTracking(at point: Point) {}

  /// The press ended at `point`; `inside` says whether on the control. The default runs the
  /// action when it ended inside.
  open func endTracking(at point: Point, inside: Bool) {
    if inside { sendActions() }
  }

  /// The press ended without a release (the window lost the focus). The default does nothing.
  open func cancelTracking() {}

  /// Runs the action, as a completed press does. Does nothing while disabled.
  public func sendActions() {
    guard isEnabled else { return }
    action?()
  }
}
