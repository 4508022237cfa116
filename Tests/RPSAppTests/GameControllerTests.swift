import BenchmarkBots
import GameCore
import Opponents
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
    play.quickThrows = true
    game = GameController(hosting: play)
    game.banner = Banner(for: play.game.match)
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
    "Portrait → landscape → portrait swaps the containers and sets up the game for the new holder each time")
  func swapsOnEveryRotation() {
    let screen = GameScreen(size: Self.portrait)

    screen.window.resize(to: Self.landscape)
    #expect(
      screen.containersInTree.map { ObjectIdentifier($0) } == [ObjectIdentifier(screen.game.landscapeView)])
    #expect(screen.play.view.superview === screen.game.landscapeHolderView)
    #expect(screen.play.setupSizes.count == 2)
    #expect(screen.play.setupSizes.last == screen.game.landscapeHolderView.frame.size)
    #expect(screen.play.shape == .wide)
    screen.finishAnimations()

    screen.window.resize(to: Self.portrait)
    #expect(screen.containersInTree.first === screen.game.portraitView)
    #expect(screen.containersInTree.count == 1)
    #expect(screen.play.setupSizes.count == 3)
    #expect(screen.play.setupSizes.last == screen.game.portraitHolderView.frame.size)
    #expect(screen.play.shape == .tall)
  }

  @Test("A resize that keeps the orientation sets the game up again at its holder's new size")
  func resizeWithoutRotationSetsUpAgain() {
    let screen = GameScreen(size: Self.portrait)

    screen.window.resize(to: Size(width: 640, height: 1000))

    #expect(screen.containersInTree.first === screen.game.portraitView)
    #expect(screen.play.setupSizes.count == 2)
    #expect(screen.play.setupSizes.last == screen.game.portraitHolderView.frame.size)
    #expect(screen.play.view.frame.size == screen.game.portraitHolderView.frame.size)
  }

  @Test("A wide window narrowed until its game holder is tall, without turning, gets the tall arrangement")
  func holderTurningTallWithoutRotation() {
    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions())
    let window = Window(
      size: Size(width: 2000, height: 1000), clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split
    #expect(screens.play.shape == .wide)

    window.resize(to: Size(width: 1010, height: 1000))
    window.rootView.layoutIfNeeded()

    let holder = screens.game.landscapeHolderView.frame.size
    #expect(window.orientation.isLandscape, "no rotation happened")
    #expect(holder.height > holder.width, "the holder beside the history is tall: \(holder)")
    #expect(screens.play.shape == .tall)
    #expect(screens.play.view.frame.size == holder)
  }

  @Test("setup(size:) runs exactly once for each change of the holder's size, and for nothing else")
  func setupOncePerHolderChange() {
    let screen = GameScreen(size: Self.landscape)
    var holderSizes = [screen.game.landscapeHolderView.frame.size]
    func holderSize() -> Size {
      screen.window.orientation.isLandscape
        ? screen.game.landscapeHolderView.frame.size : screen.game.portraitHolderView.frame.size
    }
    let steps: [() -> Void] = [
      { screen.window.resize(to: Size(width: 1000, height: 620)) },
      { screen.window.resize(to: Size(width: 1000, height: 620)) },
      { screen.play.playerThrew(.rock) },
      { screen.window.resize(to: Size(width: 700, height: 1000)) },
      { screen.finishAnimations() },
      { screen.window.render(on: RecordingCanvas()) },
      { screen.window.resize(to: Size(width: 720, height: 1000)) },
      { screen.play.toggleInsight() },
      { screen.window.resize(to: Size(width: 1200, height: 700)) },
      { screen.finishAnimations() },
      { screen.window.resize(to: Size(width: 1200, height: 701)) },
    ]

    for step in steps {
      step()
      screen.window.rootView.layoutIfNeeded()
      if holderSize() != holderSizes.last { holderSizes.append(holderSize()) }
    }

    #expect(screen.play.setupSizes == holderSizes)
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
      for part in parts {
        #expect(part.isFinite)
        #expect(part.width >= 0 && part.height >= 0, "\(part) has a negative size at \(size)")
      }
      // Below the window's smallest size the parts may leave the game, but never go wild.
      guard size.width >= 280 else { continue }
      for part in parts {
        #expect(bounds.contains(part), "\(part) outside \(size)")
      }
      for (index, part) in parts.enumerated() {
        for other in parts[(index + 1)...] {
          #expect(part.intersection(other).isEmpty, "\(part) overlaps \(other) at \(size)")
        }
      }
    }
  }
}
