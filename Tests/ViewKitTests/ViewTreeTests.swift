import Testing
import ViewKit

@MainActor
@Suite("View tree")
struct ViewTreeTests {
  @Test("Adding a view that already has a superview moves it: it has one superview only")
  func addSubviewReparents() {
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)

    second.addSubview(child)

    #expect(child.superview === second)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1)
  }

  @Test("Removing a view that has no superview does nothing")
  func removeDetachedIsNoOp() {
    let view = View()
    var moves = 0
    let probe = MoveCountingView { moves += 1 }
    probe.removeFromSuperview()
    view.removeFromSuperview()
    #expect(probe.superview == nil)
    #expect(moves == 0)
  }

  @Test("A re-parent tells the view once that it moved, not twice")
  func reparentNotifiesOnce() {
    var moves = 0
    let probe = MoveCountingView { moves += 1 }
    let first = View()
    let second = View()
    first.addSubview(probe)
    moves = 0
    second.addSubview(probe)
    #expect(moves == 1)
  }

  @Test("Adding a subview again moves it to the front without duplicating it")
  func addExistingSubviewBringsToFront() {
    let parent = View()
    let back = View()
    let front = View()
    parent.addSubview(back)
    parent.addSubview(front)
    parent.addSubview(back)
    #expect(
      parent.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(front), ObjectIdentifier(back)])
  }

  @Test("Frames are in the superview's coordinates")
  func coordinates() {
    let root = View(frame: Rect(x: 0, y: 0, width: 500, height: 500))
    let card = View(frame: Rect(x: 100, y: 50, width: 200, height: 200))
    let badge = View(frame: Rect(x: 10, y: 20, width: 30, height: 30))
    root.addSubview(card)
    card.addSubview(badge)
    #expect(badge.convert(Point.zero, to: root) == Point(x: 110, y: 70))
    #expect(root.convert(Point(x: 110, y: 70), to: badge) == Point.zero)
  }

  @Test("Hit testing finds the deepest view and skips hidden ones and their subviews")
  func hitTesting() {
    let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    let panel = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let button = View(frame: Rect(x: 50, y: 50, width: 50, height: 50))
    let cover = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
    root.addSubview(panel)
    panel.addSubview(button)
    root.addSubview(cover)
    cover.isHidden = true

    #expect(root.hitTest(Point(x: 60, y: 60)) === button)
    #expect(root.hitTest(Point(x: 10, y: 10)) === panel)
    panel.isHidden = true
    #expect(root.hitTest(Point(x: 60, y: 60)) === root)
  }

  @Test("Hidden views and their subviews are not drawn")
  func hiddenViewsDoNotDraw() {
    let window = Window(size: Size(width: 200, height: 200), clock: ManualClock())
    let controller = ViewController()
    window.rootViewController = controller
    let shown = Label(text: "shown", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    let hiddenParent = View(frame: Rect(x: 0, y: 50, width: 100, height: 100))
    let inside = Label(text: "inside hidden", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    controller.view.addSubview(shown)
    controller.view.addSubview(hiddenParent)
    hiddenParent.addSubview(inside)
    hiddenParent.isHidden = true

    let canvas = RecordingCanvas()
    window.render(on: canvas)

    #expect(canvas.texts == ["shown"])
  }

  @Test("Layout runs on demand, once per request, after a size change")
  func layoutOnDemand() {
    let view = LayoutCountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.frame = Rect(x: 5, y: 5, width: 10, height: 10)
    view.layoutIfNeeded()
    #expect(view.layouts == 1, "a move alone does not need a new layout")
    view.frame = Rect(x: 5, y: 5, width: 20, height: 10)
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
  }

  @Test("A view laid out before it had a window is laid out again once it is in one, where text is measured")
  func layoutAgainInAWindow() {
    let window = Window(size: Size(width: 400, height: 300), clock: ManualClock())
    let view = LayoutCountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.layouts == 1)

    window.rootView.addSubview(view)
    window.rootView.layoutIfNeeded()

    #expect(view.layouts == 2)
    window.rootView.layoutIfNeeded()
    #expect(view.layouts == 2, "only once")
  }
}

@MainActor
private final class MoveCountingView: View {
  let onMove: () -> Void
  init(onMove: @escaping () -> Void) {
    self.onMove = onMove
    super.init()
  }
  override func didMoveToSuperview() { onMove() }
}

@MainActor
private final class LayoutCountingView: View {
  var layouts = 0
  override func layoutSubviews() { layouts += 1 }
}
