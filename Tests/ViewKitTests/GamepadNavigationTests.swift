import Testing
import ViewKit

/// A gamepad moves the focus through what is on screen, presses the focused control, goes back,
/// and leaves the rest to the controllers.
@MainActor
@Suite("Gamepad navigation")
struct GamepadNavigationTests {
  /// A grid of buttons, two rows of three, each noting its presses, and a controller noting
  /// the gamepad presses that reach it.
  private struct Grid {
    let window: Window
    let buttons: [Button]
    let presses: PressLog
    let controller: PadRecordingController
  }

  private func makeGrid() -> Grid {
    let clock = ManualClock()
    let window = Window(size: Size(width: 600, height: 400), clock: clock)
    let controller = PadRecordingController()
    window.rootViewController = controller
    let presses = PressLog()
    var buttons: [Button] = []
    for row in 0..<2 {
      for column in 0..<3 {
        let name = "r\(row)c\(column)"
        let button = Button(
          title: name,
          frame: Rect(x: 40 + Double(column) * 180, y: 60 + Double(row) * 150, width: 150, height: 80))
        button.action = { presses.names.append(name) }
        controller.view.addSubview(button)
        buttons.append(button)
      }
    }
    return Grid(window: window, buttons: buttons, presses: presses, controller: controller)
  }

  private func press(_ button: GamepadButton, on window: Window, pad: Int = 0) {
    window.send(GamepadEvent(pad: pad, .pressed(button)))
    window.send(GamepadEvent(pad: pad, .released(button)))
  }

  @Test("The d-pad moves the focus to the nearest control that way, and the south button presses it")
  func dpadMovesAndSouthPresses() {
    let grid = makeGrid()
    press(.dpadRight, on: grid.window)
    #expect(grid.window.focusedView === grid.buttons[0], "the first press focuses the first control")
    press(.dpadRight, on: grid.window)
    #expect(grid.window.focusedView === grid.buttons[1])
    press(.dpadDown, on: grid.window)
    #expect(grid.window.focusedView === grid.buttons[4], "straight down, not the next in order")
    press(.dpadLeft, on: grid.window)
    #expect(grid.window.focusedView === grid.buttons[3])
    press(.dpadUp, on: grid.window)
    #expect(grid.window.focusedView === grid.buttons[0])

    press(.faceSouth, on: grid.window)
    #expect(grid.presses.names == ["r0c0"])
    #expect(grid.controller.presses.isEmpty, "a press on the focus goes no further")
  }

  @Test("With nothing that way the d-pad moves on in focus order, as Tab does")
  func dpadWrapsInOrder() {
    let grid = makeGrid()
    grid.window.focus(grid.buttons[2])
    press(.dpadRight, on: grid.window)
    #expect(grid.window.focusedView === grid.buttons[3])
    press(.dpadLeft, on: grid.window)
    #expect(grid.window.focusedView === grid.buttons[2])
  }

  @Test("The stick leaning past its dead zone moves the focus once; a slight lean does nothing")
  func stickWithDeadZone() {
    let grid = makeGrid()
    grid.window.focus(grid.buttons[0])
    grid.window.send(GamepadEvent(pad: 0, .stick(x: 0.2, y: 0.1)))
    #expect(grid.window.focusedView === grid.buttons[0], "inside the dead zone")
    grid.window.send(GamepadEvent(pad: 0, .stick(x: 0.9, y: 0.1)))
    grid.window.send(GamepadEvent(pad: 0, .stick(x: 1, y: 0)))
    grid.window.send(GamepadEvent(pad: 0, .stick(x: 0.4, y: 0)))
    #expect(grid.window.focusedView === grid.buttons[1], "one step for one lean, however it wavers")
    grid.window.send(GamepadEvent(pad: 0, .stick(x: 0, y: 0)))
    grid.window.send(GamepadEvent(pad: 0, .stick(x: 0, y: 0.8)))
    #expect(grid.window.focusedView === grid.buttons[4])
  }

  @Test("A direction held repeats after a pause, and stops when let go")
  func heldDirectionRepeats() throws {
    let clock = ManualClock()
    let window = Window(size: Size(width: 400, height: 2000), clock: clock)
    let controller = ViewController()
    window.rootViewController = controller
    let buttons = (0..<10).map { index in
      let button = Button(
        title: "\(index)", frame: Rect(x: 20, y: 20 + Double(index) * 100, width: 100, height: 60))
      controller.view.addSubview(button)
      return button
    }
    window.focus(buttons[0])
    window.send(GamepadEvent(pad: 0, .pressed(.dpadDown)))
    #expect(window.focusedView === buttons[1])
    clock.advance(by: 0.3)
    window.fireDueTimers()
    #expect(window.focusedView === buttons[1], "no repeat before the pause")
    clock.advance(by: 0.2)
    window.fireDueTimers()
    #expect(window.focusedView === buttons[2])
    clock.advance(by: 0.125)
    window.fireDueTimers()
    #expect(window.focusedView === buttons[3])
    window.send(GamepadEvent(pad: 0, .released(.dpadDown)))
    clock.advance(by: 2)
    window.fireDueTimers()
    #expect(window.focusedView === buttons[3], "no repeat once let go")
  }

