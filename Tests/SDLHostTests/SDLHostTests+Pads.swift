import CSDL2
import Foundation
import GameCore
import RPSApp
import Testing
import ViewKit

@testable import SDLHost

/// Gamepads and fingers through SDL itself: a virtual game controller attached with
/// `SDL_JoystickAttachVirtualEx` and finger events pushed into SDL's queue. In the serialized
/// SDL suite, as every test that opens a host.
extension SDLHostTests {
  /// The game `rps ARGUMENTS` opens, in an offscreen host of `size`, with the gamepad commands
  /// as `rps` wires them, its first events handled.
  func hostedGame(
    _ arguments: [String], size: Size, idiom: UserInterfaceIdiom = .pad
  ) throws -> (SDLHost, Screens, GamepadCommands) {
    let screens = RockPaperScissorsApp.makeScreens(options: try CommandLineParser.parse(arguments))
    let configuration = HostConfiguration(
      title: "test", size: size, assetsDirectory: Self.assets, offscreen: true, idiom: idiom,
      appearance: Theme.appearance)
    let host = try SDLHost(configuration: configuration, rootViewController: screens.split)
    let commands = GamepadCommands(window: host.window, screens: screens, commands: nil)
    host.processPendingEvents()
    return (host, screens, commands)
  }

  /// The game in an offscreen host, with the gamepad commands as `rps` wires them.
  private func makePadHost(
    size: Size = Size(width: 1024, height: 768)
  ) throws -> (SDLHost, Screens, GamepadCommands) {
    let (host, screens, commands) = try hostedGame(["--seed", "3"], size: size)
    screens.play.quickThrows = true
    return (host, screens, commands)
  }

  /// A virtual pad with every button and axis of a game controller; returns its device index.
  /// `vendor` and `product` are USB ids, from which SDL tells the pad's type.
  func attachVirtualPad(named name: String, vendor: UInt16 = 0, product: UInt16 = 0) throws -> Int32 {
    var description = SDL_VirtualJoystickDesc()
    description.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
    description.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
    description.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
    description.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
    description.button_mask = (1 << UInt32(SDL_CONTROLLER_BUTTON_MAX.rawValue)) - 1
    description.axis_mask = (1 << UInt32(SDL_CONTROLLER_AXIS_MAX.rawValue)) - 1
    description.vendor_id = vendor
    description.product_id = product
    let copied = strdup(name)
    defer { free(copied) }
    description.name = UnsafePointer(copied)
    let index = SDL_JoystickAttachVirtualEx(&description)
    try #require(index >= 0, "attach failed: \(String(cString: SDL_GetError()))")
    return index
  }

  /// The opened joystick behind the virtual pad at `deviceIndex`.
  func joystick(at deviceIndex: Int32) throws -> OpaquePointer {
    try #require(SDL_JoystickFromInstanceID(SDL_JoystickGetDeviceInstanceID(deviceIndex)))
  }

  /// Presses and releases a controller button of the virtual pad, each followed by SDL's loop.
  func press(_ button: SDL_GameControllerButton, on joystick: OpaquePointer, host: SDLHost) {
    SDL_JoystickSetVirtualButton(joystick, button.rawValue, 1)
    host.processPendingEvents()
    SDL_JoystickSetVirtualButton(joystick, button.rawValue, 0)
    host.processPendingEvents()
  }

  @Test(
    "A virtual pad is opened as a game controller: plugged in with a notice, its buttons throw, unplugged with a notice"
  )
  func virtualPadThrows() throws {
    let (host, screens, commands) = try makePadHost()
    defer { host.close() }
    defer { withExtendedLifetime(commands) {} }

    let device = try attachVirtualPad(named: "Virtual Test Pad")
    host.processPendingEvents()
    #expect(host.window.gamepads.map(\.name) == ["Virtual Test Pad"])
    #expect(host.window.gamepads.first?.index == 0)
    #expect(screens.split.noticeButton.title == "Controller connected: Virtual Test Pad")

    let pad = try joystick(at: device)
    press(SDL_CONTROLLER_BUTTON_A, on: pad, host: host)
    #expect(screens.play.lastRound?.player == .rock, "south throws rock")
    press(SDL_CONTROLLER_BUTTON_B, on: pad, host: host)
    #expect(screens.play.lastRound?.player == .paper, "east throws paper")
    press(SDL_CONTROLLER_BUTTON_X, on: pad, host: host)
    #expect(screens.play.lastRound?.player == .scissors, "west throws scissors")
    #expect(screens.play.game.match.rounds.count == 3)

    SDL_JoystickDetachVirtual(device)
    host.processPendingEvents()
    #expect(host.window.gamepads.isEmpty)
    #expect(screens.split.noticeButton.title == "Controller disconnected: Virtual Test Pad")
  }

  @Test("A virtual pad's d-pad and stick move the focus, and its south button presses what is focused")
  func virtualPadNavigates() throws {
    let (host, screens, commands) = try makePadHost()
    defer { host.close() }
    defer { withExtendedLifetime(commands) {} }
    let device = try attachVirtualPad(named: "Navigator")
    defer { SDL_JoystickDetachVirtual(device) }
    host.processPendingEvents()
    let pad = try joystick(at: device)

    let paper = try #require(host.window.rootView.descendant(identifiedBy: "throw-paper"))
    let scissors = try #require(host.window.rootView.descendant(identifiedBy: "throw-scissors"))
    for _ in 0..<20 where host.window.focusedView !== paper {
      press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT, on: pad, host: host)
    }
    #expect(host.window.focusedView === paper)

