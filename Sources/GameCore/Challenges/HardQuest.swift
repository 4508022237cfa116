/// A small goal against the hard level for one UTC day, the same for every player on that date:
/// a reason to play Hard today, met in one match (or within one), rather than only a share of
/// rounds over a week that one good day fills. The quests come in turn, each once every
/// ``allCases``.count days.
///
/// ```swift
/// let quest = HardQuest(day: today)   // .threeRoundsRunning
/// quest.isMet(by: match)              // three rounds won with none lost between
/// ```
public enum HardQuest: String, CaseIterable, Sendable {
  /// Win three rounds with none lost between them (draws do not break the run).
  case threeRoundsRunning
  /// Win a round with each of rock, paper and scissors in one match.
  case everyMoveWins
  /// Win a match.
  case winAMatch
  /// Win a match without throwing the same move twice running.
  case neverTheSameTwice
  /// Win a match after being two rounds behind.
  case comeback
  /// Win a match without a draw.
  case noDraws

  /// The quest of `day`: the quests in turn, from the first day of 2026.
  public init(day: DayStamp) {
    let first = DayStamp(year: 2026, month: 1, day: 1)
    let days = Int((day.start.timeIntervalSince(first.start) / 86_400).rounded())
    let count = HardQuest.allCases.count
    self = HardQuest.allCases[((days % count) + count) % count]
  }

  /// Whether `match` may still meet the quest: false once a draw, a throw repeated, or the
  /// match's end without meeting it has made it impossible there. A player saw "win a match
  /// without a draw" stay up after two draws, as if it could still be done.
  public func isStillPossible(in match: Match) -> Bool {
    if isMet(by: match) { return true }
    if match.isOver { return false }
    let rounds = match.rounds
    switch self {
    case .neverTheSameTwice: return !zip(rounds, rounds.dropFirst()).contains { $0.player == $1.player }
    case .noDraws: return !rounds.contains { $0.outcome == .draw }
    case .threeRoundsRunning, .everyMoveWins, .winAMatch, .comeback: return true
    }
  }

  /// How far `match` has come toward a quest that counts (rounds running, moves that won) and how
  /// far it must go: shown as it is played, so the quest's progress is seen round by round; nil
  /// for a quest met or missed only at a match's end.
  public func progress(in match: Match) -> (done: Int, of: Int)? {
    switch self {
    case .threeRoundsRunning:
      var (run, best) = (0, 0)
      for round in match.rounds {
        switch round.outcome {
        case .win: run += 1
        case .loss: run = 0
        case .draw: break
        }
        best = max(best, run)
      }
      // The run under way, unless one already reached three.
      return (min(3, best >= 3 ? 3 : run), 3)
    case .everyMoveWins:
      let winning = Set(match.rounds.filter { $0.outcome == .win }.map(\.player))
      return (winning.count, 3)
    case .winAMatch, .neverTheSameTwice, .comeback, .noDraws: return nil
    }
  }

  /// Whether `match` (over or still under way) meets the quest.
  public func isMet(by match: Match) -> Bool {
    let rounds = match.rounds
    switch self {
    case .threeRoundsRunning:
      var run = 0
      for round in rounds {
        switch round.outcome {
        case .win: run += 1
        case .loss: run = 0
        case .draw: break
        }
        if run >= 3 { return true }
      }
      return false
    case .everyMoveWins:
      let winning = Set(rounds.filter { $0.outcome == .win }.map(\.player))
      return [Move.rock, .paper, .scissors].allSatisfy(winning.contains)
    case .winAMatch:
      return match.winner == .player
    case .neverTheSameTwice:
      return match.winner == .player && !zip(rounds, rounds.dropFirst()).contains { $0.player == $1.player }
    case .comeback:
      guard match.winner == .player else { return false }
      var (mine, theirs) = (0, 0)
      for round in rounds {
        if round.outcome == .win { mine += 1 }
        if round.outcome == .loss { theirs += 1 }
        if theirs - mine >= 2 { return true }
      }
      return false
    case .noDraws:
      return match.winner == .player && !rounds.contains { $0.outcome == .draw }
    }
  }
}
