import Foundation
import GameCore
import RPSApp
import Testing
import ViewKit

/// The game on a gamepad: the app's screens in a window, with the window-wide commands and the
/// gamepad commands as `rps` wires them, and a recorder for the rumble.
@MainActor
private struct PadGame {
  let window: Window
  let clock = ManualClock()
  let screens: Screens
  let commands: WindowCommands
  let gamepads: GamepadCommands
  let rumble = RumbleRecorder()

  init(size: Size = Size(width: 1024, height: 768), rules: Rules = .classic) {
    var options = CommandLineOptions()
    options.seed = 5
    options.rules = rules
    let app = RockPaperScissorsApp.assembleForTest(options: options, size: size, clock: clock)
    (screens, window, commands, gamepads) = (app.screens, app.window, app.commands, app.gamepads)
    screens.play.quickThrows = true
    screens.play.rumble = rumble
    window.animator.finishAll()
  }

  func plugIn(_ index: Int, name: String = "Pad", style: GamepadStyle = .xbox, canRumble: Bool = true) {
    window.send(
      GamepadEvent(
        pad: index, .connected(Gamepad(index: index, name: name, style: style, canRumble: canRumble))))
  }

  @discardableResult
  func press(_ button: GamepadButton, pad: Int = 0) -> Bool {
    let used = window.send(GamepadEvent(pad: pad, .pressed(button)))
    window.send(GamepadEvent(pad: pad, .released(button)))
    return used
  }

  var throwCaptions: [String?] {
    screens.play.game.match.rules.moves.map { move in
      (window.rootView.descendant(identifiedBy: "throw-\(move.name.lowercased())") as? Button)?.caption
    }
  }
}

@MainActor
private final class RumbleRecorder: GamepadRumbling {
  var rumbles: [(pad: Int, seconds: Double)] = []
  func rumble(pad index: Int, strength: Double, seconds: Double) { rumbles.append((index, seconds)) }
}

@MainActor
@Suite("Playing with a gamepad")
struct GamepadPlayTests {
  @Test("Face buttons throw: south rock, east paper, west and north scissors")
  func faceButtonsThrow() {
    let game = PadGame()
    game.plugIn(0)
    let expected: [(GamepadButton, Move)] = [
      (.faceSouth, .rock), (.faceEast, .paper), (.faceWest, .scissors), (.faceNorth, .scissors),
    ]
    for (button, move) in expected {
      game.screens.play.startNewMatch()
      #expect(game.press(button))
      #expect(game.screens.play.lastRound?.player == move, "\(button)")
    }
  }

  @Test("With Spock and lizard in play, the left shoulder throws Spock and the right one lizard")
  func shouldersThrowInRPSLS() {
    let game = PadGame(rules: .rockPaperScissorsSpockLizard)
    game.press(.leftShoulder)
    #expect(game.screens.play.lastRound?.player == .spock)
    game.press(.rightShoulder)
    #expect(game.screens.play.lastRound?.player == .lizard)

    let classic = PadGame()
    classic.press(.leftShoulder)
    #expect(classic.screens.play.lastRound == nil, "no Spock in the classic rules")
  }

  @Test("Start opens the options, and east closes them without throwing")
  func startOpensOptions() {
    let game = PadGame()
    game.press(.start)
    #expect(game.window.overlays.last === game.screens.play.optionsPopover)
    game.press(.faceEast)
    #expect(game.window.overlays.isEmpty)
    #expect(game.screens.play.lastRound == nil)
  }

  @Test("Plugging a pad in and out says so, naming it, and the throw buttons show its button names meanwhile")
  func plugNotices() {
    let game = PadGame()
    #expect(game.throwCaptions == ["R or 1", "P or 2", "S or 3"])

    game.plugIn(0, name: "DualSense Wireless Controller", style: .playStation)
    #expect(game.screens.split.noticeButton.title == "Controller connected: DualSense Wireless Controller")
    #expect(!game.screens.split.noticeButton.isHidden)
    #expect(game.throwCaptions == ["Cross", "Circle", "Square"])

    game.window.send(GamepadEvent(pad: 0, .disconnected))
    #expect(game.screens.split.noticeButton.title == "Controller disconnected: DualSense Wireless Controller")
    #expect(game.throwCaptions == ["R or 1", "P or 2", "S or 3"], "the keys again once no pad is left")
  }

  @Test("With two pads, the first one's names are shown, and unplugging it shows the other's")
  func firstPadNamesTheButtons() {
    let game = PadGame()
    game.plugIn(0, style: .nintendo)
    game.plugIn(1, style: .xbox)
    #expect(game.throwCaptions == ["B", "A", "Y"])
    game.window.send(GamepadEvent(pad: 0, .disconnected))
    #expect(game.throwCaptions == ["A", "B", "X"])
  }

  @Test("A round won with a pad's throw rumbles that pad; a loss, or a pad without rumble, does not")
  func rumbleOnWin() {
    let game = PadGame()
    game.plugIn(0)
    game.plugIn(1, canRumble: false)
    var wins = 0
    // Throws in a jumbled order, which the seeded computer cannot read in a few rounds.
    let buttons: [GamepadButton] = [.faceSouth, .faceEast, .faceEast, .faceWest, .faceSouth, .faceWest]
    for round in 0..<12 where !game.screens.play.game.match.isOver {
      game.press(buttons[round % buttons.count], pad: 0)
      if game.screens.play.lastRound?.outcome == .win { wins += 1 }
    }
    #expect(wins > 0, "the seeded computer loses a round to twelve jumbled throws")
    #expect(game.rumble.rumbles.count == wins)
    #expect(game.rumble.rumbles.allSatisfy { $0.pad == 0 })

    game.screens.play.startNewMatch()
    let before = game.rumble.rumbles.count
    for _ in 0..<12 where !game.screens.play.game.match.isOver { game.press(.faceSouth, pad: 1) }
    #expect(game.rumble.rumbles.count == before, "pad 1 has no rumble")
  }

  @Test("Back shows the help, with a gamepad section named as on the pad, and east closes it")
  func backShowsHelp() {
    let game = PadGame()
    game.plugIn(0, style: .playStation)
    game.press(.back)
    #expect(game.commands.help?.gamepadStyle == .playStation)
    let entries = HelpController.entries(for: .classic, gamepadStyle: .playStation)
    #expect(
      entries.contains { $0.keys == "Cross" && $0.summary == "Throw rock, or press the focused control" })
    #expect(entries.contains { $0.keys == "Square or Triangle" && $0.summary == "Throw scissors" })
    game.press(.faceEast)
    #expect(game.commands.help == nil)
    #expect(game.screens.play.lastRound == nil, "closing the help threw nothing")
  }

  @Test("The d-pad reaches the throw buttons and south presses the one focused")
  func dpadToAThrowButton() {
    let game = PadGame()
    let paper = game.window.rootView.descendant(identifiedBy: "throw-paper")
    for _ in 0..<20 where game.window.focusedView !== paper { game.press(.dpadRight) }
    #expect(game.window.focusedView === paper)
    game.press(.faceSouth)
    #expect(game.screens.play.lastRound?.player == .paper, "south presses the focused Paper, not rock")
  }

  @Test(
    "After the d-pad left a control focused, a throw from another face button puts the focus away, and south throws rock again"
  )
  func throwPutsFocusAway() {
    let game = PadGame()
    game.press(.dpadRight)
    #expect(game.window.focusedView != nil)
    game.press(.faceWest)
    #expect(game.window.focusedView == nil)
    game.press(.faceSouth)
    #expect(game.screens.play.lastRound?.player == .rock)
  }
}
