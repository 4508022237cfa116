import GameCore
import Localization

extension HardQuest {
  /// The quest in a few words, after "Today's quest:".
  var words: String {
    switch self {
    // TRANSLATORS: the day's quest against Hard, after "Today's quest:"; draws between the wins do not break the run.
    case .threeRoundsRunning: tr("win 3 rounds with no loss between")
    case .everyMoveWins: tr("win a round with each of rock, paper and scissors")
    case .winAMatch: tr("win a match")
    case .neverTheSameTwice: tr("win a match, never the same throw twice running")
    case .comeback: tr("win a match after trailing by 2 rounds")
    case .noDraws: tr("win a match without a draw")
    }
  }

  /// The board's line on the quest: to do, or ticked once met today.
  func line(done: Bool) -> String {
    // TRANSLATORS: on the board at Hard: the day's quest, the same for every player that day.
    done ? tr("✓ Today's quest at Hard: %1$@", words) : tr("Today's quest at Hard: %1$@", words)
  }

  /// The day's quest in fewer words, beside the rating on a narrower board: "Quest: win a match".
  func shortLine(done: Bool) -> String {
    // TRANSLATORS: on the board at Hard, beside the rating: the day's quest, in as few words as can be.
    done ? tr("✓ Quest: %1$@", words) : tr("Quest: %1$@", words)
  }
}
