import Testing
import ViewKit

@MainActor
@Suite("Keyboard focus")
struct FocusTests {
  private func makeWindow() -> (Window, [Button], Counter) {
    let window = Window(size: Size(width: 400, height: 300), clock: ManualClock())
    let controller = ViewController()
    window.rootViewController = controller
    let counter = Counter()
    let buttons = (0..<3).map { index in
      let button = Button(
        title: "B\(index)", frame: Rect(x: Double(index) * 110, y: 10, width: 100, height: 40))
      button.action = { counter.value += index + 1 }
      controller.view.addSubview(button)
      return button
    }
    return (window, buttons, counter)
  }

  @Test("Tab and Shift+Tab move through the enabled, visible controls in order, wrapping around")
  func tabOrder() {
    let (window, buttons, _) = makeWindow()
    buttons[1].isEnabled = false

    window.send(KeyEvent(.tab))
    #expect(window.focusedView === buttons[0])
    window.send(KeyEvent(.tab))
    #expect(window.focusedView === buttons[2], "the disabled button is skipped")
    window.send(KeyEvent(.tab))
    #expect(window.focusedView === buttons[0], "it wraps around")
    window.send(KeyEvent(.tab, modifiers: .shift))
    #expect(window.focusedView === buttons[2])
  }

  @Test("Enter and Space press the focused control")
  func activate() {
    let (window, buttons, counter) = makeWindow()
    window.focus(buttons[2])
    window.send(KeyEvent(.enter))
    window.send(KeyEvent(.space))
    #expect(counter.value == 6)
  }

  @Test("The focused control has a ring drawn around it, on top of everything")
  func ring() throws {
    let (window, buttons, _) = makeWindow()
    window.focus(buttons[1])
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    guard case .stroke(let rect, let color, let width) = try #require(canvas.commands.last) else {
      Issue.record("the last thing drawn is not the ring")
      return
    }
    #expect(color == window.appearance.focusRing)
    #expect(width >= 2)
    #expect(rect.contains(buttons[1].frame))
  }

  @Test("A focused view that is hidden loses the focus; an overlay keeps Tab inside itself")
  func focusScope() {
    let (window, buttons, _) = makeWindow()
    window.focus(buttons[0])
    buttons[0].isHidden = true
    #expect(window.focusedView == nil)

    let overlay = ViewController()
    let inside = Button(title: "Inside", frame: Rect(x: 10, y: 100, width: 100, height: 40))
    overlay.view.addSubview(inside)
    window.presentOverlay(overlay)
    window.send(KeyEvent(.tab))
    #expect(window.focusedView === inside)
    window.send(KeyEvent(.tab))
    #expect(window.focusedView === inside, "only the overlay's controls are reachable")
  }

  @Test("A focused list takes the arrow keys and opens its selection with Enter")
  func list() {
    let window = Window(size: Size(width: 400, height: 300), clock: ManualClock())
    let controller = ViewController()
    window.rootViewController = controller
    let list = ListView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    list.numberOfRows = { 50 }
    var opened: [Int] = []
    list.onOpen = { opened.append($0) }
    controller.view.addSubview(list)

    window.send(KeyEvent(.tab))
    window.send(KeyEvent(.down))
    window.send(KeyEvent(.down))
    window.send(KeyEvent(.pageDown))
    window.send(KeyEvent(.enter))

    #expect(list.selectedIndex == 1 + (Int(300 / list.rowHeight) - 1))
    #expect(opened == [list.selectedIndex ?? -1])
    #expect(list.scrollOffset == 0 || list.visibleRows.contains(list.selectedIndex ?? -1))
  }

  @Test("Tab goes through the navigation bar's buttons left to right, as the bar is read")
  func barReadingOrder() {
    let window = Window(size: Size(width: 800, height: 400), clock: ManualClock())
    let root = ViewController()
    root.title = "Game"
    root.navigationItem.leftBarButtonItem = BarButtonItem(title: "History")
    root.navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "New match"), BarButtonItem(title: "Hard"),
    ]
    window.rootViewController = NavigationController(rootViewController: root)
    window.rootView.layoutIfNeeded()

    var visited: [String] = []
    for _ in 0..<3 {
      window.send(KeyEvent(.tab))
      visited.append((window.focusedView as? Button)?.title ?? "none")
    }

    #expect(visited == ["History", "Hard", "New match"])
    let frames = visited.compactMap { title in
      window.focusableViews.first { ($0 as? Button)?.title == title }?.frame.minX
    }
    #expect(frames == frames.sorted(), "each one further right than the one before")
  }
}
