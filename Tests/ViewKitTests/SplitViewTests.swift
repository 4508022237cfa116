import Testing
import ViewKit

/// A split view delegate that titles the item and makes it its left button, as the game's
/// controller does, and logs the calls.
@MainActor
private final class SeedDelegate: SplitViewControllerDelegate {
  let detail: ViewController
  var calls: [String] = []
  var handedOut: [BarButtonItem] = []

  init(detail: ViewController) {
    self.detail = detail
  }

  func splitViewController(
    _ splitViewController: SplitViewController, willHide master: ViewController,
    with barButtonItem: BarButtonItem,
    for popover: PopoverController
  ) {
    calls.append("willHide")
    handedOut.append(barButtonItem)
    barButtonItem.title = "History"
    detail.navigationItem.leftBarButtonItem = barButtonItem
  }

  func splitViewController(
    _ splitViewController: SplitViewController, willShow master: ViewController,
    invalidating barButtonItem: BarButtonItem
  ) {
    calls.append("willShow")
    if barButtonItem === detail.navigationItem.leftBarButtonItem {
      detail.navigationItem.leftBarButtonItem = nil
    }
  }
}

@MainActor
private struct SplitScreen {
  let window: Window
  let clock = ManualClock()
  let log = CallbackLog()
  let master: RecordingController
  let detailRoot: RecordingController
  let split: SplitViewController
  let delegate: SeedDelegate

  init(size: Size, idiom: UserInterfaceIdiom = .pad) {
    window = Window(size: size, idiom: idiom, clock: clock)
    master = RecordingController("master", log: log)
    detailRoot = RecordingController("detail", log: log)
    split = SplitViewController(master: master, detail: NavigationController(rootViewController: detailRoot))
    delegate = SeedDelegate(detail: detailRoot)
    split.delegate = delegate
    window.rootViewController = split
  }

  func settle() {
    clock.advance(by: 1)
    window.animator.update()
  }

  /// Empties the log, then resizes the window to `size` and lets the animation finish: the log then
  /// holds only what the resize told.
  func resizeLogging(to size: Size) {
    log.entries.removeAll()
    window.resize(to: size)
    settle()
  }
}

@MainActor
@Suite("Split view and popover")
struct SplitViewTests {
  static let landscape = Size(width: 1024, height: 768)
  static let portrait = Size(width: 768, height: 1024)

  @Test("A pad in landscape shows both panes, the master a fixed column, and no History button")
  func padLandscape() {
    let screen = SplitScreen(size: Self.landscape)
    #expect(!screen.split.isMasterHidden)
    #expect(screen.master.view.window === screen.window)
    #expect(screen.master.view.frame.width == screen.split.masterColumnWidth)
    #expect(screen.delegate.calls.isEmpty)
    #expect(screen.detailRoot.navigationItem.leftBarButtonItem == nil)
  }

  @Test("Rotations call willHide and willShow once each, in order, with the same item, titled History")
  func delegateThroughRotations() {
    let screen = SplitScreen(size: Self.landscape)

    screen.window.resize(to: Self.portrait)
    screen.settle()
    #expect(screen.delegate.calls == ["willHide"])
    let item = screen.delegate.handedOut.first
    #expect(item?.title == "History")
    #expect(screen.detailRoot.navigationItem.leftBarButtonItem === item)
    #expect(screen.master.view.window == nil)

    screen.window.resize(to: Size(width: 700, height: 1000))
    #expect(screen.delegate.calls == ["willHide"], "a resize that stays portrait calls nothing")

    screen.window.resize(to: Self.landscape)
    screen.settle()
    #expect(screen.delegate.calls == ["willHide", "willShow"])
    #expect(screen.detailRoot.navigationItem.leftBarButtonItem == nil)
    #expect(screen.master.view.window === screen.window)

    screen.window.resize(to: Self.portrait)
    screen.settle()
    #expect(screen.delegate.calls == ["willHide", "willShow", "willHide"])
  }

