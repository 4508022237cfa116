import GameCore
import RPSApp
import Testing
import ViewKit

/// Notes every size that `setup(size:)` received.
@MainActor
final class SetupRecordingController: RockPaperScissorsController {
  var setupSizes: [Size] = []

  init(seed: UInt64 = 1) {
    super.init(game: Game(opponent: RandomOpponent(seed: seed)))
  }

  override func setup(size: Size) {
    setupSizes.append(size)
    super.setup(size: size)
  }
}

@MainActor
struct GameScreen {
  let window: Window
  let clock: ManualClock
  let game: GameController
  let play: SetupRecordingController

  init(size: Size) {
    clock = ManualClock()
    window = Window(size: size, clock: clock, appearance: Theme.appearance)
    play = SetupRecordingController()
    game = GameController(rockPaperScissorsController: play)
    window.rootViewController = NavigationController(rootViewController: game)
  }

  /// The game containers that are in the window's tree now.
  var containersInTree: [View] {
    [game.portraitView, game.landscapeView].filter { $0.window === window }
  }

  func finishAnimations() {
    clock.advance(by: 1)
    window.animator.update()
  }
}

@MainActor
@Suite("Game controller: portrait and landscape containers")
struct GameControllerTests {
  static let landscape = Size(width: 960, height: 600)
  static let portrait = Size(width: 600, height: 960)

  @Test(
    "Loaded in landscape: only the landscape container, the game in its holder, set up at the holder's size")
  func loadsInLandscape() {
    let screen = GameScreen(size: Self.landscape)

    #expect(screen.containersInTree.count == 1)
    #expect(screen.containersInTree.first === screen.game.landscapeView)
    #expect(screen.play.view.superview === screen.game.landscapeHolderView)
    #expect(screen.play.setupSizes == [screen.game.landscapeHolderView.frame.size])
    #expect(screen.game.landscapeHolderView.frame.size.width > 300)
    #expect(screen.play.view.frame.size == screen.game.landscapeHolderView.frame.size)
  }

  @Test(
    "Loaded in portrait: only the portrait container, the game in its holder, set up at the holder's size")
  func loadsInPortrait() {
    let screen = GameScreen(size: Self.portrait)

    #expect(screen.containersInTree.count == 1)
    #expect(screen.containersInTree.first === screen.game.portraitView)
    #expect(screen.play.view.superview === screen.game.portraitHolderView)
    #expect(screen.play.setupSizes == [screen.game.portraitHolderView.frame.size])
    #expect(screen.play.shape == .tall)
  }

  @Test(
    "Portrait → landscape → portrait swaps the containers and sets up each time; other resizes do neither")
  func swapsOnEveryRotationOnly() {
    let screen = GameScreen(size: Self.portrait)

    screen.window.resize(to: Size(width: 640, height: 1000))
    #expect(screen.play.setupSizes.count == 1, "a resize that stays portrait does not set up again")
    #expect(
      screen.play.view.frame.size == screen.game.portraitHolderView.frame.size,
      "but the game follows the holder")

    screen.window.resize(to: Self.landscape)
    #expect(
      screen.containersInTree.map { ObjectIdentifier($0) } == [ObjectIdentifier(screen.game.landscapeView)])
    #expect(screen.play.view.superview === screen.game.landscapeHolderView)
    #expect(screen.play.setupSizes.count == 2)
    #expect(screen.play.setupSizes.last == screen.game.landscapeHolderView.frame.size)
    screen.finishAnimations()

    screen.window.resize(to: Size(width: 1100, height: 700))
    #expect(screen.play.setupSizes.count == 2)

    screen.window.resize(to: Self.portrait)
    #expect(screen.containersInTree.first === screen.game.portraitView)
    #expect(screen.containersInTree.count == 1)
    #expect(screen.play.setupSizes.count == 3)
    #expect(screen.play.setupSizes.last == screen.game.portraitHolderView.frame.size)
  }

  @Test("The frame drawn right after a rotation already shows the new container at the window's size")
  func firstFrameAfterRotation() {
    let screen = GameScreen(size: Self.landscape)
    screen.window.resize(to: Self.portrait)

    let canvas = RecordingCanvas()
    screen.window.render(on: canvas)

    #expect(screen.game.portraitView.presentationFrame.size == screen.game.view.frame.size)
    #expect(canvas.texts.contains("ROCK · PAPER · SCISSORS"), "the portrait marquee is drawn")
    #expect(screen.play.view.presentationFrame.size == screen.game.portraitHolderView.frame.size)
  }

  @Test(
    "Portrait puts the throw buttons in a row under the board; landscape stacks them in a column beside it")
  func arrangementsDiffer() {
    let tall = GameArrangement(size: Size(width: 560, height: 760), buttonCount: 3)
    let wide = GameArrangement(size: Size(width: 800, height: 480), buttonCount: 3)

    #expect(Set(tall.throwButtons.map(\.minY)).count == 1, "one row")
    #expect(tall.throwButtons[0].minY > tall.playerCard.maxY)
    #expect(tall.scoreboard.maxY <= tall.playerCard.minY, "scoreboard above the board")
    #expect(Set(wide.throwButtons.map(\.minX)).count == 1, "one column")
    #expect(wide.throwButtons[0].minX > wide.computerCard.maxX, "buttons beside the board")
    #expect(wide.scoreboard.minX > wide.computerCard.maxX, "scoreboard beside the board")
  }

  @Test("At every size from tiny to huge, the parts are finite, inside the game and do not overlap")
  func arrangementsStayInside() {
    for size in [
      Size(width: 280, height: 300), Size(width: 300, height: 280), Size(width: 2400, height: 1300),
      Size(width: 1300, height: 2400), Size(width: 50, height: 50),
    ] {
      let arrangement = GameArrangement(size: size, buttonCount: 3)
      let bounds = Rect(origin: .zero, size: size)
      let parts =
        [arrangement.scoreboard, arrangement.playerCard, arrangement.computerCard, arrangement.result]
        + arrangement.throwButtons
      for part in parts where size.width >= 280 {
        #expect(part.isFinite)
        #expect(bounds.contains(part), "\(part) outside \(size)")
      }
      for (index, part) in parts.enumerated() where size.width >= 280 {
        for other in parts[(index + 1)...] {
          #expect(part.intersection(other).isEmpty, "\(part) overlaps \(other) at \(size)")
        }
      }
    }
  }
}
