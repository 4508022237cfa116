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

  /// The board's line on the quest: to do, ticked once met today, or, when the match on the board
  /// can no longer meet it (`possible` false: a draw, a throw repeated), for the next match.
  func line(done: Bool, possible: Bool = true) -> String {
    if done { return tr("✓ Today's quest at Hard: %1$@", words) }
    // TRANSLATORS: on the board at Hard, once the match on the board can no longer meet the day's quest.
    if !possible { return tr("Today's quest at Hard, next match: %1$@", words) }
    // TRANSLATORS: on the board at Hard: the day's quest, the same for every player that day.
    return tr("Today's quest at Hard: %1$@", words)
  }

  /// The day's quest in fewer words, beside the rating on a narrower board: "Quest: win a match".
  func shortLine(done: Bool, possible: Bool = true) -> String {
    if done { return tr("✓ Quest: %1$@", words) }
    // TRANSLATORS: on the board at Hard, beside the rating, once the match on the board can no longer meet the quest.
    if !possible { return tr("Next match's quest: %1$@", words) }
    // TRANSLATORS: on the board at Hard, beside the rating: the day's quest, in as few words as can be.
    return tr("Quest: %1$@", words)
  }
}