  @Test("The detail's own rotation callbacks still arrive, after the delegate's call")
  func rotationCallbacksStillArrive() {
    let screen = SplitScreen(size: Self.landscape)
    screen.resizeLogging(to: Self.portrait)
    #expect(screen.log.entries.contains("detail.willRotate(to: portrait) while landscapeLeft"))
    #expect(screen.log.entries.contains("detail.didRotate(from: landscapeLeft) while portrait"))
  }

  @Test("Starting in portrait hides the master at once and hands out the button")
  func startsInPortrait() {
    let screen = SplitScreen(size: Self.portrait)
    #expect(screen.split.isMasterHidden)
    #expect(screen.delegate.calls == ["willHide"])
    #expect(screen.detailRoot.navigationItem.leftBarButtonItem?.title == "History")
  }

  @Test(
    "A landscape window too narrow for the column beside a usable detail hides the master until it widens")
  func narrowLandscapeHidesTheMaster() {
    let screen = SplitScreen(size: Self.landscape)
    // The column, its one-point divider and a detail one point narrower than the least allowed.
    let narrow = Size(
      width: screen.split.masterColumnWidth + 1 + screen.split.minimumDetailWidth - 1, height: 500)

    screen.window.resize(to: narrow)
    #expect(screen.split.isMasterHidden, "no rotation, and yet the column is gone at once")
    #expect(screen.delegate.calls == ["willHide"])
    #expect(screen.detailRoot.navigationItem.leftBarButtonItem?.title == "History")
    #expect(screen.master.view.window == nil)
    #expect(screen.split.detailViewController.view.frame.width == narrow.width, "the detail takes the window")

    screen.window.resize(to: Size(width: narrow.width + 1, height: 500))
    #expect(!screen.split.isMasterHidden)
    #expect(screen.delegate.calls == ["willHide", "willShow"])
    #expect(screen.detailRoot.navigationItem.leftBarButtonItem == nil)
    #expect(screen.master.view.window === screen.window)
    #expect(screen.split.detailViewController.view.frame.width == screen.split.minimumDetailWidth)
  }

