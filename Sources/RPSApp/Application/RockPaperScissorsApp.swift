import BenchmarkBots
import Foundation
import GameCore
import Localization
import ViewKit

/// The game as a program, apart from its window: reads the command line, runs what needs no
/// window, and builds the screens that the desktop app puts in one.
public enum RockPaperScissorsApp {
  /// The desktop entry's id (packaging/io.github.rps.RockPaperScissors.desktop.in): the window
  /// takes it as its class, so the dock groups the window with its launcher.
  public static let applicationID = "io.github.rps.RockPaperScissors"

  /// How many of the player's latest rounds a fresh opponent recalls: the habits of a dozen
  /// matches, in about 25 ms of start-up (200 rounds took about 50 ms).
  public static let roundsRecalled = 100

  /// What `rps` does with a command line: finish at once with an exit status (0 done, 2 bad
  /// command line), or open a window (or render a screenshot) with these options.
  public enum Launch {
    case finished(status: Int32)
    case window(CommandLineOptions)
  }

  /// Parses `arguments` (those after the program name) and runs the actions that need no
  /// window: help, version, the tournament and the engine.
  @MainActor
  public static func launch(arguments: [String]) -> Launch {
    let options: CommandLineOptions
    do {
      options = try CommandLineParser.parse(arguments)
    } catch {
      printError(error.description)
      return .finished(status: 2)
    }
    switch options.action {
    case .help:
      print(HelpText.usage)
      return .finished(status: 0)
    case .version:
      print("rps \(HelpText.version)")
      return .finished(status: 0)
    case .manualPage:
      print(ManualPage.text, terminator: "")
      return .finished(status: 0)
    case .completion(let shell):
      print(shell.completionScript, terminator: "")
      return .finished(status: 0)
    case .tournament(let tournament):
      return .finished(status: runTournament(tournament))
    case .engine(let engine):
      return .finished(status: runEngine(engine))
    case .duel(let duel):
      return .finished(status: DuelCommand.run(duel))
    case .play, .screenshot:
      return .window(options)
    }
  }

  /// Whether the command line asks for a match other than the unfinished `current`: the other
  /// kind (against the computer or between people), or a level, rules or length it was not
  /// started with. What the command line leaves out never counts against it.
  static func asksForAnotherMatch(
    than current: MatchRecord, _ options: CommandLineOptions, twoPlayers: Bool
  ) -> Bool {
    let againstComputer = current.players == nil
    return againstComputer == twoPlayers
      || (againstComputer && options.level.map { $0 != current.level } == true)
      || options.rules.map { $0 != current.match.rules } == true
      || options.targetWins.map { $0 != current.match.targetWins } == true
  }