    // The stick leans right and comes back: one step.
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_LEFTX.rawValue, 30000)
    host.processPendingEvents()
    SDL_JoystickSetVirtualAxis(pad, SDL_CONTROLLER_AXIS_LEFTX.rawValue, 0)
    host.processPendingEvents()
    #expect(host.window.focusedView === scissors)

    press(SDL_CONTROLLER_BUTTON_A, on: pad, host: host)
    #expect(screens.play.lastRound?.player == .scissors, "south pressed the focused Scissors")
  }

  @Test("Two pads take indexes 0 and 1; the first unplugged and plugged again takes 0 back")
  func padIndexes() throws {
    let (host, _, commands) = try makePadHost()
    defer { host.close() }
    defer { withExtendedLifetime(commands) {} }
    let first = try attachVirtualPad(named: "Left")
    host.processPendingEvents()
    let second = try attachVirtualPad(named: "Right")
    defer { SDL_JoystickDetachVirtual(second) }
    host.processPendingEvents()
    #expect(host.window.gamepads.map(\.name) == ["Left", "Right"])
    #expect(host.window.gamepads.map(\.index) == [0, 1])

    SDL_JoystickDetachVirtual(first)
    host.processPendingEvents()
    let again = try attachVirtualPad(named: "Left again")
    defer { SDL_JoystickDetachVirtual(again) }
    host.processPendingEvents()
    #expect(host.window.gamepad(0)?.name == "Left again")
    #expect(host.window.gamepad(1)?.name == "Right")
  }

  @Test(
    "A PlayStation pad (by its USB ids) names the throw buttons Cross, Circle and Square; a Nintendo pad B, A and Y"
  )
  func virtualPadNames() throws {
    let (host, _, commands) = try makePadHost()
    defer { host.close() }
    defer { withExtendedLifetime(commands) {} }
    func captions() -> [String?] {
      ["rock", "paper", "scissors"].map {
        (host.window.rootView.descendant(identifiedBy: "throw-\($0)") as? Button)?.caption
      }
    }
    let sony = try attachVirtualPad(named: "Wireless Controller", vendor: 0x054c, product: 0x09cc)
    host.processPendingEvents()
    #expect(captions() == ["Cross", "Circle", "Square"])
    SDL_JoystickDetachVirtual(sony)
    host.processPendingEvents()
    let nintendo = try attachVirtualPad(named: "Pro Controller", vendor: 0x057e, product: 0x2009)
    defer { SDL_JoystickDetachVirtual(nintendo) }
    host.processPendingEvents()
    #expect(captions() == ["B", "A", "Y"])
  }

  /// A finger event as a touch screen sends it, at `point` in window points.
  func pushFinger(_ type: SDL_EventType, id: Int64, at point: Point, in host: SDLHost) {
    var event = SDL_Event()
    event.tfinger.type = type.rawValue
    event.tfinger.timestamp = SDL_GetTicks()
    event.tfinger.touchId = 1
    event.tfinger.fingerId = id
    event.tfinger.x = Float(point.x / host.window.size.width)
    event.tfinger.y = Float(point.y / host.window.size.height)
    event.tfinger.pressure = 1
    SDL_PushEvent(&event)
  }

  func center(of identifier: String, in host: SDLHost) throws -> Point {
    let view = try #require(host.window.rootView.descendant(identifiedBy: identifier))
    return view.convert(view.bounds, to: nil).center
  }

  @Test("Two fingers put down together press two throw buttons at once; each lift throws its own")
  func twoFingers() throws {
    let (host, screens, commands) = try makePadHost()
    defer { host.close() }
    defer { withExtendedLifetime(commands) {} }
    let rock = try center(of: "throw-rock", in: host)
    let paper = try center(of: "throw-paper", in: host)

    pushFinger(SDL_FINGERDOWN, id: 11, at: rock, in: host)
    pushFinger(SDL_FINGERDOWN, id: 12, at: paper, in: host)
    host.processPendingEvents()
    let buttons = ["throw-rock", "throw-paper"].compactMap {
      host.window.rootView.descendant(identifiedBy: $0) as? Button
    }
    #expect(buttons.count == 2 && buttons.allSatisfy(\.isHighlighted), "both held at once")

    pushFinger(SDL_FINGERUP, id: 12, at: paper, in: host)
    pushFinger(SDL_FINGERUP, id: 11, at: rock, in: host)
    host.processPendingEvents()
    #expect(screens.play.game.match.rounds.map(\.player) == [.paper, .rock])
  }

  @Test("A touch screen's copy of a touch as a mouse click is not taken: the touch counts once")
  func touchIsNotAlsoAClick() throws {
    let (host, screens, commands) = try makePadHost()
    defer { host.close() }
    defer { withExtendedLifetime(commands) {} }
    let rock = try center(of: "throw-rock", in: host)
    for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
      var event = SDL_Event()
      event.button.type = type.rawValue
      event.button.which = UInt32.max  // SDL_TOUCH_MOUSEID
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
      event.button.x = Int32(rock.x)
      event.button.y = Int32(rock.y)
      SDL_PushEvent(&event)
    }
    host.processPendingEvents()
    #expect(screens.play.game.match.rounds.isEmpty)
  }

  @Test("SDL's controller types give the names printed on the pad's buttons")
  func padStyles() {
    #expect(SDLHost.style(of: SDL_CONTROLLER_TYPE_PS4) == .playStation)
    #expect(SDLHost.style(of: SDL_CONTROLLER_TYPE_PS5) == .playStation)
    #expect(SDLHost.style(of: SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO) == .nintendo)
    #expect(SDLHost.style(of: SDL_CONTROLLER_TYPE_XBOXONE) == .xbox)
    #expect(SDLHost.style(of: SDL_CONTROLLER_TYPE_VIRTUAL) == .xbox)
    #expect(SDLHost.displayName("Pad\n\u{7}with\tjunk") == "Padwithjunk")
    #expect(SDLHost.displayName(nil) == "Gamepad")
  }
}
