import Testing
import ViewKit

@MainActor
@Suite("Animation")
struct AnimationTests {
  private func makeWindow() -> (Window, ManualClock, View) {
    let clock = ManualClock()
    let window = Window(size: Size(width: 400, height: 300), clock: clock)
    let controller = ViewController()
    window.rootViewController = controller
    let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(view)
    return (window, clock, view)
  }

  @Test("The model value changes at once; the drawn value is halfway at half the duration")
  func halfway() {
    let (window, clock, view) = makeWindow()

    View.animate(withDuration: 1, curve: .linear) {
      view.frame = Rect(x: 200, y: 100, width: 100, height: 100)
      view.alpha = 0
    }
    #expect(view.frame.minX == 200)
    #expect(view.alpha == 0)

    clock.advance(by: 0.5)
    window.animator.update()
    #expect(view.presentationFrame.minX == 100)
    #expect(view.presentationFrame.minY == 50)
    #expect(view.presentationAlpha == 0.5)
    #expect(window.isAnimating)

    clock.advance(by: 0.6)
    window.animator.update()
    #expect(view.presentationFrame == view.frame)
    #expect(!window.isAnimating)
  }

  @Test("The completion runs once, when the last animation of the block ends")
  func completionOnce() {
    let (window, clock, view) = makeWindow()
    var completions: [Bool] = []

    View.animate(withDuration: 0.3) {
      view.alpha = 0.2
      view.frame = Rect(x: 10, y: 10, width: 50, height: 50)
    } completion: {
      completions.append($0)
    }
    window.animator.update()
    #expect(completions.isEmpty)

    clock.advance(by: 0.31)
    window.animator.update()
    window.animator.update()
    #expect(completions == [true])
  }

  @Test("The completion also runs when nothing was animated")
  func completionWithoutChanges() {
    let (_, _, view) = makeWindow()
    var completions = 0
    View.animate(withDuration: 0.3) {
      view.alpha = 1
    } completion: { _ in
      completions += 1
    }
    #expect(completions == 1)
  }

  @Test("A view outside any window takes new values without animating")
  func detachedViewsDoNotAnimate() {
    let view = View()
    View.animate(withDuration: 1) { view.alpha = 0.25 }
    #expect(view.presentationAlpha == 0.25)
  }

  @Test("Setting a value outside an animation stops the running one at the new value")
  func interruption() {
    let (window, clock, view) = makeWindow()
    var finished: Bool?
    View.animate(withDuration: 1) {
      view.alpha = 0
    } completion: {
      finished = $0
    }
    clock.advance(by: 0.5)
    window.animator.update()
    view.alpha = 0.8
    #expect(view.presentationAlpha == 0.8)
    #expect(finished == false)
  }

  @Test("A view that leaves the window mid-animation shows its own new values when it comes back")
  func leavingTheWindowEndsAnimations() {
    let (window, clock, view) = makeWindow()
    let parent = view.superview
    View.animate(withDuration: 1) { view.frame = Rect(x: 300, y: 0, width: 100, height: 100) }
    clock.advance(by: 0.2)
    window.animator.update()

    view.removeFromSuperview()
    view.frame = Rect(x: 0, y: 0, width: 50, height: 50)
    parent?.addSubview(view)
    clock.advance(by: 0.2)
    window.animator.update()

    #expect(view.presentationFrame == Rect(x: 0, y: 0, width: 50, height: 50))
    #expect(!window.isAnimating)
  }

  @Test("Ease-in-out starts and ends slowly and is halfway at the middle")
  func easeCurve() {
    #expect(AnimationCurve.easeInOut.progress(0.5) == 0.5)
    #expect(AnimationCurve.easeInOut.progress(0.1) < 0.1)
    #expect(AnimationCurve.easeInOut.progress(0.9) > 0.9)
  }
}