  /// The screens of the game, wired together: a split view with the history as master and the
  /// game in a navigation controller as detail. The history comes from `store` (none: nothing
  /// is saved) and an unfinished match resumes. The game starts with `settings` as the command
  /// line overrides them for this run; what the player changes in the game is saved there.
  @MainActor
  public static func makeScreens(
    options: CommandLineOptions, store: HistoryStore? = nil,
    settings: SettingsKeeper = SettingsKeeper(store: nil)
  ) -> Screens {
    let (loaded, outcome) = store?.load() ?? (History(), .fresh)
    let opponents = OpponentFactory(seed: options.seed)
    let run = options.applied(to: settings.settings)
    // A resumed match keeps the level, rules and length it was started with, and who plays it,
    // unless the command line asks for another match: the other kind, or a level, rules or
    // length of its own (the resumed one is then kept as abandoned, and the run plays what was
    // asked for).
    var history = loaded
    let wantsTwoPlayers: Bool
    if let players = options.players {
      wantsTwoPlayers = players == 2
    } else if !options.moves.isEmpty {
      // Throws to play one by one (--play without --players 2) are thrown against the computer.
      wantsTwoPlayers = false
    } else {
      wantsTwoPlayers = history.current.map { $0.players != nil } ?? (run.players == 2)
    }
    if let current = history.current,
      Self.asksForAnotherMatch(than: current, options, twoPlayers: wantsTwoPlayers)
    {
      var abandoned = current
      abandoned.endedAt = current.match.rounds.isEmpty ? nil : Date()
      history.current = abandoned.endedAt == nil ? nil : abandoned
      history.archiveCurrentIfFinished()
    }
    let resumed = history.current
    let level = resumed?.level ?? run.level
    let fresh = Match(rules: run.rules, targetWins: run.targetWins)
    let resumedTwoPlayer = resumed?.players != nil ? resumed : nil
    // Another match between people, asked for by its rules or length, keeps their names.
    let names = options.names ?? loaded.current?.players ?? run.names
    let keeper = HistoryKeeper(history: history, store: store, level: level)
    keeper.players = wantsTwoPlayers ? names : nil
    // The computer meets a returning player as it left them: it recalls their latest rounds.
    let earlierMatches = { [unowned keeper] (rules: Rules) in
      keeper.history.latestMatchesAgainstTheComputer(rules: rules, rounds: Self.roundsRecalled)
    }
    let playedMatch = resumedTwoPlayer == nil ? resumed?.match ?? fresh : fresh
    let play = RockPaperScissorsController(
      game: Game(
        opponent: opponents.make(level), match: playedMatch, recalling: earlierMatches(playedMatch.rules)),
      level: level, makeOpponent: opponents.make)
    play.earlierMatches = earlierMatches
    let duel = TwoPlayerController(
      headToHead: HeadToHead(players: names, match: resumedTwoPlayer?.match ?? fresh))
    duel.quickThrows = run.quickThrows
    duel.onRoundPlayed = { [unowned keeper] match in keeper.roundPlayed(match) }
    duel.onWillStartNewMatch = { [unowned keeper] match in if !match.isOver { keeper.matchAbandoned() } }
    play.quickThrows = run.quickThrows
    if run.showsInsight { play.toggleInsight() }
    play.onInsightToggled = { [unowned settings] shown in settings.update { $0.showsInsight = shown } }
    play.onPreferencesChanged = { [unowned settings, unowned duel] quickThrows, reducesMotion in
      // One choice for both boards: the options show the same Quick throws on each.
      duel.quickThrows = quickThrows
      settings.update { saved in
        saved.quickThrows = quickThrows
        saved.reducesMotion = reducesMotion
      }
    }
    play.onRoundPlayed = { [unowned keeper, unowned play] match in
      keeper.roundPlayed(match)
      if match.isOver { play.milestone = Milestone(newestOf: keeper.history) }
    }
    play.onWillStartNewMatch = { [unowned keeper] match in if !match.isOver { keeper.matchAbandoned() } }
    let game = GameController(hosting: wantsTwoPlayers ? duel : play)
    game.banner = Banner(for: wantsTwoPlayers ? duel.match : play.game.match)
    play.onSettingsChanged = { [unowned keeper, unowned play, unowned game, unowned settings] before in
      keeper.level = play.level
      game.banner = Banner(for: play.game.match)
      // Only what the player changed is saved: an option of the command line stays for this run.
      let now = play.choices
      settings.update { saved in
        if now.level != before.level { saved.level = now.level }
        if now.rules != before.rules { saved.rules = now.rules }
        if now.targetWins != before.targetWins { saved.targetWins = now.targetWins }
      }
    }
    let detail = NavigationController(rootViewController: game)
    let historyController = HistoryController(keeper: keeper)
    historyController.hidesAbandoned = run.hidesAbandonedMatches
    historyController.onHidesAbandonedChange = { [unowned settings] hides in
      settings.update { $0.hidesAbandonedMatches = hides }
    }
    let split = RootSplitViewController(master: historyController, detail: detail)
    split.delegate = game
    let screens = Screens(
      split: split, game: game, play: play, duel: duel, detail: detail, history: historyController,
      keeper: keeper, settings: settings)
    play.onChoosePlayers = { [unowned screens] count in screens.choosePlayers(count) }
    play.onPlayFriend = { [unowned screens] in screens.network.show() }
    duel.onShowOptions = { [unowned screens, unowned duel] in
      guard let window = duel.view.window else { return }
      screens.duelOptionsPopover.contentSize = GameOptionsController.preferredSize(for: duel.match.rules)
      screens.duelOptionsPopover.present(from: duel.optionsItem, in: window)
    }
    duel.onSettingsChanged = { [unowned game, unowned duel, unowned settings] in
      game.banner = Banner(for: duel.match)
      settings.update { saved in
        saved.rules = duel.match.rules
        saved.targetWins = duel.match.targetWins
      }
    }
    historyController.onOpen = { [unowned screens] record in screens.open(record) }
    screens.statisticsItem.identifier = "statistics-item"
    screens.statisticsItem.action = { [unowned screens] in screens.showStatistics() }
    game.extraRightBarButtonItems = [screens.statisticsItem]
    keeper.onChange = { [unowned historyController, unowned screens] in
      historyController.reload()
      screens.statistics?.reload()
      screens.peopleStatistics?.reload()
    }
    keeper.onNotice = { [unowned split] text in
      split.showNotice(text)
      printError("rps: " + text)
    }
    switch outcome {
    case .fresh, .loaded: break
    case .damaged(let reason, let movedTo):
      keeper.onNotice?(
        tr(
          "The history file was damaged: %1$@. It was kept as %2$@, and a fresh history started.", reason,
          movedTo))
    case .damagedInPlace(let reason):
      keeper.onNotice?(
        tr(
          "The history file was damaged: %1$@. It could not be moved aside, so it is left as it is and this session is not saved.",
          reason))
    case .newerVersion(let version):
      keeper.onNotice?(
        tr(
          "The history was written by a newer version of the game (format %1$@); it is left as it is and this session is not saved.",
          version))
    }
    return screens
  }

  public static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
