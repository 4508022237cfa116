import Testing
import ViewKit

/// Every finger is its own pointer: two players can press their buttons at the same moment.
@MainActor
@Suite("Several fingers at once")
struct MultiTouchTests {
  private struct Board {
    let window: Window
    let left: Button
    let right: Button
    let presses: PressLog
  }

  /// Two buttons side by side, each noting its presses.
  private func makeBoard() -> Board {
    let window = Window(size: Size(width: 600, height: 300), clock: ManualClock())
    let controller = ViewController()
    window.rootViewController = controller
    let presses = PressLog()
    let left = Button(title: "Left", frame: Rect(x: 50, y: 100, width: 150, height: 80))
    let right = Button(title: "Right", frame: Rect(x: 400, y: 100, width: 150, height: 80))
    left.action = { presses.names.append("left") }
    right.action = { presses.names.append("right") }
    controller.view.addSubview(left)
    controller.view.addSubview(right)
    return Board(window: window, left: left, right: right, presses: presses)
  }

  private let leftPoint = Point(x: 120, y: 140)
  private let rightPoint = Point(x: 470, y: 140)

  @Test(
    "Two fingers press two buttons at the same moment: both show pressed, and each release presses its own")
  func twoFingersTwoButtons() {
    let board = makeBoard()
    board.window.send(PointerEvent(.down, at: leftPoint, pointer: .touch(1)))
    board.window.send(PointerEvent(.down, at: rightPoint, pointer: .touch(2)))
    #expect(board.left.isHighlighted && board.right.isHighlighted)

    board.window.send(PointerEvent(.up, at: rightPoint, pointer: .touch(2)))
    #expect(board.presses.names == ["right"])
    #expect(board.left.isHighlighted, "the other finger still holds its button")

    board.window.send(PointerEvent(.up, at: leftPoint, pointer: .touch(1)))
    #expect(board.presses.names == ["right", "left"])
    #expect(!board.left.isHighlighted && !board.right.isHighlighted)
  }

  @Test("A finger held on a button that another finger takes out of the window does nothing when lifted")
  func buttonTakenAwayDoesNotAct() {
    let board = makeBoard()
    board.right.action = { [left = board.left] in left.removeFromSuperview() }
    board.window.send(PointerEvent(.down, at: leftPoint, pointer: .touch(1)))
    board.window.send(PointerEvent(.down, at: rightPoint, pointer: .touch(2)))
    board.window.send(PointerEvent(.up, at: rightPoint, pointer: .touch(2)))

    board.window.send(PointerEvent(.up, at: leftPoint, pointer: .touch(1)))

    #expect(board.presses.names.isEmpty, "\(board.presses.names)")
  }

  @Test("A finger sliding off its button cancels that press alone; the other finger's press still counts")
  func slidingOffCancelsOnlyItsOwn() {
    let board = makeBoard()
    board.window.send(PointerEvent(.down, at: leftPoint, pointer: .touch(1)))
    board.window.send(PointerEvent(.down, at: rightPoint, pointer: .touch(2)))

    board.window.send(PointerEvent(.moved, at: Point(x: 300, y: 20), pointer: .touch(1)))
    #expect(!board.left.isHighlighted)
    #expect(board.right.isHighlighted, "the other finger's button stays pressed")

    board.window.send(PointerEvent(.up, at: Point(x: 300, y: 20), pointer: .touch(1)))
    board.window.send(PointerEvent(.up, at: rightPoint, pointer: .touch(2)))
    #expect(board.presses.names == ["right"])
  }

  @Test(
    "A finger and the mouse press two buttons at once, and a finger's release never acts on the mouse's button"
  )
  func fingerAndMouse() {
    let board = makeBoard()
    board.window.send(PointerEvent(.down, at: leftPoint))
    board.window.send(PointerEvent(.down, at: rightPoint, pointer: .touch(7)))
    // The finger lifts over the mouse's button: its own press is on the right one.
    board.window.send(PointerEvent(.up, at: leftPoint, pointer: .touch(7)))
    #expect(board.presses.names.isEmpty)
    #expect(board.left.isHighlighted)
    board.window.send(PointerEvent(.up, at: leftPoint))
    #expect(board.presses.names == ["left"])
  }

  @Test("A second finger on a button already held by another takes nothing: the button acts once")
  func oneButtonOneFinger() {
    let board = makeBoard()
    board.window.send(PointerEvent(.down, at: leftPoint, pointer: .touch(1)))
    board.window.send(PointerEvent(.down, at: leftPoint, pointer: .touch(2)))
    #expect(board.window.control(pressedBy: .touch(2)) == nil)
    board.window.send(PointerEvent(.up, at: leftPoint, pointer: .touch(2)))
    #expect(board.left.isHighlighted, "the first finger still holds it")
    board.window.send(PointerEvent(.up, at: leftPoint, pointer: .touch(1)))
    #expect(board.presses.names == ["left"])
  }

  @Test("Fingers do not hover: a finger passing over a button does not light it")
  func fingersDoNotHover() {
    let board = makeBoard()
    board.window.send(PointerEvent(.hover, at: leftPoint, pointer: .touch(3)))
    #expect(!board.left.isHovered)
    board.window.send(PointerEvent(.hover, at: leftPoint))
    #expect(board.left.isHovered, "the mouse does")
  }

  @Test("Losing the window's focus lets go of every finger's press without acting")
  func focusLossReleasesAll() {
    let board = makeBoard()
    board.window.send(PointerEvent(.down, at: leftPoint, pointer: .touch(1)))
    board.window.send(PointerEvent(.down, at: rightPoint, pointer: .touch(2)))
    board.window.resignFocus()
    #expect(!board.left.isHighlighted && !board.right.isHighlighted)
    board.window.send(PointerEvent(.up, at: leftPoint, pointer: .touch(1)))
    board.window.send(PointerEvent(.up, at: rightPoint, pointer: .touch(2)))
    #expect(board.presses.names.isEmpty)
  }
}

@MainActor
final class PressLog {
  var names: [String] = []
}
