import Testing
import ViewKit

@MainActor
@Suite("Controls")
struct ControlTests {
  private func makeButton() -> (Window, Button, Counter) {
    let window = Window(size: Size(width: 400, height: 300), clock: ManualClock())
    let controller = ViewController()
    window.rootViewController = controller
    let button = Button(title: "Rock", frame: Rect(x: 100, y: 100, width: 100, height: 50))
    let counter = Counter()
    button.action = { counter.value += 1 }
    controller.view.addSubview(button)
    return (window, button, counter)
  }

  @Test("A press released inside the button runs its action once and shows pressed meanwhile")
  func pressInside() {
    let (window, button, counter) = makeButton()
    window.send(PointerEvent(.down, at: Point(x: 150, y: 120)))
    #expect(button.isHighlighted)
    window.send(PointerEvent(.up, at: Point(x: 160, y: 125)))
    #expect(!button.isHighlighted)
    #expect(counter.value == 1)
  }

  @Test("A press dragged out before release does nothing")
  func dragOutCancels() {
    let (window, button, counter) = makeButton()
    window.send(PointerEvent(.down, at: Point(x: 150, y: 120)))
    window.send(PointerEvent(.moved, at: Point(x: 350, y: 20)))
    #expect(!button.isHighlighted)
    window.send(PointerEvent(.up, at: Point(x: 350, y: 20)))
    #expect(counter.value == 0)
  }

  @Test("A disabled button ignores presses and draws as an outline, dimmed")
  func disabled() {
    let (window, button, counter) = makeButton()
    button.isEnabled = false
    window.send(PointerEvent(.down, at: Point(x: 150, y: 120)))
    window.send(PointerEvent(.up, at: Point(x: 150, y: 120)))
    #expect(counter.value == 0)

    let canvas = RecordingCanvas()
    window.render(on: canvas)
    let fills = canvas.commands.filter { if case .gradient = $0 { true } else { false } }
    let strokes = canvas.commands.compactMap { command -> Color? in
      if case .stroke(_, let color, _) = command { color } else { nil }
    }
    #expect(fills.isEmpty)
    #expect(strokes.count == 1 && strokes[0].alpha < 0.5)
  }

  @Test("A hidden button takes no presses")
  func hidden() {
    let (window, button, counter) = makeButton()
    button.isHidden = true
    window.send(PointerEvent(.down, at: Point(x: 150, y: 120)))
    window.send(PointerEvent(.up, at: Point(x: 150, y: 120)))
    #expect(counter.value == 0)
  }
}

@MainActor
final class Counter {
  var value = 0
}
