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
      guard before.currentStreak >= 2 else { return nil }
      self = .runEnded(wins: before.currentStreak)
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
}
