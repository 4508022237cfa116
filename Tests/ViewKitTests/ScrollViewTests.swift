import Testing

@testable import ViewKit

/// A window as large as `view`, showing it alone.
@MainActor
private func windowShowing(_ view: View) -> Window {
  let window = Window(size: view.frame.size, clock: ManualClock())
  let controller = ViewController()
  window.rootViewController = controller
  controller.view.addSubview(view)
  return window
}

@MainActor
@Suite("A scroll view moves content taller than itself")
struct ScrollViewTests {
  /// A 200x100 window holding a scroll view over it, with content 400 high and a button at its
  /// bottom.
  private func makeScene() -> (Window, ScrollView, Button) {
    let scroller = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let window = windowShowing(scroller)
    scroller.contentHeight = 400
    let button = Button(title: "Bottom")
    button.frame = Rect(x: 10, y: 340, width: 100, height: 44)
    scroller.contentView.addSubview(button)
    window.rootView.layoutIfNeeded()
    return (window, scroller, button)
  }

  @Test("The wheel scrolls the content, no further than its end, and a press reaches what it shows")
  func wheelScrolls() {
    let (window, scroller, button) = makeScene()
    var pressed = 0
    button.action = { pressed += 1 }

    window.send(ScrollEvent(at: Point(x: 50, y: 50), deltaY: 1000))
    window.send(PointerEvent(.down, at: Point(x: 50, y: 70)))
    window.send(PointerEvent(.up, at: Point(x: 50, y: 70)))

    #expect(scroller.contentOffset == 300)
    #expect(pressed == 1)
  }

  @Test("A press dragged over the content scrolls it and does not press the button it began on")
  func dragScrollsInsteadOfPressing() {
    let (window, scroller, button) = makeScene()
    scroller.scroll(to: 300)
    var pressed = 0
    button.action = { pressed += 1 }

    window.send(PointerEvent(.down, at: Point(x: 50, y: 60)))
    window.send(PointerEvent(.moved, at: Point(x: 50, y: 75)))
    window.send(PointerEvent(.moved, at: Point(x: 50, y: 90)))
    window.send(PointerEvent(.up, at: Point(x: 50, y: 90)))

    #expect(scroller.contentOffset == 270)
    #expect(pressed == 0)
    #expect(!button.isHighlighted)
  }

  @Test("A view getting the keyboard focus scrolls into sight, whole")
  func focusReveals() {
    let (window, scroller, button) = makeScene()

    window.focus(button)

    #expect(scroller.contentOffset == 284)
    let frame = button.convert(button.bounds, to: window.rootView)
    #expect(window.rootView.bounds.contains(frame))
  }

  @Test(
    "Page Down, End and Home scroll the content with a button inside it focused; with nothing focused the arrows do too"
  )
  func keysScroll() {
    let (window, scroller, button) = makeScene()
    let top = Button(title: "Top")
    top.frame = Rect(x: 10, y: 10, width: 100, height: 44)
    scroller.contentView.addSubview(top)
    window.focus(top)

    window.send(KeyEvent(.pageDown))
    let afterPage = scroller.contentOffset
    window.send(KeyEvent(.end))
    let atEnd = scroller.contentOffset
    window.send(KeyEvent(.home))
    let atHome = scroller.contentOffset
    window.focus(nil)
    window.send(KeyEvent(.down))

    #expect(afterPage > 0 && afterPage < 300)
    #expect(atEnd == 300)
    #expect(atHome == 0)
    #expect(scroller.contentOffset > 0, "an arrow scrolls with nothing focused")
    withExtendedLifetime(button) {}
  }

  @Test("Content no taller than the view does not scroll, and leaves the wheel to the view behind")
  func shortContentStays() {
    let (_, scroller, _) = makeScene()
    scroller.contentHeight = 80

    #expect(!scroller.scrollWheel(by: 40))
    #expect(scroller.contentOffset == 0)
  }
}

@MainActor
@Suite("A list scrolls under a dragged finger or mouse")
struct ListDragTests {
  @Test("A press dragged up a long list scrolls it and opens no row; a short list leaves the drag alone")
  func dragScrollsTheList() {
    let list = ListView(frame: Rect(x: 0, y: 0, width: 200, height: 120))
    list.rowHeight = 40
    var count = 10
    var opened: [Int] = []
    list.numberOfRows = { count }
    list.row = { ListRow(title: "Match \($0)") }
    list.onOpen = { opened.append($0) }
    let window = windowShowing(list)
    window.rootView.layoutIfNeeded()

    window.send(PointerEvent(.down, at: Point(x: 50, y: 100)))
    window.send(PointerEvent(.moved, at: Point(x: 50, y: 80)))
    window.send(PointerEvent(.moved, at: Point(x: 50, y: 40)))
    window.send(PointerEvent(.up, at: Point(x: 50, y: 40)))

    #expect(list.scrollOffset == 60)
    #expect(opened.isEmpty)
    count = 2
    list.reloadData()
    #expect(!list.drag(by: -40))
  }
}

@MainActor
@Suite("A scroll view's foot fades while more lies below")
struct ScrollViewEdgeFadeTests {
  @Test(
    "With more below, the scroll view's foot fades into the colour behind it; at the end, and without a colour, it does not"
  )
  func footFadesWhileMoreLiesBelow() {
    let scroller = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    scroller.contentHeight = 300
    let plain = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    plain.contentHeight = 300

    scroller.edgeFadeColor = Color(hex: 0x25304F)
    let atTop = !scroller.edgeFade.isHidden
    scroller.scroll(to: scroller.maximumContentOffset)

    #expect(
      atTop && scroller.edgeFade.frame.maxY == 100
        && scroller.edgeFade.frame.width <= 200 - ScrollView.indicatorRoom)
    #expect(scroller.edgeFade.isHidden, "nothing more below at the end")
    #expect(plain.edgeFade.isHidden, "no colour, no fade")
  }
}
