import Foundation
import Testing
import ViewKit

@MainActor
@Suite("View transforms")
struct TransformTests {
  /// A window split in two halves, each with a "Left" and a "Right" button; the top half is
  /// turned upside down, as a board for two people facing each other.
  private func makeFaceToFaceBoard() -> (window: Window, top: View, pressed: Pressed) {
    let window = Window(size: Size(width: 400, height: 600), clock: ManualClock())
    let controller = ViewController()
    window.rootViewController = controller
    let pressed = Pressed()
    let top = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    top.backgroundColor = .black
    top.transform = AffineTransform(rotationAngle: .pi)
    let bottom = View(frame: Rect(x: 0, y: 300, width: 400, height: 300))
    for (half, name) in [(top, "top"), (bottom, "bottom")] {
      for (side, x) in [("Left", 20.0), ("Right", 280.0)] {
        let button = Button(title: "\(name) \(side)", frame: Rect(x: x, y: 200, width: 100, height: 60))
        button.action = { pressed.names.append(button.title) }
        half.addSubview(button)
      }
      controller.view.addSubview(half)
    }
    return (window, top, pressed)
  }

  private func tap(_ window: Window, at point: Point) {
    window.send(PointerEvent(.down, at: point))
    window.send(PointerEvent(.up, at: point))
  }

  @Test("A rotation by π is exact: the corners of a view swap places on whole points")
  func halfTurnIsExact() {
    let turn = AffineTransform(rotationAngle: .pi)
    let rect = Rect(x: 20, y: 200, width: 100, height: 60)

    let turned = turn.boundingBox(of: rect, about: Point(x: 200, y: 150))

    #expect(turned == Rect(x: 280, y: 40, width: 100, height: 60))
    #expect(turn.inverted().concatenating(turn).isIdentity)
  }

  @Test("A tap on the upside-down half reaches the button drawn there, not the one laid out there")
  func hitTestThroughHalfTurn() {
    let (window, _, pressed) = makeFaceToFaceBoard()

    // "top Left" is laid out at the bottom left of the top half; turned, it shows top right.
    tap(window, at: Point(x: 330, y: 70))
    tap(window, at: Point(x: 70, y: 70))
    tap(window, at: Point(x: 70, y: 530))

    #expect(pressed.names == ["top Left", "top Right", "bottom Left"])
    #expect(window.hitTest(Point(x: 70, y: 230)) !== nil)
    #expect((window.hitTest(Point(x: 70, y: 230)) as? Button) == nil, "nothing is drawn there once turned")
  }

  @Test("A press dragged off a turned button and released elsewhere does not act")
  func dragOffTurnedButton() {
    let (window, _, pressed) = makeFaceToFaceBoard()

    window.send(PointerEvent(.down, at: Point(x: 330, y: 70)))
    window.send(PointerEvent(.moved, at: Point(x: 330, y: 250)))
    window.send(PointerEvent(.up, at: Point(x: 330, y: 250)))

    #expect(pressed.names.isEmpty)
  }

  @Test("Converting to the window goes through the turn, and back again")
  func conversionRoundTrips() throws {
    let (window, top, _) = makeFaceToFaceBoard()
    let button = try #require(top.subviews.first as? Button)

    let onScreen = button.convert(button.bounds, to: nil)
    let back = button.convert(Point(x: 330, y: 70), from: nil)

    #expect(onScreen == Rect(x: 280, y: 40, width: 100, height: 60))
    #expect(back == Point(x: 50, y: 30))
    #expect(window.rootView.convert(Point(x: 330, y: 70), to: button) == back)
  }

  @Test("The focus ring is drawn around a turned button where it shows")
  func focusRingFollowsTurn() throws {
    let (window, top, _) = makeFaceToFaceBoard()
    let button = try #require(top.subviews.first as? Button)
    window.focus(button)
    let canvas = RecordingCanvas()

    window.render(on: canvas)

    let rings = canvas.commands.compactMap { command -> Rect? in
      if case .stroke(let rect, let color, _) = command, color == window.appearance.focusRing {
        rect
      } else {
        nil
      }
    }
    #expect(rings.last == Rect(x: 277, y: 37, width: 106, height: 66))
  }

  @Test("The recorded drawing shows the top half's titles upside down in the top half")
  func recordedCanvasShowsTurn() throws {
    let (window, _, _) = makeFaceToFaceBoard()
    let canvas = RecordingCanvas()

    window.render(on: canvas)

    let top = try #require(canvas.placement(ofText: "top Left"))
    let bottom = try #require(canvas.placement(ofText: "bottom Left"))
    #expect(top.rect.maxY <= 300 && top.rect.minX >= 200, "turned into the top right")
    #expect(abs(abs(top.rotation) - .pi) < 1e-9)
    #expect(bottom.rect.minY >= 300 && bottom.rect.maxX <= 200)
    #expect(bottom.rotation == 0)
  }
}

@MainActor
private final class Pressed {
  var names: [String] = []
}
