import CSDL2
import Foundation
import GameCore
import RPSApp
import Testing
import ViewKit

@testable import SDLHost

/// The two-player board through SDL itself: two virtual game controllers, one per player, and
/// two fingers on the two players' buttons at once, side by side and face to face.
extension SDLHostTests {
  /// The two-player board in an offscreen host, with the gamepad commands as `rps` wires them.
  private func makeTwoPlayerHost(
    size: Size = Size(width: 1024, height: 768), idiom: UserInterfaceIdiom = .pad
  ) throws -> (SDLHost, Screens, GamepadCommands) {
    let (host, screens, commands) = try hostedGame(
      ["--players", "2", "--names", "Ana,Ben"], size: size, idiom: idiom)
    screens.twoPlayer.quickThrows = true
    return (host, screens, commands)
  }

  @Test("Two virtual pads throw for the two players: the first for the left, the second for the right")
  func twoVirtualPadsThrowForTwoPlayers() throws {
    let (host, screens, commands) = try makeTwoPlayerHost()
    defer { host.close() }
    defer { withExtendedLifetime(commands) {} }
    let first = try attachVirtualPad(named: "Left pad")
    defer { SDL_JoystickDetachVirtual(first) }
    host.processPendingEvents()
    let second = try attachVirtualPad(named: "Right pad", vendor: 0x054c, product: 0x09cc)
    defer { SDL_JoystickDetachVirtual(second) }
    host.processPendingEvents()
    let rightRock = host.window.rootView.descendant(identifiedBy: "right-throw-rock") as? Button
    #expect(rightRock?.caption == "Cross", "the right player's buttons name the PlayStation pad's")

    press(SDL_CONTROLLER_BUTTON_B, on: try joystick(at: second), host: host)
    #expect(screens.twoPlayer.headToHead.hasThrown(.right))
    #expect(!screens.twoPlayer.headToHead.hasThrown(.left))
    press(SDL_CONTROLLER_BUTTON_X, on: try joystick(at: first), host: host)

    #expect(screens.twoPlayer.match.rounds == [Round(player: .scissors, computer: .paper, rules: .classic)])
  }

  @Test(
    "Two fingers press the left and the right player's buttons at once, side by side and face to face",
    arguments: [Size(width: 1024, height: 768), Size(width: 768, height: 1024)])
  func twoFingersTwoPlayers(size: Size) throws {
    let (host, screens, commands) = try makeTwoPlayerHost(size: size)
    defer { host.close() }
    defer { withExtendedLifetime(commands) {} }
    // Where the buttons are drawn: through the top half's half turn in portrait.
    let leftPaper = try center(of: "left-throw-paper", in: host)
    let rightRock = try center(of: "right-throw-rock", in: host)
    if size.height > size.width {
      #expect(rightRock.y < size.height / 2 && leftPaper.y > size.height / 2, "face to face")
    }

    pushFinger(SDL_FINGERDOWN, id: 21, at: leftPaper, in: host)
    pushFinger(SDL_FINGERDOWN, id: 22, at: rightRock, in: host)
    host.processPendingEvents()
    let held = ["left-throw-paper", "right-throw-rock"].compactMap {
      host.window.rootView.descendant(identifiedBy: $0) as? Button
    }
    #expect(held.count == 2 && held.allSatisfy(\.isHighlighted), "both held at once")
    pushFinger(SDL_FINGERUP, id: 22, at: rightRock, in: host)
    pushFinger(SDL_FINGERUP, id: 21, at: leftPaper, in: host)
    host.processPendingEvents()

    #expect(screens.twoPlayer.match.rounds == [Round(player: .paper, computer: .rock, rules: .classic)])
  }
}
