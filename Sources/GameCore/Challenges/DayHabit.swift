/// A habit made for one day, of one of two families: an answer to each way the last round ended
/// (``HabitRule``, the family of every rival of habit on the ladder), or a count over the match
/// (``CountingHabit``: runs of its own throws, or the player's most thrown move). Days of a new
/// habit take the families in turn, so that no two running bring the same kind of puzzle.
///
/// ```swift
/// var dice = SeededGenerator(seed: 7)
/// let habit = DayHabit.inTurn(from: .counting, turn: 3, dice: &dice)
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

  /// Whether the habit answers every way a round ends alike (``HabitRule/ignoresTheOutcome``).
  public var answersAlike: Bool {
    if case .answers(let rule) = self { return rule.ignoresTheOutcome }
    return false
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

  /// The habit of the `turn`-th day of `family` (counted from naught). The family's puzzles
  /// (its fresh habits told apart as a player tells them, ``puzzle``) each come once before any
  /// comes back: the answers in an order drawn for each round of them, never starting with the
  /// last round's last; the counting habits in a fixed order that takes runs and a favourite in
  /// turn. The details a puzzle leaves open (the opening, the step after a run) are drawn with
  /// `dice`. The same turn and dice give the same habit.
  public static func inTurn(from family: Family, turn: Int, dice: inout SeededGenerator) -> DayHabit {
    let pool = freshHabits(of: family)
    let puzzles = pool.map(\.puzzle).reduce(into: [DayHabit]()) { puzzles, puzzle in
      if !puzzles.contains(puzzle) { puzzles.append(puzzle) }
    }
    let (round, place) = (turn / puzzles.count, turn % puzzles.count)
    var order = order(of: puzzles, round: round, family: family)
    if round > 0, order.first == self.order(of: puzzles, round: round - 1, family: family).last {
      order.swapAt(0, 1)
    }
    let habits = pool.filter { $0.puzzle == order[place] }
    return habits[Int(dice.next() % UInt64(habits.count))]
  }

  /// Every habit of `family` a day may bring, in a fixed order.
  static func freshHabits(of family: Family) -> [DayHabit] {
    switch family {
    case .answers: HabitRule.freshRules.map(DayHabit.answers)
    case .counting: CountingHabit.freshHabits.map(DayHabit.counting)
    }
  }

  /// `puzzles` in the order of `round` of `family` (before any swap at its start): counting
  /// habits alternate their kinds, the same every round; answers are shuffled for each.
  private static func order(of puzzles: [DayHabit], round: Int, family: Family) -> [DayHabit] {
    guard family == .answers else {
      let runs = puzzles.filter { $0.kind == .counting(.runs) }
      let favourites = puzzles.filter { $0.kind == .counting(.favourite) }
      return (0..<max(runs.count, favourites.count)).flatMap { index in
        [runs, favourites].compactMap { index < $0.count ? $0[index] : nil }
      }
    }
    var dice = SeededGenerator(seed: UInt64(round + 1) &* 0x9E37_79B9_7F4A_7C15)
    var order = puzzles
    for index in stride(from: order.count - 1, to: 0, by: -1) {
      order.swapAt(index, Int(dice.next() % UInt64(index + 1)))
    }
    return order
  }

  /// What a player learns to read, with the details that hardly change it set aside: the
  /// opening throw, the wording of an answer (what beats the player's throw after the rival lost
  /// is what its own throw beats: one throw), and where runs step after a run (rock three times
  /// then paper, or then scissors, read alike). Two days of one are the same puzzle: a player
  /// found two days of three alike when puzzles were told apart by their wording.
  var puzzle: DayHabit {
    switch self {
    case .answers(let rule): .answers(rule.toldFromItsOwnThrow(opening: .rock))
    case .counting(.runs(_, let length, _)): .counting(.runs(opening: .rock, length: length, step: .beating))
    case .counting(.favourite(_, let step)): .counting(.favourite(opening: .rock, step: step))
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
