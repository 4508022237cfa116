/// What a match just won adds to the player's record at its level and rules, for the board to
/// say beside the final score: the first win there, or a run of wins and how it stands to the
/// longest run before it.
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

  /// The milestone of `history`'s newest finished match, when it is a match against the
  /// computer that the player won and it is the first win or extends a run; nil otherwise.
  public init?(newestOf history: History) {
    guard let newest = history.finished.first, newest.isFinished, newest.players == nil,
      newest.match.winner == .player
    else { return nil }
    let key = Statistics.Key(level: newest.level, rules: newest.match.rules)
    let now = Statistics(history: history)[key]
    if now.won == 1 {
      self = .firstWin
      return
    }
    guard now.currentStreak >= 2 else { return nil }
    var earlier = history
    earlier.finished.removeFirst()
    let longestBefore = Statistics(history: earlier)[key].longestStreak
    let record: Record =
      now.currentStreak > longestBefore
      ? .newBest : now.currentStreak == longestBefore ? .equalsBest : .belowBest
    self = .winningRun(wins: now.currentStreak, record: record)
  }
}
