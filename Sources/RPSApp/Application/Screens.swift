import Foundation
import GameCore
import Localization
import ViewKit

/// The game's controllers, wired together, and the moves between screens.
///
/// Every controller reports to this one object: its callbacks hold it weakly and call its
/// methods, so the controllers know nothing of each other, of the history or of the settings.
@MainActor
public final class Screens {
  public let split: RootSplitViewController
  public let game: GameController
  /// The game against the computer, hosted by `game` when one person plays.
  public let play: RockPaperScissorsController
  /// The board for two people at this screen, hosted by `game` in their place.
  public let twoPlayer: TwoPlayerController
  /// The two-player board's options, from its bar button.
  public private(set) lazy var twoPlayerOptionsPopover: PopoverController = {
    let options = GameOptionsController(play: play, twoPlayer: twoPlayer)
    let popover = PopoverController(contentViewController: options)
    options.onChoice = { [weak popover] in popover?.dismiss() }
    options.onChoosePlayers = { [weak self] count in self?.choosePlayers(count) }
    options.onRename = { [weak self] players in self?.renamePlayers(players) }
    options.onPlayFriend = { [weak self] in self?.network.show() }
    return popover
  }()
  public let detail: NavigationController
  public let history: HistoryController
  public let keeper: HistoryKeeper
  /// The settings the player changes in the game, saved as they change.
  public let settings: SettingsKeeper
  /// Sound and style, as the options change them.
  public internal(set) var preferences: DesktopPreferences?
  /// Where a match detail's camera button saves the card.
  public var picturesFolder = PicturesFolder.locate()
  /// Opens the statistics; shown in the game's navigation bar.
  public let statisticsItem = BarButtonItem(title: tr("Stats"))
  /// Opens the ladder of rivals; shown in the game's navigation bar.
  public let ladderItem = BarButtonItem(title: tr("Ladder"))
  /// Opens the day's challenge; shown in the game's navigation bar, with a dot while the day's
  /// counted try waits.
  public let dailyItem = BarButtonItem(title: tr("Daily"))
  /// The player's progress on the ladder, in the daily challenges and in achievements.
  public let progress: ProgressKeeper
  /// The screens of the ladder, the daily challenge and the records, while shown.
  var challengeScreens = ChallengeScreens()
  /// The statistics, hosted in their own game controller, once opened.
  public private(set) var statistics: StatisticsController?
  /// The statistics of matches between people, when opened while two people play.
  public private(set) var peopleStatistics: PeopleStatisticsController?
  public private(set) var statisticsScreen: GameController?
  /// Playing a friend over the network: its screen, its board and its session.
  public private(set) lazy var network = NetworkPlay(stage: self, services: networkServices)
  private let networkServices: NetworkServices
  /// The local board: in the game's place, or kept aside while a network match's board is.
  public internal(set) var localBoard: Board
  /// The network match's board while it stands in the local board's place.
  public internal(set) var networkBoard: TwoPlayerController?

  /// The screens around the two boards and the history, with `board` in the game's place.
  init(
    play: RockPaperScissorsController, twoPlayer: TwoPlayerController, history: HistoryController,
    keeper: HistoryKeeper, settings: SettingsKeeper, board: Board, network: NetworkServices,
    progress: ProgressKeeper = ProgressKeeper(progress: PlayerProgress(), store: nil)
  ) {
    self.progress = progress
    self.play = play
    self.twoPlayer = twoPlayer
    self.history = history
    self.keeper = keeper
    self.settings = settings
    localBoard = board
    networkServices = network
    game = GameController(hosting: board == .people ? twoPlayer : play)
    detail = NavigationController(rootViewController: game)
    split = RootSplitViewController(master: history, detail: detail)
    split.delegate = game
    game.banner = Banner(for: localMatch)
    statisticsItem.identifier = "statistics-item"
    statisticsItem.action = { [weak self] in self?.showStatistics() }
    ladderItem.identifier = "ladder-item"
    // The ladder's button says its name even on a phone, where the bar's buttons narrow together
    // to make room: the game screen is where a new player looks for the ladder, and a bare star
    // there did not say what it led to.
    ladderItem.action = { [weak self] in self?.showLadder() }
    dailyItem.identifier = "daily-item"
    // Where even the smallest type cannot hold every button (a 320-point phone), the daily's
    // button gives way: the line over the score offers the day's try before each match, and the
    // ladder's bar leads there. The ladder, the goal a player comes back for, stays.
    dailyItem.givesWayWhenFull = true
    dailyItem.action = { [weak self] in self?.showDaily() }
    // Read first, leftmost of the game's buttons: the day's one try is what a returning player
    // may not know about yet.
    showBarItems()
    play.onOpenDaily = { [weak self] in self?.showDaily() }
    play.onOpenLadder = { [weak self] in self?.showLadder() }
    play.onWillAppear = { [weak self] in self?.refreshToday() }
    refreshToday()
    connectComputerBoard()
    connectPeopleBoard()
    connectHistory()
  }

  /// Shows `screen` over the game (Back returns to it), closing the history popover; nothing
  /// happens when it is already the screen on show.
  func showOverGame(_ screen: ViewController) {
    split.masterPopover.dismiss()
    guard detail.topViewController !== screen else { return }
    detail.popToRootViewController(animated: false)
    detail.push(screen, animated: true)
  }

  /// Opens a match's detail over the game, closing the history popover if it was open.
  public func open(_ record: MatchRecord) {
    let controller = MatchDetailController(
      record: record, cardPath: keeper.cardPath(for: record), picturesFolder: picturesFolder)
    controller.onDelete = { [weak self] record in self?.deleteWithUndo(record) }
    showOverGame(controller)
  }

  /// Whether the statistics are the screen on show in the detail pane.
  public var isShowingStatistics: Bool {
    statisticsScreen != nil && detail.topViewController === statisticsScreen
  }

  /// Opens the statistics over the game, for the level and rules being played, in the same
  /// portrait and landscape containers as the game. Back returns to the game.
  public func showStatistics() {
    guard !isShowingStatistics else {
      split.masterPopover.dismiss()
      return
    }
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
      let recordsItem = BarButtonItem(title: tr("Records"))
      recordsItem.identifier = "statistics-records-item"
      recordsItem.action = { [weak self] in self?.showRecords(over: true) }
      let ladderItem = BarButtonItem(title: tr("Ladder"))
      ladderItem.identifier = "statistics-ladder-item"
      ladderItem.action = { [weak self] in self?.showLadder() }
      screen.extraRightBarButtonItems = [recordsItem, ladderItem]
      statistics = controller
      peopleStatistics = nil
    }
    statisticsScreen = screen
    showOverGame(screen)
  }

  /// Opens the statistics, or goes back from them to the game (key T).
  public func toggleStatistics() {
    if isShowingStatistics {
      detail.popViewController(animated: true)
    } else {
      showStatistics()
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
    case .game, .help, .about:
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
    case .playFriendOnline:
      network.show()
      network.controller.choose(.online, starting: true)
      return true
    case .ladder:
      showLadder()
      return true
    case .masters:
      showLadder(on: .masters)
      return true
    case .daily:
      showDaily()
      return true
    case .records:
      showRecords()
      return true
    case .earlierDays:
      showEarlierDays()
      return true
    case .earlierDay(let day):
      guard showEarlierDay(day, over: false) else {
        let text = tr(
          "%1$@ is not among the earlier days: from %2$@ to yesterday, four weeks back at most.",
          day.description,
          DailyChallenge.firstDayOfNewHabits.description)
        if let notify = keeper.onNotice { notify(text) } else { split.showNotice(text) }
        return false
      }
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
