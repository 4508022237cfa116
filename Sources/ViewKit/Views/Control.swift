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

  /// Runs the action, as a completed press does. Does nothing while disabled.
  public func sendActions() {
    guard isEnabled else { return }
    action?()
  }
}
