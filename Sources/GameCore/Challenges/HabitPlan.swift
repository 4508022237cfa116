/// Which habit a rival follows in each round: its own on the ladder; on some days' challenges
/// its own and a second rival's, in turn or one after the other. A plain rule either way, so a
/// player can learn it within a match.
///
/// ```swift
/// let plan = HabitPlan(.cyclist, .alternating(with: .echo))
/// plan.call(after: rounds, rules: .classic)  // the cycle in rounds 1, 3, 5…; Echo's copy in 2, 4…
/// ```
public struct HabitPlan: Hashable, Sendable {
  public enum Pattern: Hashable, Sendable {
    /// The rival's own habit, every round.
    case single
    /// Its own habit in the odd rounds, `second`'s in the even ones.
    case alternating(with: Rival)
    /// Its own habit until the player has won `afterPlayerWins` rounds, `second`'s from then on.
    case switching(to: Rival, afterPlayerWins: Int)
    /// A habit made for the day in place of its own, every round.
    case newHabit(DayHabit)
  }

  public let rival: Rival
  public let pattern: Pattern

  public init(_ rival: Rival, _ pattern: Pattern = .single) {
    self.rival = rival
    self.pattern = pattern
  }

  /// The rival whose habit calls the round after `rounds`.
  public func rivalCalling(after rounds: [Round]) -> Rival {
    switch pattern {
    case .single, .newHabit:
      return rival
    case .alternating(let second):
      return rounds.count.isMultiple(of: 2) ? rival : second
    case .switching(let second, let wins):
      let playerWins = rounds.filter { $0.outcome == .win }.count
      return playerWins >= wins ? second : rival
    }
  }

  /// What the plan calls for after `rounds`: the calling rival's habit, read over the whole
  /// match (nil when that habit says nothing this round).
  public func call(after rounds: [Round], rules: Rules) -> Move? {
    if case .newHabit(let rule) = pattern { return rule.call(after: rounds, rules: rules) }
    return rivalCalling(after: rounds).habitThrow(after: rounds, rules: rules)
  }

  /// Whether the rival strayed from the plan in the last of `rounds`: the plan called a throw
  /// there and the rival threw another. A round the plan said nothing of is no stray.
  public func strayedInLastRound(of rounds: [Round], rules: Rules) -> Bool {
    guard let last = rounds.last, let call = call(after: Array(rounds.dropLast()), rules: rules) else {
      return false
    }
    return last.computer != call
  }

  /// Whether the player read the plan in each of the last two of `rounds`: threw what beats
  /// the throw it called there (whatever the rival threw). A round it said nothing of is no read.
  public func readTwiceRunning(in rounds: [Round], rules: Rules) -> Bool {
    guard rounds.count >= 2 else { return false }
    return (rounds.count - 2..<rounds.count).allSatisfy { index in
      guard let call = call(after: Array(rounds[..<index]), rules: rules) else { return false }
      return rules.outcome(of: rounds[index].player, against: call) == .win
    }
  }
}
