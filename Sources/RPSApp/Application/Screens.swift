import Foundation
import GameCore
import ViewKit

/// The game's controllers, wired together, and the moves between screens.
@MainActor
public final class Screens {
  public let split: RootSplitViewController
  public let game: GameController
  /// The game against the computer, hosted by `game`.
  public let play: RockPaperScissorsController
  public let detail: NavigationController
  public let history: HistoryController
  public let keeper: HistoryKeeper
  /// The settings the player changes in the game, saved as they change.
  public let settings: SettingsKeeper
  /// Where a match detail's camera button saves the card.
  public var picturesFolder = PicturesFolder.locate()
  /// Opens the statistics; shown in the game's navigation bar.
  public let statisticsItem = BarButtonItem(title: "Stats")
  /// The statistics, hosted in their own game controller, once opened.
  public private(set) var statistics: StatisticsController?
  public private(set) var statisticsScreen: GameController?

  init(
    split: RootSplitViewController, game: GameController, play: RockPaperScissorsController,
    detail: NavigationController, history: HistoryController, keeper: HistoryKeeper,
    settings: SettingsKeeper
  ) {
    self.settings = settings
    self.split = split
    self.game = game
    self.play = play
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
    let controller = StatisticsController(
      keeper: keeper, preferredKey: Statistics.Key(level: play.level, rules: play.game.match.rules))
    let screen = GameController(hosting: controller)
    screen.banner = StatisticsController.banner
    statistics = controller
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

  /// Plays throws as the player would, starting a new match whenever one ends.
  public func playThrows(_ moves: [Move]) {
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
    case .match(let number):
      let records = history.records
      if records.indices.contains(number - 1) {
        history.list.select(number - 1)
        open(records[number - 1])
        return true
      } else {
        // Said where every notice is said: in the window, and on standard error when running.
        let text = "There is no match number \(number) in the history (it has \(records.count))."
        if let notify = keeper.onNotice { notify(text) } else { split.showNotice(text) }
        return false
      }
    }
  }
}
