/// A habit made for the day that counts rather than answers the last round: how many times in a
/// row the rival has thrown its move, or which move the player has thrown most. No rival of the
/// ladder counts, and no ``HabitRule`` can say either, so a day of one is a different puzzle from
/// a day of an answer to each way a round ends.
///
/// ```swift
/// let runs = CountingHabit.runs(opening: .rock, length: 2, step: .beating)
/// // rock, rock, paper, paper, scissors, scissors, rock…
/// let favourite = CountingHabit.favourite(opening: .paper, step: .beating)
/// favourite.call(after: rounds, rules: .classic)  // what beats the player's most thrown move
/// ```
public enum CountingHabit: Hashable, Sendable {
  /// Throws each move `length` times in a row, then steps by `step` from it: opens with `opening`.
  /// Read from its own throws, so a throw off the habit starts a run of its own.
  case runs(opening: Move, length: Int, step: HabitRule.Step)
  /// Throws `step` from the move the player has thrown most so far (of moves thrown equally
  /// often, the one they threw first): opens with `opening`.
  case favourite(opening: Move, step: HabitRule.Step)

  /// The two kinds, told apart without their details.
  public enum Kind: Hashable, Sendable, CaseIterable {
    case runs
    case favourite
  }

  public var kind: Kind {
    switch self {
    case .runs: .runs
    case .favourite: .favourite
    }
  }

  /// The rival's throw in the first round.
  public var opening: Move {
    switch self {
    case .runs(let opening, _, _), .favourite(let opening, _): opening
    }
  }

  /// The throw the habit calls for after `rounds` (seen from the player's side).
  public func call(after rounds: [Round], rules: Rules) -> Move {
    guard let last = rounds.last else { return opening }
    let count = rules.moves.count
    func step(_ move: Move, by step: HabitRule.Step) -> Move {
      let index = rules.moves.firstIndex(of: move) ?? 0
      return rules.moves[(index + step.rawValue + count) % count]
    }
    switch self {
    case .runs(_, let length, let by):
      let run = rounds.reversed().prefix { $0.computer == last.computer }.count
      return run < length ? last.computer : step(last.computer, by: by)
    case .favourite(_, let by):
      let thrown = rounds.map(\.player)
      // Of the moves thrown most, the one thrown first: `max` keeps the first of equals.
      let firsts = thrown.reduce(into: [Move]()) { firsts, move in
        if !firsts.contains(move) { firsts.append(move) }
      }
      let most = firsts.max { one, other in
        thrown.filter { $0 == one }.count < thrown.filter { $0 == other }.count
      }
      return step(most ?? last.player, by: by)
    }
  }

  /// Every counting habit a day may bring, in a fixed order, kept to those that no rung's habit
  /// solves and no simple play beats (as ``DayHabit/isFresh``).
  public static let freshHabits: [CountingHabit] = {
    let moves = Rules.classic.moves
    let runs = moves.flatMap { opening in
      [2, 3].flatMap { length in
        [HabitRule.Step.beating, .beaten].map {
          CountingHabit.runs(opening: opening, length: length, step: $0)
        }
      }
    }
    let favourites = moves.flatMap { opening in
      HabitRule.Step.allCases.map { CountingHabit.favourite(opening: opening, step: $0) }
    }
    return (runs + favourites).filter { DayHabit.counting($0).isFresh }
  }()
}
