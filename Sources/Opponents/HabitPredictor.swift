import GameCore

/// One way of foretelling a side's next throw, and the habit it names in the insight.
struct HabitPredictor: Sendable {
  enum Reading: Sendable {
    /// The likeliest move by a table's counts.
    case counts(table: Int)
    /// The likeliest move by the two tables' chances added up, the short one's weighed by
    /// `shortWeight`: a long context's counts, steadied by a shorter one's while the long one has
    /// been seen only a few times.
    case backoff(long: Int, short: Int, shortWeight: Double)
    /// What followed the longest earlier occurrence of the latest run among the tables (longest
    /// context first). No arrays here, so that reading a predictor copies nothing.
    case longestRun(tables: Range<Int>)
    /// The side's other predictors' chances blended, each weighted by how well its chances have
    /// foretold the side's throws lately (``HabitBlend``).
    case blend
    /// The player's throw if they follow whichever of the engine's strategies, turned round,
    /// would have won them most lately, scored as ``PlayersView`` scores them in row `row`.
    case playersBest(row: Int)
  }

  let side: Strategy.Side
  let habit: Strategy.Habit
  let reading: Reading
}
