/// A habit made for one day, of one of two families: an answer to each way the last round ended
/// (``HabitRule``, the family of every rival of habit on the ladder), or a count over the match
/// (``CountingHabit``: runs of its own throws, or the player's most thrown move). Days of a new
/// habit take the families in turn, so that no two running bring the same kind of puzzle.
///
/// ```swift
/// var dice = SeededGenerator(seed: 7)
/// let habit = DayHabit.drawn(from: .counting, dice: &dice)
/// habit.call(after: rounds, rules: .classic)
/// ```
public enum DayHabit: Hashable, Sendable {
  /// An opening throw, then one answer to a win, a loss and a draw.
  case answers(HabitRule)
  /// An opening throw, then a count over the match.
  case counting(CountingHabit)

  /// The two families of habits made for the day.
  public enum Family: Hashable, Sendable, CaseIterable {
    case answers
    case counting
  }

  /// What a player must learn to read, told apart without the details: the answers' family, or
  /// one kind of counting habit.
  public enum Kind: Hashable, Sendable {
    case answers
    case counting(CountingHabit.Kind)
  }

  public var family: Family {
    switch self {
    case .answers: .answers
    case .counting: .counting
    }
  }

  public var kind: Kind {
    switch self {
    case .answers: .answers
    case .counting(let habit): .counting(habit.kind)
    }
  }

  /// The throw the habit calls for after `rounds` (seen from the player's side).
  public func call(after rounds: [Round], rules: Rules) -> Move {
    switch self {
    case .answers(let rule): rule.call(after: rounds, rules: rules)
    case .counting(let habit): habit.call(after: rounds, rules: rules)
    }
  }

  /// A habit of `family` drawn with `dice` that no rung's habit solves and no simple play beats
  /// (``isFresh``). The same dice give the same habit. A counting habit's kind is drawn first, so
  /// runs and a favourite come as often as each other.
  public static func drawn(from family: Family, dice: inout SeededGenerator) -> DayHabit {
    switch family {
    case .answers:
      return .answers(HabitRule.unlikeEveryRival(dice: &dice))
    case .counting:
      let kinds = CountingHabit.Kind.allCases
      let kind = kinds[Int(dice.next() % UInt64(kinds.count))]
      let habits = CountingHabit.freshHabits.filter { $0.kind == kind }
      return .counting(habits[Int(dice.next() % UInt64(habits.count))])
    }
  }

  /// Whether the habit is one a day may bring: it pulls apart from every ladder rival of habit
  /// and does not fall to simple play.
  var isFresh: Bool {
    !fallsToSimplePlay && Rival.allCases.filter(\.hasHabit).allSatisfy { pullsApart(from: $0) }
  }

  /// The beginnings of a classic match over which the habit is compared with a rival's: of one
  /// to three rounds for a count, which shows only then (after two rounds, the player's most
  /// thrown move is often their last); of one or two for an answer to the last round, which
  /// differs as often over those as over longer ones, and is one of hundreds sifted.
  private var beginnings: [[Round]] {
    family == .answers ? DailyChallenge.situations : DayHabit.longBeginnings
  }

  private static let longBeginnings: [[Round]] = {
    let moves = Rules.classic.moves
    let rounds = moves.flatMap { player in moves.map { Round(player: player, computer: $0, rules: .classic) }
    }
    let twoRounds = rounds.flatMap { earlier in rounds.map { [earlier, $0] } }
    return rounds.map { [$0] } + twoRounds + twoRounds.flatMap { earlier in rounds.map { earlier + [$0] } }
  }()

  /// Whether the habit's calls differ from `rival`'s habit in at least a third of the beginnings
  /// of a classic match where that habit calls a throw.
  func pullsApart(from rival: Rival) -> Bool {
    var calls = 0
    var differing = 0
    for history in beginnings {
      guard let theirs = rival.habitThrow(after: history, rules: .classic) else { continue }
      calls += 1
      if call(after: history, rules: .classic) != theirs { differing += 1 }
    }
    return differing * 3 >= calls
  }

  /// Whether a player who does not read the habit at all, throwing one move every round or the
  /// three in turn either way, wins at least half of rounds 4 to 12 against it. (A rule that
  /// repeats a throw that lost, for one, falls to the throw that beat it, played over and over.)
  var fallsToSimplePlay: Bool {
    let moves = Rules.classic.moves
    let simplePlays: [(Int) -> Move] =
      moves.map { move in { _ in move } } + [{ moves[$0 % 3] }, { moves[(3 - $0 % 3) % 3] }]
    return simplePlays.contains { play in
      var rounds: [Round] = []
      var wins = 0
      for index in 0..<12 {
        let round = Round(
          player: play(index), computer: call(after: rounds, rules: .classic), rules: .classic)
        if index >= 3, round.outcome == .win { wins += 1 }
        rounds.append(round)
      }
      return wins * 2 >= 9
    }
  }
}
