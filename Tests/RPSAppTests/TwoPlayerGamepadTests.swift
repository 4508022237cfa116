import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

/// Two people on one screen with a pad each: the app's screens in a window with the gamepad
/// commands as `rps` wires them, and a recorder for the rumble.
@MainActor
private struct TwoPadBoard {
  let window: Window
  let screens: Screens
  let gamepads: GamepadCommands
  let rumble = PadRumbleRecorder()
  let temporary: TemporaryFolder

  init(
    _ arguments: [String] = [], size: Size = Size(width: 1024, height: 768), idiom: UserInterfaceIdiom = .pad
  ) throws {
    temporary = try TemporaryFolder()
    let options = try CommandLineParser.parse(["--players", "2", "--names", "Ana,Ben"] + arguments)
    screens = RockPaperScissorsApp.makeScreens(options: options, store: HistoryStore(folder: temporary.url))
    screens.twoPlayer.quickThrows = true
    window = Window(size: size, idiom: idiom, clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split
    gamepads = GamepadCommands(window: window, screens: screens, commands: nil)
    screens.twoPlayer.rumble = rumble
    window.animator.finishAll()
    window.render(on: RecordingCanvas())
  }

  func plugIn(_ index: Int, style: GamepadStyle = .xbox, canRumble: Bool = true) {
    window.send(
      GamepadEvent(
        pad: index,
        .connected(Gamepad(index: index, name: "Pad \(index)", style: style, canRumble: canRumble))))
  }

  /// Plugs in pads 0 and 1, one for each player.
  func plugInPadForEachPlayer() {
    plugIn(0)
    plugIn(1)
  }

  /// The left player's pad (0) presses `left`, then the right player's (1) presses `right`.
  func pressOnEachPad(left: GamepadButton, right: GamepadButton) {
    press(left, pad: 0)
    press(right, pad: 1)
  }

  func press(_ button: GamepadButton, pad: Int) {
    window.send(GamepadEvent(pad: pad, .pressed(button)))
    window.send(GamepadEvent(pad: pad, .released(button)))
  }

  func captions(of side: PlayerSide) -> [String?] {
    screens.twoPlayer.match.rules.moves.map { move in
      (window.rootView.descendant(identifiedBy: "\(side.rawValue)-throw-\(move.name.lowercased())") as? Button)?
        .caption
    }
  }
}

@MainActor
private final class PadRumbleRecorder: GamepadRumbling {
  var rumbles: [Int] = []
  func rumble(pad index: Int, strength: Double, seconds: Double) { rumbles.append(index) }
}

@MainActor
@Suite("Two players on gamepads")
struct TwoPlayerGamepadTests {
  @Test("The first pad throws for the left player and the second for the right")
  func padsThrowForTheirPlayer() throws {
    let board = try TwoPadBoard()
    board.plugInPadForEachPlayer()

    board.press(.faceEast, pad: 1)
    #expect(board.screens.twoPlayer.headToHead.hasThrown(.right))
    #expect(!board.screens.twoPlayer.headToHead.hasThrown(.left))
    board.press(.faceSouth, pad: 0)

    #expect(board.screens.twoPlayer.match.rounds == [Round(player: .rock, computer: .paper, rules: .classic)])
  }

  @Test("With Spock and lizard, each pad's shoulders throw Spock and lizard for its own player")
  func shouldersInRpsls() throws {
    let board = try TwoPadBoard(["--rules", "rpsls"])
    board.plugInPadForEachPlayer()

    board.pressOnEachPad(left: .leftShoulder, right: .rightShoulder)

    #expect(board.screens.twoPlayer.match.rounds.last?.player == .spock)
    #expect(board.screens.twoPlayer.match.rounds.last?.computer == .lizard)
  }

  @Test("South throws on the board even when the d-pad left a throw button focused, and puts the focus away")
  func southThrowsBeforeTheFocus() throws {
    let board = try TwoPadBoard()
    board.plugInPadForEachPlayer()
    let leftPaper = board.window.rootView.descendant(identifiedBy: "left-throw-paper")
    for _ in 0..<20 where board.window.focusedView !== leftPaper { board.press(.dpadRight, pad: 0) }
    #expect(board.window.focusedView === leftPaper)

    board.press(.faceSouth, pad: 1)

    #expect(board.screens.twoPlayer.headToHead.hasThrown(.right), "the right player threw rock")
    #expect(!board.screens.twoPlayer.headToHead.hasThrown(.left), "the focused left Paper was not pressed")
    #expect(board.window.focusedView == nil)
  }

