import Testing
import ViewKit

/// The alert controller: a question over everything that the keyboard and the pointer answer.
@MainActor
@Suite("Alerts")
struct AlertControllerTests {
  /// A screen behind the alert that records the keys it hears and has a button of its own.
  private final class Screen: ViewController {
    var keysHeard: [KeyEvent] = []
    let button = Button(title: "Behind", frame: Rect(x: 0, y: 0, width: 2000, height: 2000))
    var presses = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      button.action = { [unowned self] in presses += 1 }
      view.addSubview(button)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
      keysHeard.append(event)
      return true
    }
  }

  @MainActor
  private struct Scene {
    let window: Window
    let screen: Screen
    let alert: AlertController
    let cancel: AlertAction
    let confirm: AlertAction
    let answers: Answers
  }

  private final class Answers {
    var list: [String] = []
  }

  private func scene(size: Size = Size(width: 1024, height: 768), destructive: Bool = true) -> Scene {
    let window = Window(size: size, clock: ManualClock())
    let screen = Screen()
    window.rootViewController = screen
    let answers = Answers()
    let alert = AlertController(title: "Delete this match?", message: "It cannot be undone.")
    let cancel = AlertAction(title: "Cancel", style: .cancel) { _ in answers.list.append("cancel") }
    let confirm = AlertAction(title: "Delete", style: destructive ? .destructive : .default) { _ in
      answers.list.append("delete")
    }
    alert.addAction(cancel)
    alert.addAction(confirm)
    alert.present(in: window)
    window.rootView.layoutIfNeeded()
    return Scene(
      window: window, screen: screen, alert: alert, cancel: cancel, confirm: confirm, answers: answers)
  }

  private func click(_ view: View, in window: Window) {
    let point = view.convert(view.bounds, to: nil).center
    window.send(PointerEvent(.down, at: point))
    window.send(PointerEvent(.up, at: point))
  }

  @Test("Enter runs the confirming action once and the alert goes away")
  func enterConfirms() {
    let scene = scene()
    #expect(scene.window.overlays.last === scene.alert)

    scene.window.send(KeyEvent(.enter))

    #expect(scene.answers.list == ["delete"])
    #expect(!scene.alert.isPresented)
    #expect(scene.window.overlays.isEmpty)
    #expect(scene.alert.view.superview == nil, "the alert left the window")
  }

  @Test("Esc runs the cancel action, even when the window's own commands would take Esc")
  func escapeCancels() {
    let scene = scene()
    var interceptedEscapes = 0
    scene.window.keyInterceptor = { event in
      guard event.key == .escape else { return false }
      interceptedEscapes += 1
      return true
    }

    scene.window.send(KeyEvent(.escape))

    #expect(scene.answers.list == ["cancel"])
    #expect(!scene.alert.isPresented)
    #expect(interceptedEscapes == 0, "Esc answered the alert, not the window's command")
  }

  @Test("A handler runs once: keys and clicks after the answer never run it again")
  func handlerRunsOnce() {
    let scene = scene()
    let deleteButton = scene.alert.button(for: scene.confirm)

    scene.window.send(KeyEvent(.enter))
    scene.window.send(KeyEvent(.enter))
    scene.alert.choose(scene.confirm)
    deleteButton?.sendActions()

    #expect(scene.answers.list == ["delete"])
    #expect(scene.screen.keysHeard.map(\.key) == [.enter], "the second Enter reached the screen again")
  }

  @Test("While shown, the alert takes every key: nothing reaches the screen behind it")
  func takesEveryKey() {
    let scene = scene()
    let keys: [KeyEvent] = [
      KeyEvent(.character("n")), KeyEvent(.character("r")), KeyEvent(.backspace),
      KeyEvent(.delete), KeyEvent(.up), KeyEvent(.pageDown), KeyEvent(.function(5)),
      KeyEvent(.enter, modifiers: .control),
    ]
    for key in keys { scene.window.send(key) }

    #expect(scene.screen.keysHeard.isEmpty)
    #expect(scene.alert.isPresented, "none of those keys answers it")
    #expect(scene.answers.list.isEmpty)
  }

  @Test("The repeats of a held Enter or Esc do not answer the alert")
  func repeatsDoNotAnswer() {
    let scene = scene()

    scene.window.send(KeyEvent(.enter, isRepeat: true))
    scene.window.send(KeyEvent(.space, isRepeat: true))
    scene.window.send(KeyEvent(.escape, isRepeat: true))

    #expect(scene.alert.isPresented)
    #expect(scene.answers.list.isEmpty)
  }

  @Test("The focus starts on the default button, Tab and the arrows move it between the alert's buttons only")
  func focusMovesBetweenButtons() throws {
    let scene = scene()
    let cancelButton = try #require(scene.alert.button(for: scene.cancel))
    let deleteButton = try #require(scene.alert.button(for: scene.confirm))
    #expect(scene.window.focusedView === deleteButton)
    #expect(scene.window.focusableViews.count == 2, "the button behind the alert is out of reach")

    scene.window.send(KeyEvent(.tab))
    #expect(scene.window.focusedView === cancelButton)
    scene.window.send(KeyEvent(.tab))
    #expect(scene.window.focusedView === deleteButton)
    scene.window.send(KeyEvent(.left))
    #expect(scene.window.focusedView === cancelButton)
    scene.window.send(KeyEvent(.right))
    #expect(scene.window.focusedView === deleteButton)
  }

  @Test("The focus ring is drawn around the focused button of the alert")
  func ringOnButton() throws {
    let scene = scene()
    scene.window.send(KeyEvent(.tab))
    let cancelButton = try #require(scene.alert.button(for: scene.cancel))
    let canvas = RecordingCanvas()
    scene.window.render(on: canvas)
    guard case .stroke(let ring, let color, _) = try #require(canvas.commands.last) else {
      Issue.record("the last thing drawn is not the ring")
      return
    }
    #expect(color == scene.window.appearance.focusRing)
    #expect(ring.contains(cancelButton.convert(cancelButton.bounds, to: nil)))
  }

  @Test("Enter presses the button with the ring: after Tab to Cancel, Enter cancels")
  func enterOnFocusedCancel() {
    let scene = scene()
    scene.window.send(KeyEvent(.tab))

    scene.window.send(KeyEvent(.enter))

    #expect(scene.answers.list == ["cancel"])
  }

  @Test("Once answered, the focus goes back to where it was before the alert")
  func focusComesBack() {
    let window = Window(size: Size(width: 800, height: 600), clock: ManualClock())
    let screen = Screen()
    window.rootViewController = screen
    window.focus(screen.button)
    let alert = AlertController.confirmation(
      title: "Start a new match?", message: nil, confirmTitle: "New match", onConfirm: {})
    alert.present(in: window)
    #expect(window.focusedView !== screen.button)

    window.send(KeyEvent(.escape))

    #expect(window.focusedView === screen.button)
  }

  @Test("A click on a button chooses it; a click on the backdrop does nothing and reaches nothing behind")
  func clicks() throws {
    let scene = scene()
    let backdropPoint = Point(x: 5, y: 5)
    #expect(scene.window.hitTest(backdropPoint) === scene.alert.view, "the backdrop covers the screen")

    scene.window.send(PointerEvent(.down, at: backdropPoint))
    scene.window.send(PointerEvent(.up, at: backdropPoint))
    #expect(scene.alert.isPresented)
    #expect(scene.screen.presses == 0)

    let cancelButton = try #require(scene.alert.button(for: scene.cancel))
    #expect(scene.window.hitTest(cancelButton.convert(cancelButton.bounds, to: nil).center) === cancelButton)
    click(cancelButton, in: scene.window)
    #expect(scene.answers.list == ["cancel"])
    #expect(scene.screen.presses == 0)
  }

  @Test(
    "A disabled action's button ignores clicks, and Enter does nothing while the default action is disabled")
  func disabledAction() throws {
    let scene = scene()
    scene.confirm.isEnabled = false
    scene.window.rootView.layoutIfNeeded()
    let deleteButton = try #require(scene.alert.button(for: scene.confirm))
    #expect(!deleteButton.isEnabled)

    click(deleteButton, in: scene.window)
    scene.window.send(KeyEvent(.enter))

    #expect(scene.answers.list.isEmpty)
    #expect(scene.alert.isPresented)
  }

  @Test("Without a cancel action Esc leaves the alert up; the preferred action is what Enter runs")
  func preferredAndMissingCancel() {
    let window = Window(size: Size(width: 800, height: 600), clock: ManualClock())
    window.rootViewController = Screen()
    let answers = Answers()
    let alert = AlertController(title: "Which one?", message: nil)
    let first = AlertAction(title: "First") { _ in answers.list.append("first") }
    alert.addAction(first)
    alert.addAction(AlertAction(title: "Second") { _ in answers.list.append("second") })
    alert.preferredAction = first
    alert.present(in: window)

    window.send(KeyEvent(.escape))
    #expect(alert.isPresented)
    window.send(KeyEvent(.enter))
    #expect(answers.list == ["first"])
  }

  @Test(
    "The panel is centred and whole, with its buttons and text inside, from a tiny window to 4K",
    arguments: [
      Size(width: 170, height: 180), Size(width: 320, height: 480), Size(width: 390, height: 844),
      Size(width: 844, height: 390), Size(width: 1024, height: 768), Size(width: 2560, height: 1440),
      Size(width: 3840, height: 2160),
    ])
  func fitsEveryWindow(size: Size) throws {
    let scene = scene(size: size)
    let alertView = scene.alert.view
    #expect(alertView.frame == scene.window.bounds, "the alert fills the window")
    let panel = try #require(alertView.descendant(identifiedBy: "alert-panel"))
    #expect(alertView.bounds.contains(panel.frame))
    #expect(abs(panel.frame.midX - alertView.bounds.midX) <= 1)
    #expect(abs(panel.frame.midY - alertView.bounds.midY) <= 1)
    for part in panel.subviews where !part.isHidden {
      #expect(
        panel.bounds.contains(part.frame), "\(part.identifier ?? "?") at \(part.frame) in \(panel.frame)")
    }
    for action in [scene.cancel, scene.confirm] {
      let button = try #require(scene.alert.button(for: action))
      #expect(button.frame.height >= min(30, size.height / 6), "a button stays big enough to press")
    }
  }

  @Test("On a large window the panel keeps a reading width; on 4K it grows with the window")
  func panelWidth() throws {
    let ordinary = scene(size: Size(width: 1024, height: 768))
    let fourK = scene(size: Size(width: 3840, height: 2160))
    let phone = scene(size: Size(width: 320, height: 480))
    func width(_ scene: Scene) throws -> Double {
      try #require(scene.alert.view.descendant(identifiedBy: "alert-panel")).frame.width
    }
    #expect(try width(ordinary) <= 420)
    #expect(try width(fourK) >= 700)
    #expect(try width(phone) >= 280, "a phone's alert takes nearly its width")
  }

  @Test("The panel follows the window when it is resized while the alert is up")
  func followsResize() throws {
    let scene = scene(size: Size(width: 1024, height: 768))
    scene.window.resize(to: Size(width: 390, height: 844))
    scene.window.rootView.layoutIfNeeded()
    let panel = try #require(scene.alert.view.descendant(identifiedBy: "alert-panel"))
    #expect(scene.alert.view.frame == scene.window.bounds)
    #expect(scene.window.bounds.contains(panel.frame))
    #expect(abs(panel.frame.midX - 195) <= 1)
  }

  @Test("Buttons whose titles do not fit side by side are stacked, each the panel's width")
  func stacksButtons() throws {
    let window = Window(size: Size(width: 320, height: 480), clock: ManualClock())
    window.rootViewController = Screen()
    let alert = AlertController(title: "Leave the match?", message: "Your progress is kept as abandoned.")
    let actions = ["Keep playing", "Abandon and start a new match", "Cancel"].map {
      AlertAction(title: $0, style: $0 == "Cancel" ? .cancel : .default)
    }
    for action in actions { alert.addAction(action) }
    alert.present(in: window)
    window.rootView.layoutIfNeeded()
    let frames = try actions.map { try #require(alert.button(for: $0)).frame }
    #expect(Set(frames.map(\.minX)).count == 1, "one above the other")
    #expect(frames[0].maxY <= frames[1].minY && frames[1].maxY <= frames[2].minY)
  }

  @Test(
    "Colours and fonts come from the appearance: a destructive button in the warning tint, Cancel quieter")
  func appearance() throws {
    var look = Appearance.standard
    look.alert.destructiveTint = Color(red: 0.7, green: 0.1, blue: 0.1)
    look.alert.cancelTint = Color(red: 0.2, green: 0.2, blue: 0.3)
    look.alert.backdrop = Color(red: 0, green: 0, blue: 0, alpha: 0.7)
    look.alert.titleFont = .bold(21)
    let window = Window(size: Size(width: 800, height: 600), clock: ManualClock(), appearance: look)
    window.rootViewController = Screen()
    let delete = AlertAction(title: "Delete", style: .destructive)
    let cancel = AlertAction(title: "Cancel", style: .cancel)
    let alert = AlertController(title: "Delete this match?", message: "It cannot be undone.")
    alert.addAction(cancel)
    alert.addAction(delete)
    alert.present(in: window)

    let canvas = RecordingCanvas()
    window.render(on: canvas)

    #expect(try #require(alert.button(for: delete)).tintColor == look.alert.destructiveTint)
    #expect(try #require(alert.button(for: cancel)).tintColor == look.alert.cancelTint)
    #expect(canvas.commands.contains(.fill(window.bounds, look.alert.backdrop, cornerRadius: 0)))
    #expect(
      canvas.commands.contains {
        if case .gradient(_, _, let bottom) = $0 { bottom == look.alert.destructiveTint } else { false }
      })
    #expect(
      canvas.commands.contains {
        if case .text("Delete this match?", let font, let color, _) = $0 {
          font == look.alert.titleFont && color == look.alert.title
        } else {
          false
        }
      })
  }

  @Test("The standard look's button titles read on their fills at WCAG AA")
  func standardContrast() {
    let look = Appearance.Alert.standard
    for tint in [look.defaultTint, look.cancelTint, look.destructiveTint] {
      #expect(look.buttonTitle.contrastRatio(against: tint) >= 4.5, "\(tint)")
    }
    #expect(look.message.contrastRatio(against: look.panel) >= 4.5)
  }

  @Test("A controller presents an alert in its view's window, and cannot without one")
  func presentFromController() {
    let window = Window(size: Size(width: 800, height: 600), clock: ManualClock())
    let screen = Screen()
    window.rootViewController = screen
    let alert = AlertController.confirmation(title: "Sure?", message: nil, confirmTitle: "Yes", onConfirm: {})

    #expect(!ViewController().present(alert))
    #expect(screen.present(alert))
    #expect(window.overlays.last === alert)
  }
}

