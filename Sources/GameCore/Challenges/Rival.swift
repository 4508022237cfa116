/// A character of the ladder: an opponent with a name, a face and a habit a player can learn
/// to read. The first seven keep to a habit (most of the time: a seeded dice roll decides
/// each round whether they follow it or throw at random, so the habit shows without being
/// mechanical, though never two rounds running, which would read as a wrong read, nor right
/// after the player has read the habit two rounds running, which would punish reading); the last
/// three learn the player as the computer's levels do.
///
/// The first four rungs keep one simple habit, which one fixed answer beats. From the fifth
/// up, a habit turns on how the last round went, so no fixed answer wins for long: the
/// player has to read the round, not repeat a recipe.
///
/// The rungs are in ladder order: beating one unlocks the next.
///
/// ```swift
/// Rival.cyclist.habitThrow(after: rounds, rules: .classic)  // the next throw of its cycle
/// ```
public enum Rival: String, CaseIterable, Codable, Sendable, Hashable {
  /// Loves rock.
  case boulder
  /// Throws rock, paper, scissors (and Spock and lizard) in turn.
  case cyclist
  /// Copies the player's last throw.
  case echo
  /// Throws what beats the player's last throw.
  case fox
  /// Stays with a throw that won; otherwise steps on round the circle.
  case mule
  /// Stays with a throw that won; takes the throw that beat it; after a draw, steps back.
  case magpie
  /// Stays after a draw; after a win, steps on to what beats its own throw; after a loss, throws
  /// what beats the player's.
  case jester
  /// Learns the player like the medium level, with a share of random throws.
  case scholar
  /// The medium level.
  case professor
  /// The hard level.
  case grandmaster

  /// The rival's name (English; the app shows it translated).
  public var name: String {
    switch self {
    case .boulder: "Boulder"
    case .cyclist: "Cyclist"
    case .echo: "Echo"
    case .fox: "Fox"
    case .mule: "Mule"
    case .magpie: "Magpie"
    case .jester: "Jester"
    case .scholar: "Scholar"
    case .professor: "Professor"
    case .grandmaster: "Grandmaster"
    }
  }

  /// The rung of the ladder, from 1.
  public var rung: Int { (Rival.allCases.firstIndex(of: self) ?? 0) + 1 }

  /// How the rival chooses its throws.
  public var style: Style {
    switch self {
    case .boulder, .cyclist, .echo, .fox, .mule, .magpie, .jester: .habit(strength: habitStrength)
    case .scholar: .learning(level: .medium, randomShare: 0.3)
    case .professor: .learning(level: .medium, randomShare: 0)
    case .grandmaster: .learning(level: .hard, randomShare: 0)
    }
  }

  /// A fixed habit followed in a share of rounds, or one of the computer's learning levels.
  public enum Style: Equatable, Sendable {
    /// Follows ``Rival/habitThrow(after:rules:)`` with chance `strength`, else throws at random;
    /// after a round that strayed from the habit, or two in which the player read it, follows it.
    case habit(strength: Double)
    /// Plays as `level` does, throwing at random instead in `randomShare` of rounds.
    case learning(level: Level, randomShare: Double)
  }

  /// Whether the rival meets the player knowing their earlier matches against the computer, as
  /// the levels do (the Professor and the Grandmaster).
  public var remembersThePlayer: Bool { self == .professor || self == .grandmaster }

  /// Whether the rival, on the ladder's first tier, counters a player who has read its habit
  /// two rounds running (``HabitPlan/countersReads``): the Fox and the rivals of habit above it.
  /// The first three teach a habit; from the Fox up, a habit found is only half the match.
  public var countersReads: Bool { hasHabit && rung >= Rival.fox.rung }

  /// What the rival throws in the round it warned of (``HabitPlan/countersReads``): the Mule,
  /// stubborn, only bluffs; the Magpie steals the answer to its counter; the Jester plays each
  /// trick in turn; the rest throw the plain counter.
  public var counterStyle: CounterStyle {
    switch self {
    case .mule: .bluff
    case .magpie: .doubleCounter
    case .jester: .alternating
    default: .plain
    }
  }

  /// Whether the rival keeps to one habit (rather than learning the player).
  public var hasHabit: Bool {
    if case .habit = style { return true }
    return false
  }

  /// The share of rounds in which a rival of habit follows it. The first rungs are the easiest
  /// to read; the higher ones hide their habit a little more.
  private var habitStrength: Double {
    switch self {
    case .boulder: 0.7
    case .cyclist, .echo: 0.85
    case .fox: 0.8
    case .mule, .magpie: 0.9
    default: 0.8
    }
  }

  /// The throw the rival's habit calls for after `rounds` (seen from the player's side), or nil
  /// when the habit says nothing this round (the first round of one that reacts to the last, or
  /// a round after which it has no preference). Rivals that learn have no fixed habit: nil.
  public func habitThrow(after rounds: [Round], rules: Rules) -> Move? {
    let count = rules.moves.count
    func step(_ move: Move, by steps: Int) -> Move {
      rules.moves[(move.rawValue + steps + count) % count]
    }
    let last = rounds.last
    switch self {
    case .boulder:
      return .rock
    case .cyclist:
      // Its own last throw, one step on: a player who sees three rounds sees the cycle.
      guard let last else { return .rock }
      return step(last.computer, by: 1)
    case .echo:
      return last?.player
    case .fox:
      // One step on round the circle beats the move (a − b = 1 is odd).
      return last.map { step($0.player, by: 1) }
    case .mule:
      guard let last else { return nil }
      return last.outcome == .loss ? last.computer : step(last.computer, by: 1)
    case .magpie:
      guard let last else { return nil }
      switch last.outcome {
      case .loss: return last.computer
      case .win: return last.player
      case .draw: return step(last.computer, by: -1)
      }
    case .jester:
      guard let last else { return nil }
      switch last.outcome {
      case .draw: return last.computer
      case .loss: return step(last.computer, by: 1)
      case .win: return step(last.player, by: 1)
      }
    case .scholar, .professor, .grandmaster:
      return nil
    }
  }
}