  @Test(
    "A pad that starts in a narrow landscape window starts with the master hidden, and widening shows it loaded first"
  )
  func startsNarrow() {
    let screen = SplitScreen(size: Size(width: 480, height: 320))
    #expect(screen.split.isMasterHidden)
    #expect(screen.delegate.calls == ["willHide"])
    screen.log.entries.removeAll()

    screen.window.resize(to: Size(width: 1024, height: 768))

    #expect(!screen.split.isMasterHidden)
    let master = screen.log.entries.filter { $0.hasPrefix("master.") }
    #expect(
      master.prefix(3).map { $0.components(separatedBy: " ")[0] } == [
        "master.viewDidLoad", "master.viewWillAppear", "master.viewDidAppear",
      ], "\(master)")
  }

  @Test("A phone never shows both panes, in any orientation")
  func phone() {
    let screen = SplitScreen(size: Size(width: 844, height: 390), idiom: .phone)
    #expect(screen.split.isMasterHidden)
    screen.window.resize(to: Size(width: 390, height: 844))
    screen.settle()
    #expect(screen.split.isMasterHidden)
    #expect(screen.delegate.calls == ["willHide"])
  }

  @Test("Pressing the item shows the master in a popover that points at it, with appearance callbacks")
  func popoverPresentation() throws {
    let screen = SplitScreen(size: Self.portrait)
    screen.log.entries.removeAll()
    let item = try #require(screen.detailRoot.navigationItem.leftBarButtonItem)

    item.press()

    #expect(screen.split.masterPopover.isPopoverVisible)
    #expect(screen.log.entries == ["master.viewDidLoad", "master.viewWillAppear", "master.viewDidAppear"])
    #expect(screen.master.view.window === screen.window)
    let canvas = RecordingCanvas()
    screen.window.render(on: canvas)
    let pointers = canvas.commands.compactMap { command -> [Point]? in
      if case .polygon(let points, _) = command { points } else { nil }
    }
    let button = try #require(item.view)
    let anchor = button.convert(button.bounds, to: nil)
    #expect(pointers.count == 1)
    #expect(
      pointers.first?.first == Point(x: anchor.midX, y: anchor.maxY), "the pointer's tip is under the button")
  }

  @Test("A click outside the popover or Esc dismisses it, telling the content it disappears")
  func popoverDismissal() throws {
    let screen = SplitScreen(size: Self.portrait)
    screen.split.presentMasterPopover()
    screen.log.entries.removeAll()

    screen.window.send(PointerEvent(.down, at: Point(x: 700, y: 900)))
    screen.window.send(PointerEvent(.up, at: Point(x: 700, y: 900)))
    #expect(!screen.split.masterPopover.isPopoverVisible)
    #expect(screen.log.entries == ["master.viewWillDisappear", "master.viewDidDisappear"])

    screen.split.presentMasterPopover()
    #expect(screen.window.send(KeyEvent(.escape)))
    #expect(!screen.split.masterPopover.isPopoverVisible)
    #expect(screen.master.view.window == nil)
  }

  @Test("Keys go to the popover while it is open, not to the screen behind it")
  func popoverTakesKeys() {
    let screen = SplitScreen(size: Self.portrait)
    screen.split.presentMasterPopover()
    #expect(screen.window.send(KeyEvent(.character("r"))))
    #expect(screen.split.masterPopover.isPopoverVisible)
  }

  @Test("On a phone the popover is a full-window sheet with a Done button")
  func phoneSheet() throws {
    let screen = SplitScreen(size: Size(width: 390, height: 844), idiom: .phone)
    screen.split.presentMasterPopover()
    screen.window.rootView.layoutIfNeeded()
    #expect(screen.split.masterPopover.presentsAsSheet)
    let done = try #require(screen.window.rootView.descendant(identifiedBy: "popover-done") as? Button)
    #expect(screen.master.view.convert(Point.zero, to: nil) == Point(x: 0, y: NavigationBar.height))
    #expect(screen.master.view.frame.width == 390)
    done.sendActions()
    #expect(!screen.split.masterPopover.isPopoverVisible)
  }

  @Test("Rotating back to landscape with the popover open closes it and puts the master in its column")
  func rotateWithPopoverOpen() {
    let screen = SplitScreen(size: Self.portrait)
    screen.split.presentMasterPopover()
    screen.window.resize(to: Self.landscape)
    screen.settle()
    #expect(!screen.split.masterPopover.isPopoverVisible)
    #expect(screen.master.view.superview === screen.split.view)
    #expect(screen.window.overlays.isEmpty)
  }
  /// "will" and "did" for each rotation callback `name` received, in order.
  private func rotationKinds(of name: String, in log: CallbackLog) -> [String] {
    log.entries.compactMap { entry -> String? in
      guard entry.hasPrefix(name + ".") else { return nil }
      if entry.contains("willRotate") { return "will" }
      if entry.contains("didRotate") { return "did" }
      return nil
    }
  }

  @Test("A master hidden by a rotation hears its didRotate; one shown by a rotation hears neither callback")
  func masterRotationCallbacksBalanced() {
    let screen = SplitScreen(size: Self.landscape)

    screen.resizeLogging(to: Self.portrait)
    #expect(
      rotationKinds(of: "master", in: screen.log) == ["will", "did"], "told it began, so told it ended")

    screen.resizeLogging(to: Self.landscape)
    #expect(rotationKinds(of: "master", in: screen.log).isEmpty, "hidden when it began: told nothing")
    #expect(rotationKinds(of: "detail", in: screen.log) == ["will", "did"])
  }

  @Test("A controller pushed while a rotation animates hears no didRotate; the one it covered hears its own")
  func pushDuringRotation() throws {
    let screen = SplitScreen(size: Self.landscape)
    let navigation = try #require(screen.split.detailViewController as? NavigationController)
    screen.log.entries.removeAll()

    screen.window.resize(to: Self.portrait)
    #expect(screen.window.isAnimating, "the detail pane widens over the rotation")
    navigation.push(RecordingController("pushed", log: screen.log), animated: false)
    screen.settle()

    #expect(rotationKinds(of: "detail", in: screen.log) == ["will", "did"])
    #expect(rotationKinds(of: "pushed", in: screen.log).isEmpty)
  }
}
