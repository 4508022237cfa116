import Foundation
import GameCore
import ViewKit

/// The game's controllers, wired together, and the moves between screens.
@MainActor
public final class Screens {
  public let split: RootSplitViewController
  public let game: GameController
  public let detail: NavigationController
  public let history: HistoryController
  public let keeper: HistoryKeeper
  /// Where a match detail's camera button saves the card.
  public var picturesFolder = PicturesFolder.locate()

  init(
    split: RootSplitViewController, game: GameController, detail: NavigationController,
    history: HistoryController,
    keeper: HistoryKeeper
  ) {
    self.split = split
    self.game = game
    self.detail = detail
    self.history = history
    self.keeper = keeper
  }

  /// Opens a match's detail over the game, closing the history popover if it was open.
  public func open(_ record: MatchRecord) {
    split.masterPopover.dismiss()
    detail.popToRootViewController(animated: false)
    let controller = MatchDetailController(
      record: record, cardPath: keeper.cardPath(for: record), picturesFolder: picturesFolder)
    detail.push(controller, animated: true)
  }

  /// Plays throws as the player would, starting a new match whenever one ends.
  public func play(_ moves: [Move]) {
    let play = game.rockPaperScissorsController
    for move in moves {
      if play.game.match.isOver { play.startNewMatch() }
      play.playerThrew(move)
    }
  }

  /// Shows the screen the command line asked for.
  public func show(_ screen: CommandLineOptions.Screen) {
    switch screen {
    case .game, .help:
      // The help belongs to the window's commands, which show it themselves.
      break
    case .history:
      split.presentMasterPopover()
    case .match(let number):
      let records = history.records
      if records.indices.contains(number - 1) {
        history.list.select(number - 1)
        open(records[number - 1])
      } else {
        // Said where every notice is said: in the window, and on standard error when running.
        let text = "There is no match number \(number) in the history (it has \(records.count))."
        if let notify = keeper.onNotice { notify(text) } else { split.showNotice(text) }
      }
    }
  }
}
