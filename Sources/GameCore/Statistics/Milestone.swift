/// What a match just finished does to the player's record at its level and rules, for the board
/// to say beside the final score: the first win there, a run of wins and how it stands to the
/// longest run before it, or the end of a run.
///
/// ```swift
/// keeper.roundPlayed(match)
/// Milestone(newestOf: keeper.history)  // .winningRun(wins: 3, record: .newBest)
/// ```
public enum Milestone: Equatable, Sendable {
  /// How a run of wins stands to the longest earlier run at the same level and rules.
  public enum Record: Equatable, Sendable {
    /// Longer than every earlier run.
    case newBest
    /// As long as the longest earlier run.
    case equalsBest
    /// Shorter than an earlier run.
    case belowBest
  }

  /// The first match won at this level with these rules.
  case firstWin
  /// `wins` matches won in a row (two or more), the newest included.
  case winningRun(wins: Int, record: Record)
  /// A lost match ended a run of `wins` matches won in a row (two or more).
  case runEnded(wins: Int)
  /// A match lost to a level that learns and never beaten at those rules, in which the player
  /// took `rounds` rounds, more than in any earlier match lost at that level, rules and length: a
  /// loss to Hard that still shows progress towards a first win there.
  case closestYet(rounds: Int)

  /// The milestone of `history`'s newest finished match, when it is a match against the
  /// computer that the player won and it is the first win or extends a run, or one they lost
  /// after a run; nil otherwise.
  public init?(newestOf history: History) {
    guard let newest = history.finished.first, newest.isFinished, newest.isAgainstALevel,
      let winner = newest.match.winner
    else { return nil }
    let key = Statistics.Key(level: newest.level, rules: newest.match.rules)
    var earlier = history
    earlier.finished.removeFirst()
    let before = Statistics(history: earlier)[key]
    if winner == .computer {
      if before.currentStreak >= 2 {
        self = .runEnded(wins: before.currentStreak)
        return
      }
      // Once the level is beaten, nearly beating it again is no progress to tell.
      guard before.won == 0, let taken = Milestone.closestYet(newest, before: earlier) else { return nil }
      self = .closestYet(rounds: taken)
      return
    }
    let wins = before.currentStreak + 1
    if before.won == 0 {
      self = .firstWin
    } else if wins >= 2 {
      let record: Record =
        wins > before.longestStreak ? .newBest : wins == before.longestStreak ? .equalsBest : .belowBest
      self = .winningRun(wins: wins, record: record)
    } else {
      return nil
    }
  }

  /// The rounds the player took in `lost`, when more than in every earlier match lost at its
  /// level (one that learns), rules and length in `history`; nil otherwise, and for a first loss,
  /// which has nothing to be closer than.
  private static func closestYet(_ lost: MatchRecord, before history: History) -> Int? {
    guard lost.level != .easy else { return nil }
    let taken = lost.match.score.player
    let earlier = history.finished.filter {
      $0.isFinished && $0.isAgainstALevel && $0.match.winner == .computer && $0.level == lost.level
        && $0.match.rules == lost.match.rules && $0.match.targetWins == lost.match.targetWins
    }
    guard taken > 0, let best = earlier.map(\.match.score.player).max(), taken > best else { return nil }
    return taken
  }
}