  @Test("A third pad throws for no one; a held button's repeat throws nothing")
  func thirdPadAndRepeats() throws {
    let board = try TwoPadBoard()
    board.plugIn(2)

    board.press(.faceSouth, pad: 2)
    board.window.send(GamepadEvent(pad: 0, .pressed(.faceSouth), isRepeat: true))

    #expect(!board.screens.twoPlayer.headToHead.hasThrown(.left))
    #expect(!board.screens.twoPlayer.headToHead.hasThrown(.right))
  }

  @Test("After the match the face buttons are the focus's again: south presses a focused New match")
  func newMatchByPad() throws {
    let board = try TwoPadBoard(["--first-to", "1"])
    board.plugIn(0)
    board.press(.faceSouth, pad: 0)
    board.screens.twoPlayer.throwMove(.scissors, by: .right)
    #expect(board.screens.twoPlayer.match.isOver)
    board.window.render(on: RecordingCanvas())

    let newMatch = try #require(board.window.rootView.descendant(identifiedBy: "new-match"))
    board.window.focus(newMatch)
    board.press(.faceSouth, pad: 0)

    #expect(board.screens.twoPlayer.match.rounds.isEmpty, "a new match began")
  }

  @Test("Start opens the two-player options; with them in front, south no longer throws")
  func startOpensOptions() throws {
    let board = try TwoPadBoard()
    board.plugIn(0)

    board.press(.start, pad: 0)
    board.window.animator.finishAll()

    #expect(board.window.overlays.last === board.screens.twoPlayerOptionsPopover)
    board.press(.faceWest, pad: 0)
    #expect(!board.screens.twoPlayer.headToHead.hasThrown(.left))
  }

  @Test("On a phone, tapped, the players' buttons show no keys; a pad's button names still show")
  func phoneShowsNoKeys() throws {
    let board = try TwoPadBoard(size: Size(width: 390, height: 844), idiom: .phone)
    #expect(board.captions(of: .left) == [nil, nil, nil])
    #expect(board.captions(of: .right) == [nil, nil, nil])

    board.plugIn(1, style: .playStation)
    #expect(board.captions(of: .right) == ["Cross", "Circle", "Square"])
  }

  @Test("Each player's buttons show their own pad's button names while it is connected, else their keys")
  func captionsPerPad() throws {
    let board = try TwoPadBoard()
    #expect(board.captions(of: .left) == ["A", "S", "D"])
    #expect(board.captions(of: .right) == ["J", "K", "L"])

    board.plugIn(1, style: .playStation)
    #expect(board.captions(of: .left) == ["A", "S", "D"], "no pad for the left player yet")
    #expect(board.captions(of: .right) == ["Cross", "Circle", "Square"])
    board.plugIn(0, style: .nintendo)
    #expect(board.captions(of: .left) == ["B", "A", "Y"])

    board.window.send(GamepadEvent(pad: 1, .disconnected))
    #expect(board.captions(of: .right) == ["J", "K", "L"])
    #expect(board.captions(of: .left) == ["B", "A", "Y"])
  }

  @Test("A round won with a pad's throw rumbles the winner's pad; a draw or a keyboard throw does not")
  func rumbleForTheWinner() throws {
    let board = try TwoPadBoard(["--first-to", "5"])
    board.plugInPadForEachPlayer()

    board.pressOnEachPad(left: .faceSouth, right: .faceEast)
    #expect(board.rumble.rumbles == [1], "paper beat rock: the right player's pad")
    board.pressOnEachPad(left: .faceSouth, right: .faceSouth)
    #expect(board.rumble.rumbles == [1], "a draw")
    board.screens.twoPlayer.throwMove(.paper, by: .left)
    board.press(.faceSouth, pad: 1)
    #expect(board.rumble.rumbles == [1], "the winner threw with the keyboard")
    board.pressOnEachPad(left: .faceWest, right: .faceEast)
    #expect(board.rumble.rumbles == [1, 0])
  }
}