/// Where a question stays (giving up a match), its safe answer has the focus: Enter never destroys.
@MainActor
@Suite("A destructive question")
struct DestructiveQuestionTests {
  @Test("A destructive confirmation focuses the safe button, and Enter keeps; the focused destroyer destroys")
  func safeButtonHasTheFocus() {
    let window = Window(size: Size(width: 1024, height: 768), clock: ManualClock())
    window.rootViewController = ViewController()
    var answers: [String] = []
    func ask() -> AlertController {
      let alert = AlertController.confirmation(
        title: "Give up this match?", message: nil, confirmTitle: "Give up", cancelTitle: "Keep playing",
        destructive: true, onCancel: { answers.append("keep") }, onConfirm: { answers.append("give up") })
      alert.present(in: window)
      window.rootView.layoutIfNeeded()
      return alert
    }

    let first = ask()
    #expect((window.focusedView as? Button)?.title == "Keep playing")
    #expect(first.defaultAction?.style == .cancel)
    window.send(KeyEvent(.enter))
    #expect(answers == ["keep"])

    _ = ask()
    window.send(KeyEvent(.tab))
    #expect((window.focusedView as? Button)?.title == "Give up")
    window.send(KeyEvent(.enter))
    #expect(answers == ["keep", "give up"], "Enter presses the button the focus is on")
  }
}
