/// A rung of the Masters, the ladder's second tier: a rival of the first tier come back first to
/// five, under one fixed twist of the daily challenge's kinds. A rival of habit borrows a second
/// rival's habit, or changes to it after the player's second win; the second is chosen so that
/// the two habits pull apart (``DailyChallenge/habitsPullApart(_:_:)``), since a borrowed habit
/// that calls what the rival's own would is no twist. The Cyclist and the rivals that learn
/// play with Spock and lizard.
///
/// ```swift
/// let rung = MastersRung(rival: .echo)
/// rung.twist, rung.secondRival  // changes habit after two wins, to the Jester's
/// ```
public struct MastersRung: Hashable, Sendable {
  /// The wins that end a Masters match.
  public static let targetWins = 5

  public let rival: Rival
  public let twist: DailyChallenge.Twist
  /// The rival whose habit the rung's rival borrows or takes on; nil for Spock and lizard.
  public let secondRival: Rival?

  /// The Masters rung of `rival` (the Grandmaster, the top of the first tier, has none).
  public init?(rival: Rival) {
    let twist: (DailyChallenge.Twist, Rival?)? =
      switch rival {
      case .boulder: (.twoHabits, .jester)
      case .cyclist: (.spockAndLizard, nil)
      case .echo: (.changesHabit, .jester)
      case .fox: (.twoHabits, .boulder)
      case .mule: (.changesHabit, .echo)
      case .magpie: (.twoHabits, .fox)
      case .jester: (.changesHabit, .mule)
      case .scholar, .professor: (.spockAndLizard, nil)
      case .grandmaster: nil
      }
    guard let twist else { return nil }
    self.rival = rival
    (self.twist, secondRival) = twist
  }

  /// The rules of the rung's match.
  public var rules: Rules { twist.rules }
  /// The rung's match, before its first round.
  public var match: Match { Match(rules: rules, targetWins: MastersRung.targetWins) }
  /// Which habit the rival follows each round. Every rival of habit of the Masters counters a
  /// player's reads.
  public var habitPlan: HabitPlan {
    let plan = twist.habitPlan(for: rival, second: secondRival)
    return HabitPlan(plan.rival, plan.pattern, countersReads: rival.hasHabit)
  }
}
