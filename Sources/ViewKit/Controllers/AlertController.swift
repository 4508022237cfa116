import Localization

/// A question put to the player over everything, as UIKit's `UIAlertController` in its alert
/// style: a title, a message and a row of buttons in a centred panel over a dimmed backdrop.
///
/// The keyboard answers it: Enter runs the ``defaultAction`` (the preferred action, else the
/// last one that is not Cancel), Esc runs the ``cancelAction``, and Tab or the arrows move the
/// focus between its buttons, starting on the default one (Enter then presses the button with
/// the ring). While it is shown it takes every key, so nothing behind it reacts; a click on the
/// backdrop does nothing, as in UIKit. Choosing an action dismisses the alert, then runs the
/// action's handler, once.
///
/// ```swift
/// let alert = AlertController.confirmation(
///   title: "Clear all 12 matches?", message: "They cannot be brought back.",
///   confirmTitle: "Clear", destructive: true) { keeper.clearAll() }
/// alert.present(in: window)
/// ```
@MainActor
public final class AlertController: ViewController {
  public var message: String? {
    didSet { alertView?.setNeedsLayout() }
  }

  public private(set) var actions: [AlertAction] = []

  /// What Enter runs, when set to one of ``actions`` (as UIKit's `preferredAction`).
  public var preferredAction: AlertAction?

  /// The window showing the alert, while it is shown.
  public private(set) weak var presentingWindow: Window?
  /// Where the keyboard focus was before the alert took it, to give it back.
  private weak var focusBeforePresenting: View?
  private var buttons: [Button] = []

  public init(title: String?, message: String?) {
    self.message = message
    super.init()
    self.title = title
  }

  /// A question with two answers, Cancel (or `cancelTitle`) and `confirmTitle`: Enter confirms, Esc cancels.
  /// `destructive` draws the confirming button in the warning tint and makes the safe answer the
  /// default: the focus starts on Cancel, so Enter never destroys; the destroying button must be
  /// chosen on purpose (clicked, or focused with Tab or an arrow, then Enter).
  public static func confirmation(
    title: String, message: String?, confirmTitle: String, cancelTitle: String? = nil,
    destructive: Bool = false, onCancel: (@MainActor () -> Void)? = nil,
    onConfirm: @escaping @MainActor () -> Void
  ) -> AlertController {
    let alert = AlertController(title: title, message: message)
    let cancel = AlertAction(title: cancelTitle ?? tr("Cancel"), style: .cancel) { _ in onCancel?() }
    alert.addAction(cancel)
    let confirm = AlertAction(title: confirmTitle, style: destructive ? .destructive : .default) { _ in
      onConfirm()
    }
    alert.addAction(confirm)
    alert.preferredAction = destructive ? cancel : confirm
    return alert
  }

  public func addAction(_ action: AlertAction) {
    actions.append(action)
    action.onChange = { [weak self] in self?.rebuildButtons() }
    rebuildButtons()
  }

  /// What Enter runs: the ``preferredAction`` if it is one of the alert's, else the last action
  /// that is not Cancel.
  public var defaultAction: AlertAction? {
    if let preferred = preferredAction, actions.contains(where: { $0 === preferred }) { return preferred }
    return actions.last { $0.style != .cancel }
  }

  /// What Esc runs: the first action in the cancel style. Without one, Esc does nothing.
  public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

  public var isPresented: Bool { presentingWindow != nil }

  /// The action whose button has the keyboard focus, if one has: Enter chooses it, as it would
  /// press any focused button.
  private var focusedAction: AlertAction? {
    guard let focused = presentingWindow?.focusedView,
      let index = buttons.firstIndex(where: { $0 === focused }), actions.indices.contains(index)
    else { return nil }
    return actions[index]
  }

  /// The button that shows `action`, once the view is loaded.
  public func button(for action: AlertAction) -> Button? {
    guard let index = actions.firstIndex(where: { $0 === action }), buttons.indices.contains(index) else {
      return nil
    }
    return buttons[index]
  }

