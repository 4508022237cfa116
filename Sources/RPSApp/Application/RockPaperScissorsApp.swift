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
    case .reference:
      print(ReferencePage.text, terminator: "")
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
  /// is saved) and an unfinished match resumes (see ``MatchOpening``). The game starts with
  /// `settings` as the command line overrides them for this run; what the player changes in the
  /// game is saved there. Network play makes its sessions with `network`.
  @MainActor
  public static func makeScreens(
    options: CommandLineOptions, store: HistoryStore? = nil,
    settings: SettingsKeeper = SettingsKeeper(store: nil), network: NetworkServices = .system()
  ) -> Screens {
    let (loaded, outcome) = store?.load() ?? (History(), .fresh)
    let run = options.applied(to: settings.settings)
    let opening = MatchOpening(loaded: loaded, options: options, run: run)
    let keeper = HistoryKeeper(history: opening.history, store: store, level: opening.level)
    keeper.players = opening.twoPlayers ? opening.names : nil
    let opponents = OpponentFactory(seed: options.seed)
    let play = RockPaperScissorsController(
      game: Game(
        opponent: opponents.make(opening.level), match: opening.computerMatch,
        recalling: keeper.matchesRecalled(rules: opening.computerMatch.rules),
        insights: opening.computerInsights),
      level: opening.level, makeOpponent: opponents.make)
    play.quickThrows = run.quickThrows
    play.resumedFromAnEarlierDay =
      opening.computerMatchStarted.map { DayStamp($0) != DayStamp(Date()) } ?? false
    if run.showsInsight { play.toggleInsight() }
    let twoPlayer = TwoPlayerController(
      headToHead: HeadToHead(players: opening.names, match: opening.peopleMatch))
    twoPlayer.quickThrows = run.quickThrows
    let history = HistoryController(keeper: keeper)
    history.hidesAbandoned = run.hidesAbandonedMatches
    var network = network
    if let lobby = options.lobby { network.xmppLobby = lobby }
    let (progress, progressNotice) = ProgressKeeper.load(
      from: store.map { ProgressStore(folder: $0.folder) }, history: keeper.history)
    let screens = Screens(
      play: play, twoPlayer: twoPlayer, history: history, keeper: keeper, settings: settings,
      board: opening.twoPlayers ? .people : .computer, network: network, progress: progress)
    screens.challengeScreens.nextSeed = options.seed
    screens.preferences = DesktopPreferences(
      isSoundOn: run.isSoundOn,
      styleChoice: DesktopPreferences.StyleChoice(rawValue: settings.settings.style) ?? .system,
      settings: settings)
    play.preferences = screens.preferences
    if let notice = outcome.notice { keeper.onNotice?(notice) }
    if let progressNotice { keeper.onNotice?(progressNotice) }
    if opening.askedAway { keeper.saveOpening() }
    if let abandoned = opening.abandoned { keeper.onNotice?(abandoned.askedAwayWords) }
    return screens
  }

  public static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