  @Test("Up and down move through a focused list; left and right leave it")
  func dpadInList() {
    let window = Window(size: Size(width: 600, height: 400), clock: ManualClock())
    let controller = ViewController()
    window.rootViewController = controller
    let list = ListView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
    list.numberOfRows = { 20 }
    var opened: [Int] = []
    list.onOpen = { opened.append($0) }
    let button = Button(title: "Beside", frame: Rect(x: 350, y: 20, width: 200, height: 60))
    controller.view.addSubview(list)
    controller.view.addSubview(button)
    window.focus(list)

    window.send(GamepadEvent(pad: 0, .pressed(.dpadDown)))
    window.send(GamepadEvent(pad: 0, .pressed(.dpadDown)))
    #expect(list.selectedIndex == 1)
    window.send(GamepadEvent(pad: 0, .pressed(.faceSouth)))
    #expect(opened == [1], "south opens the selected row")
    window.send(GamepadEvent(pad: 0, .pressed(.dpadRight)))
    #expect(window.focusedView === button)
  }

  @Test("What the focus does not take goes to the controllers, with the pad that pressed it")
  func controllersGetTheRest() {
    let grid = makeGrid()
    grid.window.send(GamepadEvent(pad: 1, .pressed(.faceEast)))
    grid.window.send(GamepadEvent(pad: 0, .pressed(.start)))
    grid.window.send(GamepadEvent(pad: 0, .pressed(.faceSouth)))
    #expect(
      grid.controller.presses == [
        .init(pad: 1, button: .faceEast), .init(pad: 0, button: .start), .init(pad: 0, button: .faceSouth),
      ])
    #expect(grid.presses.names.isEmpty, "south with nothing focused presses nothing")
  }

  @Test("The east button goes back in a navigation controller when no controller takes it")
  func eastGoesBack() {
    let window = Window(size: Size(width: 600, height: 400), clock: ManualClock())
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    window.rootViewController = navigation
    navigation.push(ViewController(), animated: false)
    #expect(navigation.viewControllers.count == 2)
    window.send(GamepadEvent(pad: 0, .pressed(.faceEast)))
    window.animator.finishAll()
    #expect(navigation.viewControllers.count == 1)
  }

  /// An alert asking Keep or Delete, with the focus on Delete as presented, over a controller
  /// noting the presses that reach it.
  private func makeAlert() -> (Window, AlertController, PadRecordingController, PressLog) {
    let window = Window(size: Size(width: 600, height: 400), clock: ManualClock())
    let controller = PadRecordingController()
    window.rootViewController = controller
    let chosen = PressLog()
    let alert = AlertController.confirmation(
      title: "Delete?", message: nil, confirmTitle: "Delete", cancelTitle: "Keep",
      onCancel: { chosen.names.append("keep") }, onConfirm: { chosen.names.append("delete") })
    alert.present(in: window)
    return (window, alert, controller, chosen)
  }

  @Test("An alert in front: east cancels it, and nothing behind it hears the pad")
  func eastCancelsAlert() {
    let (window, alert, controller, chosen) = makeAlert()
    window.send(GamepadEvent(pad: 0, .pressed(.faceEast)))
    #expect(chosen.names == ["keep"])
    #expect(!alert.isPresented)
    #expect(controller.presses.isEmpty)
  }

  @Test("An alert in front: the d-pad moves between its buttons and south presses the one focused")
  func dpadAndSouthAnswerAlert() throws {
    let (window, alert, controller, chosen) = makeAlert()
    let keep = try #require(alert.button(for: alert.actions[0]))
    window.send(GamepadEvent(pad: 0, .pressed(.dpadLeft)))
    #expect(window.focusedView === keep)
    window.send(GamepadEvent(pad: 0, .pressed(.faceSouth)))
    #expect(chosen.names == ["keep"])
    #expect(controller.presses.isEmpty)
  }

  @Test("Pads connect with the index they are given and disconnect, and the observer hears each")
  func connections() {
    let window = Window(size: Size(width: 600, height: 400), clock: ManualClock())
    var heard: [GamepadEvent] = []
    window.gamepadObserver = { heard.append($0) }
    window.send(GamepadEvent(pad: 0, .connected(Gamepad(index: 0, name: "One", style: .playStation))))
    window.send(GamepadEvent(pad: 1, .connected(Gamepad(index: 1, name: "Two"))))
    #expect(window.gamepads.map(\.name) == ["One", "Two"])
    #expect(window.gamepad(0)?.style == .playStation)
    window.send(GamepadEvent(pad: 0, .disconnected))
    #expect(window.gamepads.map(\.index) == [1])
    #expect(!window.send(GamepadEvent(pad: 5, .disconnected)), "an unknown pad changes nothing")
    #expect(heard.count == 3)
  }
}

/// Notes every gamepad press that reaches it.
@MainActor
final class PadRecordingController: ViewController {
  struct Press: Equatable {
    var pad: Int
    var button: GamepadButton
  }

  var presses: [Press] = []

  override func handleGamepad(_ event: GamepadEvent) -> Bool {
    guard let button = event.pressedButton else { return false }
    presses.append(Press(pad: event.pad, button: button))
    return true
  }
}
