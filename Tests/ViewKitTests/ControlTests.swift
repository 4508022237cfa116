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

  @Test(
    "The pointer resting over a button lights it, with a brighter edge; moving off or leaving the window puts it back"
  )
  func hoverLook() {
    let (window, button, counter) = makeButton()
    let plain = RecordingCanvas()
    window.render(on: plain)

    window.send(PointerEvent(.hover, at: Point(x: 150, y: 120)))
    let hovered = RecordingCanvas()
    window.render(on: hovered)

    #expect(button.isHovered)
    #expect(counter.value == 0, "passing over is not pressing")
    #expect(hovered.commands != plain.commands, "it looks different")
    #expect(
      hovered.commands.contains { if case .stroke(_, _, let width) = $0 { width == 2 } else { false } },
      "a brighter, thicker edge")
    window.send(PointerEvent(.hover, at: Point(x: 10, y: 10)))
    #expect(!button.isHovered)
    window.send(PointerEvent(.hover, at: Point(x: 150, y: 120)))
    window.pointerExited()
    #expect(!button.isHovered)
  }

  @Test("Moving the pointer within one button draws nothing new: only a change of button is drawn")
  func hoverDrawsOnlyOnChange() {
    let (window, button, _) = makeButton()
    window.send(PointerEvent(.hover, at: Point(x: 150, y: 120)))
    window.render(on: RecordingCanvas())

    for step in 0..<50 {
      window.send(PointerEvent(.hover, at: Point(x: 110 + Double(step), y: 110 + Double(step % 30))))
      #expect(!window.needsDisplay)
    }
    #expect(button.isHovered)
    window.send(PointerEvent(.hover, at: Point(x: 300, y: 250)))
    #expect(window.needsDisplay, "leaving it is drawn")
  }

  @Test("A disabled button does not light up under the pointer")
  func disabledDoesNotHover() {
    let (window, button, _) = makeButton()
    button.isEnabled = false
    window.send(PointerEvent(.hover, at: Point(x: 150, y: 120)))
    #expect(!button.isHovered)
  }
}

@MainActor
final class Counter {
  var value = 0
}
