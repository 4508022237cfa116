import Foundation
import GameCore
import Localization
import ViewKit

/// The game's controllers, wired together, and the moves between screens.
@MainActor
public final class Screens {
  public let split: RootSplitViewController
  public let game: GameController
  /// The game against the computer, hosted by `game` when one person plays.
  public let play: RockPaperScissorsController
  /// The board for two people at this screen, hosted by `game` in their place.
  public let duel: TwoPlayerController
  /// The two-player board's options, from its bar button.
  public private(set) lazy var duelOptionsPopover: PopoverController = {
    let options = GameOptionsController(play: play, duel: duel)
    let popover = PopoverController(contentViewController: options)
    options.onChoice = { [unowned popover] in popover.dismiss() }
    options.onChoosePlayers = { [unowned self] count in choosePlayers(count) }
    options.onRename = { [unowned self] players in renamePlayers(players) }
    options.onPlayFriend = { [unowned self] in network.show() }
    return popover
  }()
  public let detail: NavigationController
  public let history: HistoryController
  public let keeper: HistoryKeeper
  /// The settings the player changes in the game, saved as they change.
  public let settings: SettingsKeeper
  /// Where a match detail's camera button saves the card.
  public var picturesFolder = PicturesFolder.locate()
  /// Opens the statistics; shown in the game's navigation bar.
  public let statisticsItem = BarButtonItem(title: tr("Stats"))
  /// The statistics, hosted in their own game controller, once opened.
  public private(set) var statistics: StatisticsController?
  /// The statistics of matches between people, when opened while two people play.
  public private(set) var peopleStatistics: PeopleStatisticsController?
  public private(set) var statisticsScreen: GameController?
  /// Playing a friend over the network: its screen, its board and its session.
  public private(set) lazy var network = NetworkPlay(screens: self, services: .system())

  init(
    split: RootSplitViewController, game: GameController, play: RockPaperScissorsController,
    duel: TwoPlayerController, detail: NavigationController, history: HistoryController,
    keeper: HistoryKeeper,
    settings: SettingsKeeper
  ) {
    self.settings = settings
    self.split = split
    self.game = game
    self.play = play
    self.duel = duel
    self.detail = detail
    self.history = history
    self.keeper = keeper
    keeper.onRemove = { [unowned self] removed in closeDetail(ifShowingAnyOf: removed) }
  }

  /// Opens a match's detail over the game, closing the history popover if it was open.
  public func open(_ record: MatchRecord) {
    split.masterPopover.dismiss()
    detail.popToRootViewController(animated: false)
    let controller = MatchDetailController(
      record: record, cardPath: keeper.cardPath(for: record), picturesFolder: picturesFolder)
    controller.onDelete = { [unowned keeper] record in keeper.deleteMatch(id: record.id) }
    detail.push(controller, animated: true)
  }

  /// Whether the statistics are the screen on show in the detail pane.
  public var isShowingStatistics: Bool {
    statisticsScreen != nil && detail.topViewController === statisticsScreen
  }

  /// Opens the statistics over the game, for the level and rules being played, in the same
  /// portrait and landscape containers as the game. Back returns to the game.
  public func showStatistics() {
    split.masterPopover.dismiss()
    guard !isShowingStatistics else { return }
    detail.popToRootViewController(animated: false)
    // A fresh screen each time: it reads the history as it is now, for the settings in play.
    // While two people play, their matches are the ones shown.
    let screen: GameController
    if players == 2 {
      let controller = PeopleStatisticsController(keeper: keeper)
      screen = GameController(hosting: controller)
      screen.banner = PeopleStatisticsController.banner
      statistics = nil
      peopleStatistics = controller
    } else {
      let controller = StatisticsController(
        keeper: keeper, preferredKey: Statistics.Key(level: play.level, rules: play.game.match.rules))
      screen = GameController(hosting: controller)
      screen.banner = StatisticsController.banner
      statistics = controller
      peopleStatistics = nil
    }
    statisticsScreen = screen
    detail.push(screen, animated: true)
  }

  /// Opens the statistics, or goes back from them to the game (key T).
  public func toggleStatistics() {
    if isShowingStatistics {
      detail.popViewController(animated: true)
    } else {
      showStatistics()
    }
  }

  // MARK: One player or two