  // MARK: Presenting

  /// Shows the alert over everything in `window`, with the focus on the default action's button.
  public func present(in window: Window) {
    guard !isPresented else { return }
    presentingWindow = window
    focusBeforePresenting = window.focusedView
    window.presentOverlay(self)
    window.focus(defaultAction.flatMap { button(for: $0) }.flatMap { $0.isEnabled ? $0 : nil })
  }

  /// Takes the alert away without running an action, and gives the focus back.
  public func dismiss() {
    guard let window = presentingWindow else { return }
    presentingWindow = nil
    // The focus goes back where it was unless it went somewhere else meanwhile.
    let focusWasHere = window.focusedView.map { $0.isDescendant(of: view) } ?? true
    window.dismissOverlay(self)
    if focusWasHere { window.focus(focusBeforePresenting) }
  }

  /// Chooses `action` as a click on its button does: dismisses the alert, then runs the
  /// handler. Does nothing for a disabled action or once the alert is gone, so a handler runs
  /// at most once.
  public func choose(_ action: AlertAction) {
    guard isPresented, action.isEnabled, actions.contains(where: { $0 === action }) else { return }
    dismiss()
    action.handler?(action)
  }

  // MARK: Keys

  public override func handleKey(_ event: KeyEvent) -> Bool {
    // A held key's repeats never answer: the press that opened the alert is not a reply.
    guard !event.isRepeat, event.modifiers.isEmpty else { return true }
    switch event.key {
    case .enter: if let action = focusedAction ?? defaultAction { choose(action) }
    case .escape: if let action = cancelAction { choose(action) }
    case .left, .up: presentingWindow?.moveFocus(forward: false)
    case .right, .down: presentingWindow?.moveFocus(forward: true)
    default: break
    }
    // Nothing behind an alert hears a key.
    return true
  }

  /// Keys the alert answers before the window's own commands: Esc (which would otherwise leave
  /// full screen), and the repeats of a held Enter, Space or Esc (which would press the focused
  /// button). The window asks this first while the alert is in front.
  func answersBeforeWindowCommands(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .enter, .space, .escape:
      if event.isRepeat { return true }
      return event.key == .escape && event.modifiers.isEmpty && handleKey(event)
    default:
      return false
    }
  }

  // MARK: The view

  private var alertView: AlertView? { isViewLoaded ? view as? AlertView : nil }

  public override func loadView() {
    setView(AlertView(alert: self))
    rebuildButtons()
  }

  private func rebuildButtons() {
    guard let alertView else { return }
    for button in buttons { button.removeFromSuperview() }
    buttons = actions.map { action in
      let button = Button(title: action.title)
      button.identifier = "alert-button"
      button.isEnabled = action.isEnabled
      button.action = { [weak self, unowned action] in self?.choose(action) }
      return button
    }
    alertView.showButtons(buttons)
  }

  /// How each button looks: its fill by style, and the default one in bold.
  func style(_ button: Button, for index: Int, appearance: Appearance.Alert, scale: Double) {
    guard actions.indices.contains(index) else { return }
    let action = actions[index]
    switch action.style {
    case .default: button.tintColor = appearance.defaultTint
    case .cancel: button.tintColor = appearance.cancelTint
    case .destructive: button.tintColor = appearance.destructiveTint
    }
    button.titleColor = appearance.buttonTitle
    let font = appearance.buttonFont.withSize((appearance.buttonFont.size * scale).rounded())
    button.font = action === defaultAction ? font.withWeight(.bold) : font.withWeight(.regular)
  }
}

extension ViewController {
  /// Shows `alert` over the window this controller's view is in; false when the view is in no
  /// window (nothing is shown then).
  @discardableResult
  public func present(_ alert: AlertController) -> Bool {
    guard let window = view.window else { return false }
    alert.present(in: window)
    return true
  }
}
