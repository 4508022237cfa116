import Testing
import ViewKit

@MainActor
@Suite("Controller lifecycle and rotation")
struct ControllerLifecycleTests {
  private let landscape = Size(width: 960, height: 600)
  private let portrait = Size(width: 600, height: 960)

  @Test("The view loads once, on first access, and appears with its children in order")
  func loadAndAppear() {
    let log = CallbackLog()
    let parent = RecordingController("parent", log: log)
    let child = RecordingController("child", log: log)
    parent.addChild(child)
    let window = Window(size: landscape, clock: ManualClock())

    window.rootViewController = parent
    _ = parent.view
    _ = parent.view

    #expect(
      log.entries == [
        "parent.viewDidLoad", "parent.viewWillAppear", "child.viewWillAppear", "parent.viewDidAppear",
        "child.viewDidAppear",
      ])
  }

  @Test("The root controller knows the orientation before its view loads")
  func orientationAtLoad() {
    let log = CallbackLog()
    let controller = RecordingController("root", log: log)
    let window = Window(size: portrait, clock: ManualClock())
    window.rootViewController = controller
    #expect(controller.interfaceOrientation == .portrait)
    #expect(controller.view.frame.size == portrait)
  }

  @Test(
    "A flip to portrait calls willRotate with the old orientation, then willAnimateRotation, then didRotate after the animation"
  )
  func rotationOrder() {
    let log = CallbackLog()
    let parent = RecordingController("parent", log: log)
    let child = RecordingController("child", log: log)
    parent.addChild(child)
    let clock = ManualClock()
    let window = Window(size: landscape, clock: clock)
    window.rootViewController = parent
    let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    parent.view.addSubview(badge)
    parent.viewFadedOnRotation = badge
    log.entries.removeAll()

    window.resize(to: portrait)

    #expect(
      log.entries == [
        "parent.willRotate(to: portrait) while landscapeLeft",
        "child.willRotate(to: portrait) while landscapeLeft",
        "parent.willAnimateRotation(to: portrait, 0.3) while portrait",
        "child.willAnimateRotation(to: portrait, 0.3) while portrait",
      ])
    // The rotation animation is still running: no didRotate yet.
    log.entries.removeAll()
    clock.advance(by: 0.31)
    window.animator.update()
    #expect(
      log.entries == [
        "parent.didRotate(from: landscapeLeft) while portrait",
        "child.didRotate(from: landscapeLeft) while portrait",
      ])
  }

  @Test("Changes made in willAnimateRotation animate over the rotation's duration")
  func willAnimateRotationIsInsideTheAnimation() {
    let clock = ManualClock()
    let window = Window(size: landscape, clock: clock)
    let controller = FadingController()
    window.rootViewController = controller

    window.resize(to: portrait)
    clock.advance(by: 0.15)
    window.animator.update()

    #expect(controller.badge.alpha == 0)
    #expect(controller.badge.presentationAlpha > 0.3 && controller.badge.presentationAlpha < 0.7)
  }

  /// A window in landscape showing a controller that logs its callbacks, the log emptied of what
  /// showing it said.
  private func showRecordingRootInLandscape() -> (CallbackLog, RecordingController, Window) {
    let log = CallbackLog()
    let controller = RecordingController("root", log: log)
    let window = Window(size: landscape, clock: ManualClock())
    window.rootViewController = controller
    log.entries.removeAll()
    return (log, controller, window)
  }

  @Test("A resize that keeps the orientation lays out again at once and rotates nothing")
  func resizeWithoutRotation() {
    let (log, controller, window) = showRecordingRootInLandscape()

    window.resize(to: Size(width: 1200, height: 700))

    #expect(log.entries.isEmpty)
    #expect(controller.view.frame.size == Size(width: 1200, height: 700))
    #expect(!window.isAnimating)
  }

  @Test("A square window is portrait; every willRotate gets exactly one didRotate, even when resizes overlap")
  func balancedCallbacks() {
    let (log, controller, window) = showRecordingRootInLandscape()

    window.resize(to: Size(width: 500, height: 500))
    window.resize(to: landscape)
    window.resize(to: portrait)
    window.animator.finishAll()

    let kinds = log.entries.compactMap { entry -> String? in
      if entry.contains("willRotate") { return "will" }
      if entry.contains("didRotate") { return "did" }
      return nil
    }
    #expect(kinds == ["will", "did", "will", "did", "will", "did"])
    #expect(controller.interfaceOrientation == .portrait)
  }

  @Test("Keys go to the deepest controller first")
  func keyOrder() {
    let parent = KeyController(takes: "a")
    let child = KeyController(takes: "b")
    parent.addChild(child)
    let window = Window(size: landscape, clock: ManualClock())
    window.rootViewController = parent

    #expect(window.send(KeyEvent(.character("b"))))
    #expect(window.send(KeyEvent(.character("a"))))
    #expect(!window.send(KeyEvent(.character("c"))))
    #expect(child.received == ["b", "a", "c"])
    #expect(parent.received == ["a", "c"])
  }
}

@MainActor
private final class FadingController: ViewController {
  let badge = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
  override func viewDidLoad() { view.addSubview(badge) }
  override func willAnimateRotation(to orientation: InterfaceOrientation, duration: Double) {
    badge.alpha = orientation.isPortrait ? 0 : 1
  }
}

@MainActor
private final class KeyController: ViewController {
  let takes: Character
  var received: [Character] = []
  init(takes: Character) {
    self.takes = takes
    super.init()
  }
  override func handleKey(_ event: KeyEvent) -> Bool {
    guard case .character(let character) = event.key else { return false }
    received.append(character)
    return character == takes
  }
}
