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
    let folder = options.dataDirectory.map { URL(fileURLWithPath: $0) } ?? HistoryStore.defaultFolder()
    let screens = makeScreens(options: options, store: HistoryStore(folder: folder))
    var offscreen = false
    if case .screenshot = options.action { offscreen = true }
    // The game's first frame shows the icon and a picture for every throw of its rules.
    let pictures =
      [Image(named: "icon")]
      + screens.game.rockPaperScissorsController.game.match.rules.moves.map(Theme.image(for:))
    let configuration = HostConfiguration(
      title: "Rock Paper Scissors", size: options.size, scale: options.scale,
      doublesScaleOnLargeDisplays: !options.scaleWasGiven, assetsDirectory: assets,
      offscreen: offscreen,
      minimumSize: Size(width: CommandLineOptions.minimumSide, height: CommandLineOptions.minimumSide),
      idiom: options.device, preloadedImages: pictures, appearance: Theme.appearance)
    let host: SDLHost
    do {
      host = try SDLHost(configuration: configuration, rootViewController: screens.split)
    } catch {
      printError("rps: \(error)")
      return 1
    }
    defer { host.close() }
    screens.keeper.cardRenderer = MatchCardRenderer(host: host)
    if !offscreen {
      // A picture missing or damaged in the window: said once, on standard error and in the
      // window. (A screenshot fails with it instead.)
      host.onAssetFailure = { [weak split = screens.split] error in
        printError("rps: \(error)")
        split?.showNotice("\(error)")
      }
    }
    let commands = WindowCommands(
      window: host.window, controller: host, screens: screens, picturesFolder: PicturesFolder.locate())
    host.keyInterceptor = { [commands] event in commands.handle(event) }
    // Screenshots are silent; a window without a sound device is silent too, not an error.
    let sounds =
      offscreen
      ? nil
      : SoundPlayer(
        directory: assets + "/sounds", names: SoundEffect.allCases.map(\.fileName), muted: options.isMuted)
    defer { sounds?.close() }
    if let sounds {
      screens.game.rockPaperScissorsController.sounds = sounds
      for failure in sounds.failures { printError("rps: cannot load the sound \(failure); it stays silent") }
      commands.onToggleMute = { [unowned sounds] in
        sounds.isMuted.toggle()
        guard sounds.isAvailable else { return "No sound device was found: the game is silent" }
        return sounds.isMuted ? "Sound off (M turns it on)" : "Sound on"
      }
    }
    screens.play(options.moves)
    if options.showsInsight { screens.game.rockPaperScissorsController.toggleInsight() }
    if options.screen == .help {
      commands.toggleHelp()
    } else {
      screens.show(options.screen)
    }
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

  /// The screens of the game, wired together: a split view with the history as master and the
  /// game in a navigation controller as detail. The history comes from `store` (none: nothing
  /// is saved) and an unfinished match resumes.
  @MainActor
  public static func makeScreens(options: CommandLineOptions, store: HistoryStore? = nil) -> Screens {
    let (history, outcome) = store?.load() ?? (History(), .fresh)
    let opponents = OpponentFactory(seed: options.seed)
    // A resumed match keeps the level and rules it was started with.
    let resumed = history.current
    let level =
      resumed.flatMap { record in Level.allCases.first { $0.name == record.level } } ?? options.level
    let match = resumed?.match ?? Match(rules: options.rules)
    let keeper = HistoryKeeper(history: history, store: store, level: level.name)
    let play = RockPaperScissorsController(
      game: Game(opponent: opponents.make(level), match: match), level: level, makeOpponent: opponents.make)
    play.onRoundPlayed = { [unowned keeper] match in keeper.roundPlayed(match) }
    play.onWillStartNewMatch = { [unowned keeper] match in if !match.isOver { keeper.matchAbandoned() } }
    let game = GameController(rockPaperScissorsController: play)
    play.onSettingsChanged = { [unowned keeper, unowned play, unowned game] in
      keeper.level = play.level.name
      game.showLevelAndRules()
    }
    let detail = NavigationController(rootViewController: game)
    let historyController = HistoryController(keeper: keeper)
    let split = RootSplitViewController(master: historyController, detail: detail)
    split.delegate = game
    let screens = Screens(
      split: split, game: game, detail: detail, history: historyController, keeper: keeper)
    historyController.onOpen = { [unowned screens] record in screens.open(record) }
    keeper.onChange = { [unowned historyController] in historyController.reload() }
    keeper.onNotice = { [unowned split] text in
      split.showNotice(text)
      printError("rps: " + text)
    }
    switch outcome {
    case .fresh, .loaded: break
    case .damaged(let reason, let movedTo):
      keeper.onNotice?(
        "The history file was damaged: \(reason). It was kept as \(movedTo), and a fresh history started.")
    case .damagedInPlace(let reason):
      keeper.onNotice?(
        "The history file was damaged: \(reason). It could not be moved aside, so it is left as it is and this session is not saved."
      )
    case .newerVersion(let version):
      keeper.onNotice?(
        "The history was written by a newer version of the game (format \(version)); it is left as it is and this session is not saved."
      )
    }
    return screens
  }

  static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

extension SDLHost: WindowControlling {
  public func saveWindowPicture(to path: String) throws {
    try saveScreenshot(to: path)
  }
}

extension SoundPlayer: SoundEffectPlaying {
  public func play(_ effect: SoundEffect) {
    play(effect.fileName)
  }
}
