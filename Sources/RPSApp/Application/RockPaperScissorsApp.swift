import Foundation
import GameCore
import SDLHost
import ViewKit

/// The game as a program: reads the command line, builds the screens, and opens the window or
/// renders a screenshot.
public enum RockPaperScissorsApp {
  /// Runs `rps` with the arguments after the program name and returns the exit status:
  /// 0 done, 1 could not run (no display, missing assets), 2 bad command line.
  @MainActor
  public static func run(arguments: [String]) -> Int32 {
    let options: CommandLineOptions
    do {
      options = try CommandLineParser.parse(arguments)
    } catch {
      printError(error.description)
      return 2
    }
    switch options.action {
    case .help:
      print(HelpText.usage)
      return 0
    case .version:
      print("rps \(HelpText.version)")
      return 0
    case .tournament(let tournament):
      return runTournament(tournament)
    case .engine(let engine):
      return runEngine(engine)
    case .play, .screenshot:
      break
    }
    let assets: String
    switch AssetLocator.locate() {
    case .success(let folder): assets = folder
    case .failure(let error):
      printError("rps: \(error)")
      return 1
    }
    let screens = makeScreens(options: options)
    var offscreen = false
    if case .screenshot = options.action { offscreen = true }
    let configuration = HostConfiguration(
      title: "Rock Paper Scissors", size: options.size, scale: options.scale, assetsDirectory: assets,
      offscreen: offscreen)
    let host: SDLHost
    do {
      host = try SDLHost(configuration: configuration, rootViewController: screens.root)
    } catch {
      printError("rps: \(error)")
      return 1
    }
    defer { host.close() }
    if case .screenshot(let path) = options.action {
      // The screenshot shows the finished layout, not the first frame of an animation.
      host.window.animator.finishAll()
      do {
        try host.saveScreenshot(to: path)
      } catch {
        printError("rps: \(error)")
        return 1
      }
      return 0
    }
    host.run()
    return 0
  }

  /// The screens of the game, wired together, with the command line's throws already played.
  @MainActor
  public static func makeScreens(options: CommandLineOptions) -> (root: ViewController, game: GameController)
  {
    let opponent = options.seed.map { RandomOpponent(seed: $0) } ?? RandomOpponent(generator: .unseeded())
    let play = RockPaperScissorsController(game: Game(opponent: opponent))
    let game = GameController(rockPaperScissorsController: play)
    for move in options.moves {
      if play.game.match.isOver { play.startNewMatch() }
      play.playerThrew(move)
    }
    return (NavigationController(rootViewController: game), game)
  }

  static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