  /// 2 while the two-player board is in the game's place (or kept aside for a network match),
  /// else 1.
  public var players: Int { (network.localBoard ?? game.hostedController) === duel ? 2 : 1 }

  /// The rules of the board on show.
  public var rulesInPlay: Rules { players == 2 ? duel.match.rules : play.game.match.rules }

  /// Puts the computer's game (1) or the two-player board (2) in the game's place, after asking
  /// when that gives up rounds played on the board on show.
  public func choosePlayers(_ count: Int) {
    guard count != players, count == 1 || count == 2 else { return }
    let wouldGiveUp = players == 2 ? duel.wouldGiveUpRounds : play.wouldGiveUpRounds
    guard wouldGiveUp else {
      switchPlayers(to: count)
      return
    }
    let shown = players == 2 ? duel.match : play.shownMatch
    let alert = AlertController.confirmation(
      title: tr("Give up this match?"),
      message:
        tr(
          "It stands at %1$@–%2$@. It will be kept in the history as abandoned.", shown.score.player,
          shown.score.computer),
      confirmTitle: tr("Change and start over"), cancelTitle: tr("Keep playing"), destructive: true
    ) { [weak self] in self?.switchPlayers(to: count) }
    if !game.present(alert) { switchPlayers(to: count) }
  }

  /// Swaps the boards: the match left behind, if unfinished, is kept as abandoned, and the board
  /// coming in starts a fresh match.
  func switchPlayers(to count: Int) {
    guard count != players else { return }
    // A network match's board goes first: the local board comes back, then is swapped.
    network.returnToLocalGame()
    if players == 2 { duel.finishCount() } else { play.finishCeremony() }
    keeper.matchAbandoned()
    keeper.players = count == 2 ? duel.headToHead.players : nil
    keeper.level = play.level
    if count == 2 {
      if !duel.match.rounds.isEmpty { duel.startNewMatch() }
      game.host(duel)
      game.banner = Banner(for: duel.match)
    } else {
      if !play.game.match.rounds.isEmpty { play.startNewMatch() }
      game.host(play)
      game.banner = Banner(for: play.game.match)
    }
    settings.update { $0.players = count }
  }

  /// Plays pairs of throws as two players would, starting a new match whenever one ends.
  public func playThrowPairs(_ pairs: [CommandLineOptions.ThrowPair]) {
    // Only on the board in play: the hidden one's rounds would be saved over the match shown.
    guard players == 2 || pairs.isEmpty else { return }
    let quick = duel.quickThrows
    duel.quickThrows = true
    defer { duel.quickThrows = quick }
    for pair in pairs {
      if duel.match.isOver { duel.startNewMatch() }
      duel.throwMove(pair.left, by: .left)
      duel.throwMove(pair.right, by: .right)
    }
  }

  /// Plays throws as the player would, starting a new match whenever one ends.
  public func playThrows(_ moves: [Move]) {
    // Only against the computer: the command line plays single throws in a one-player run.
    guard players == 1 || moves.isEmpty else { return }
    for move in moves {
      if play.game.match.isOver { play.startNewMatch() }
      play.playerThrew(move)
      // Scripted throws are shown at once, without the count or a celebration.
      play.finishCeremony()
    }
  }

  /// The pictures of the first frame: the icon and one for every throw of the rules in play.
  public var picturesShownFirst: [Image] {
    [Image(named: "icon")] + play.game.match.rules.moves.map(Theme.image(for:))
  }

  /// Shows the screen the command line asked for; false (and a notice) for a match that is not
  /// in the history.
  @discardableResult
  public func show(_ screen: CommandLineOptions.Screen) -> Bool {
    switch screen {
    case .game, .help:
      // The help belongs to the window's commands, which show it themselves.
      return true
    case .history:
      split.presentMasterPopover()
      return true
    case .statistics:
      showStatistics()
      return true
    case .playFriend:
      network.show(typing: true)
      return true
    case .match(let number):
      let records = history.records
      if records.indices.contains(number - 1) {
        history.list.select(number - 1)
        open(records[number - 1])
        return true
      } else {
        // Said where every notice is said: in the window, and on standard error when running.
        let text = tr("There is no match number %1$@ in the history (it has %2$@).", number, records.count)
        if let notify = keeper.onNotice { notify(text) } else { split.showNotice(text) }
        return false
      }
    }
  }
}
