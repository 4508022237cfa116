import Testing
import ViewKit

/// Windows far smaller than any screen: nothing may get a negative size or be drawn across its
/// bar's edge.
@MainActor
@Suite("Tiny windows")
struct TinyWindowTests {
  private func navigation(size: Size) -> (Window, NavigationController) {
    let root = ViewController()
    root.title = "Game"
    root.navigationItem.leftBarButtonItem = BarButtonItem(title: "History")
    root.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "New match"), BarButtonItem(title: "Hard"),
    ]
    let navigation = NavigationController(rootViewController: root)
    let window = Window(size: size, clock: ManualClock())
    window.rootViewController = navigation
    window.rootView.layoutIfNeeded()
    return (window, navigation)
  }

  @Test("A navigation bar narrower than its margins leaves its buttons out; none has a negative size")
  func narrowNavigationBar() throws {
    for size in [Size(width: 1, height: 600), Size(width: 12, height: 600), Size(width: 600, height: 1)] {
      let (_, navigation) = navigation(size: size)
      let bar = navigation.navigationBar
      let left = try #require(bar.leftButton)
      for button in [left] + bar.rightButtons {
        #expect(button.frame.width >= 0 && button.frame.height >= 0, "\(button.frame) at \(size)")
        #expect(button.isHidden || bar.bounds.contains(button.frame), "\(button.frame) at \(size)")
      }
    }
  }

  @Test("A navigation bar of an ordinary width still shows all its buttons")
  func ordinaryNavigationBar() throws {
    let (_, navigation) = navigation(size: Size(width: 390, height: 844))
    let bar = navigation.navigationBar
    let left = try #require(bar.leftButton)
    #expect(([left] + bar.rightButtons).allSatisfy { !$0.isHidden })
  }

  @Test("A toolbar lower than its buttons gives them no height, not a negative one")
  func lowToolbar() {
    let toolbar = Toolbar(frame: Rect(x: 0, y: 0, width: 300, height: 5))
    toolbar.items = [BarButtonItem(title: "Save card")]
    toolbar.layoutIfNeeded()
    #expect(toolbar.buttons.allSatisfy { $0.frame.height >= 0 })
  }

  @Test("On a phone narrower and lower than the Done button, the sheet keeps it inside its bar")
  func narrowSheet() throws {
    let content = ViewController()
    content.title = "History"
    let popover = PopoverController(contentViewController: content)
    let window = Window(size: Size(width: 40, height: 30), idiom: .phone, clock: ManualClock())
    window.rootViewController = ViewController()
    popover.present(from: BarButtonItem(title: "History"), in: window)
    window.rootView.layoutIfNeeded()

    let done = try #require(window.rootView.descendant(identifiedBy: "popover-done"))
    let bar = try #require(done.superview)
    #expect(done.frame.width >= 0 && done.frame.height >= 0)
    #expect(done.frame.isEmpty || bar.bounds.contains(done.frame), "\(done.frame) in \(bar.bounds)")
  }
}
