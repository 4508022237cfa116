import Testing
import ViewKit

@MainActor
@Suite("Navigation")
struct NavigationTests {
  @Test("The bar shows the top controller's title and bar button items")
  func barShowsItem() {
    let root = ViewController()
    root.title = "Game"
    root.navigationItem.rightBarButtonItem = BarButtonItem(title: "New match")
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 800, height: 600), clock: ManualClock())
    window.rootViewController = navigation

    let canvas = RecordingCanvas()
    window.render(on: canvas)

    #expect(canvas.texts.contains("Game"))
    #expect(canvas.texts.contains("New match"))
    #expect(root.view.convert(Point.zero, to: nil) == Point(x: 0, y: NavigationBar.height))
    #expect(root.view.frame.size == Size(width: 800, height: 600 - NavigationBar.height))
  }

  @Test("A left item set later appears; an item without a title shows nothing")
  func leftItem() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: Size(width: 800, height: 600), clock: ManualClock())
    window.rootViewController = navigation

    root.navigationItem.leftBarButtonItem = BarButtonItem()
    #expect(navigation.navigationBar.leftButton == nil)
    root.navigationItem.leftBarButtonItem?.title = "History"
    #expect(navigation.navigationBar.leftButton?.title == "History")
  }

  @Test("Push and pop tell the controllers they appear and disappear, and a back button returns")
  func pushAndPop() {
    let log = CallbackLog()
    let first = RecordingController("first", log: log)
    first.title = "Game"
    let second = RecordingController("second", log: log)
    let navigation = NavigationController(rootViewController: first)
    let window = Window(size: Size(width: 800, height: 600), clock: ManualClock())
    window.rootViewController = navigation
    log.entries.removeAll()

    navigation.push(second, animated: false)
    #expect(
      log.entries == [
        "second.viewDidLoad", "first.viewWillDisappear", "second.viewWillAppear", "first.viewDidDisappear",
        "second.viewDidAppear",
      ])
    #expect(navigation.navigationBar.leftButton?.title == "‹ Game")
    log.entries.removeAll()

    navigation.navigationBar.leftButton?.sendActions()
    #expect(navigation.topViewController === first)
    #expect(log.entries.contains("second.viewDidDisappear"))
    #expect(log.entries.contains("first.viewDidAppear"))
    #expect(second.view.superview == nil)
  }

  @Test("A back button says the previous title when it fits, and just Back in a window too narrow for it")
  func backButtonFallsBackToBack() {
    let first = ViewController()
    first.title = "Rock Paper Scissors"
    let navigation = NavigationController(rootViewController: first)
    let window = Window(size: Size(width: 1024, height: 768), clock: ManualClock())
    window.rootViewController = navigation
    navigation.push(ViewController(), animated: false)
    window.rootView.layoutIfNeeded()
    #expect(navigation.navigationBar.leftButton?.title == "‹ Rock Paper Scissors")

    window.resize(to: Size(width: 390, height: 844))
    window.animator.finishAll()
    window.rootView.layoutIfNeeded()

    #expect(navigation.navigationBar.leftButton?.title == "‹ Back")
    navigation.navigationBar.leftButton?.sendActions()
    #expect(navigation.topViewController === first, "it still goes back")
  }

  @Test(
    "A back button says the previous title wherever it fits whole beside the centred title, as in a 640-point pane"
  )
  func backButtonTakesTheRoomBesideTheTitle() {
    let first = ViewController()
    first.title = "Rock Paper Scissors"
    let navigation = NavigationController(rootViewController: first)
    let window = Window(size: Size(width: 640, height: 600), clock: ManualClock())
    window.rootViewController = navigation
    let records = ViewController()
    records.title = "Records"
    navigation.push(records, animated: false)
    window.rootView.layoutIfNeeded()

    #expect(navigation.navigationBar.leftButton?.title == "‹ Rock Paper Scissors")
    let back = navigation.navigationBar.leftButton?.frame ?? .zero
    let title = navigation.navigationBar.titleLabel.frame
    let measured = ApproximateTextMeasurer().size(
      of: "Records", font: navigation.navigationBar.titleLabel.font)
    #expect(back.maxX <= title.midX - measured.width / 2, "the back button stays clear of the title")
  }
}
