/// Which habit a rival follows in each round: its own on the ladder; on some days' challenges
/// its own and a second rival's, in turn or one after the other. A plain rule either way, so a
/// player can learn it within a match.
///
/// A plan may also see reads coming (``countersReads``): once the player has beaten its call
/// two rounds running, winning both (a read that met a break of its habit wins nothing), its
/// next call is the counter, in the rival's own way (``CounterStyle``): most throw what its
/// habit's call beats, which beats every answer to that call. Then it counts reads afresh. The
/// rival says so at the table before the counter (``RivalReaction/Moment/seesYourReads``), so a
/// player who watches it can answer the counter too: a habit read, then its owner read. New
/// players swept the rungs that only kept a habit 3–0 and 5–0 once they had found it.
///
/// ```swift
/// let plan = HabitPlan(.cyclist, .alternating(with: .echo))
/// plan.call(after: rounds, rules: .classic)  // the cycle in rounds 1, 3, 5…; Echo's copy in 2, 4…
/// HabitPlan(.fox, countersReads: true).isCounter(after: twoReads, rules: .classic)  // true
/// ```
public struct HabitPlan: Hashable, Sendable {
  public enum Pattern: Hashable, Sendable {
    /// The rival's own habit, every round.
    case single
    /// Its own habit in the odd rounds, `second`'s in the even ones.
    case alternating(with: Rival)
    /// Its own habit until the player has won `afterPlayerWins` rounds, `second`'s from then on.
    case switching(to: Rival, afterPlayerWins: Int)
    /// A habit made for the day in place of its own, every round; or, given `then`, until the
    /// player has won ``HabitPlan/winsBeforeTheDaysChange`` rounds, and `then`, a second made
    /// for the day, from there on.
    case newHabit(DayHabit, then: DayHabit? = nil)
  }

  /// The player's wins after which a day's second habit takes over: the first to five is won
  /// two rounds after it, so the second must be read, not only waited out.
  public static let winsBeforeTheDaysChange = 3

  public let rival: Rival
  public let pattern: Pattern
  /// Whether the rival counters a player who beat its call two rounds running.
  public let countersReads: Bool
  /// What it throws in the round it warned of: the rival's own way (``Rival/counterStyle``) in
  /// matches from ``firstDayOfCounterStyles``.
  public let counterStyle: CounterStyle

  /// The reads running after which a plan that ``countersReads`` counters.
  public static let readsBeforeTheCounter = 2

  /// The first day whose matches a rival may counter in: the matches of days before it, kept
  /// in the history, were played against rivals that never did, and are read as they were.
  public static let firstDayOfCounters = DayStamp(year: 2026, month: 12, day: 7)

  /// The first day whose matches a rival counters in its own way (``Rival/counterStyle``): in
  /// the matches of days before it, every rival threw the plain counter, and they are read so.
  public static let firstDayOfCounterStyles = DayStamp(year: 2026, month: 12, day: 8)

  /// The same plan, countering reads only when `counters` and this plan does.
  public func countering(_ counters: Bool) -> HabitPlan {
    HabitPlan(rival, pattern, countersReads: countersReads && counters, counterStyle: counterStyle)
  }

  /// The same plan as played in a match of `day`: countering reads from ``firstDayOfCounters``
  /// where it does, in the rival's own way from ``firstDayOfCounterStyles``.
  public func played(on day: DayStamp) -> HabitPlan {
    HabitPlan(
      rival, pattern, countersReads: countersReads && day >= HabitPlan.firstDayOfCounters,
      counterStyle: day >= HabitPlan.firstDayOfCounterStyles ? rival.counterStyle : .plain)
  }

  public init(
    _ rival: Rival, _ pattern: Pattern = .single, countersReads: Bool = false,
    counterStyle: CounterStyle = .plain
  ) {
    self.rival = rival
    self.pattern = pattern
    self.countersReads = countersReads
    self.counterStyle = counterStyle
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

  /// Which of the plan's habits in turn calls the round after `rounds`: 0 for its first, 1 once
  /// it has changed to a second (``Pattern/switching(to:afterPlayerWins:)``, or a day's second
  /// habit); two in turn round by round are one habit to read, and always 0.
  public func habitTurn(after rounds: [Round]) -> Int {
    let changeAfter: Int? =
      switch pattern {
      case .switching(_, let wins): wins
      case .newHabit(_, then: _?): HabitPlan.winsBeforeTheDaysChange
      default: nil
      }
    guard let changeAfter else { return 0 }
    return rounds.filter { $0.outcome == .win }.count >= changeAfter ? 1 : 0
  }

  /// Whether the rival takes up another habit from the round after `rounds`: the round to say so.
  public func changesHabit(after rounds: [Round]) -> Bool {
    guard !rounds.isEmpty else { return false }
    return habitTurn(after: rounds) != habitTurn(after: Array(rounds.dropLast()))
  }

  /// What the plan calls for in one round: a throw, or none when its habit says nothing, and
  /// whether that throw is the counter to the player's reads.
  public struct Call: Hashable, Sendable {
    public let move: Move?
    public let isCounter: Bool
  }

  /// What the plan calls for after `rounds`: the calling rival's habit, read over the whole
  /// match, or its counter (nil when that habit says nothing this round).
  public func call(after rounds: [Round], rules: Rules) -> Move? {
    calls(over: rounds, rules: rules).last?.move
  }

  /// Whether the plan's call after `rounds` is the counter to the player's reads: the round the
  /// rival has warned of.
  public func isCounter(after rounds: [Round], rules: Rules) -> Bool {
    calls(over: rounds, rules: rules).last?.isCounter ?? false
  }

  /// The plan's call in each of `rounds` and in the round after them (one more than `rounds`),
  /// walked once from the first: a counter turns on the reads before it.
  public func calls(over rounds: [Round], rules: Rules) -> [Call] {
    var calls: [Call] = []
    calls.reserveCapacity(rounds.count + 1)
    var readsRunning = 0
    var countersSoFar = 0
    // A habit made for the day opens with a throw of its own that no round foretold: beating
    // it is a guess, not a read to counter (nor one the recap counts).
    let opensUnread = if case .newHabit = pattern { true } else { false }
    for index in 0...rounds.count {
      let played = Array(rounds[..<index])
      // A rival that has just changed habits has a new one to be read: reads of the old one
      // are no reads of it (and its line then says it changes, not that it counters).
      if changesHabit(after: played) { readsRunning = 0 }
      let habit = habitCall(after: played, rules: rules)
      let counters = countersReads && readsRunning >= HabitPlan.readsBeforeTheCounter && habit != nil
      let move =
        counters
        ? habit.map { counterStyle.move(countering: $0, counter: countersSoFar, rules: rules) } : habit
      calls.append(Call(move: move, isCounter: counters))
      guard index < rounds.count else { break }
      if counters { countersSoFar += 1 }
      // Only a round won by a read counts towards the counter: a read that met a break of the
      // habit won nothing, and a warning after it ("Twice you answered me") read as a lie.
      if counters || (index == 0 && opensUnread) {
        readsRunning = 0
      } else if let move, rounds[index].computer == move,
        rules.outcome(of: rounds[index].player, against: move) == .win
      {
        readsRunning += 1
      } else {
        readsRunning = 0
      }
    }
    return calls
  }

  /// The calling rival's habit after `rounds`, or the day's: the plan without its counter.
  private func habitCall(after rounds: [Round], rules: Rules) -> Move? {
    if case .newHabit(let first, let then) = pattern {
      let habit = then.map { habitTurn(after: rounds) == 1 ? $0 : first } ?? first
      return habit.call(after: rounds, rules: rules)
    }
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
    let calls = calls(over: rounds, rules: rules)
    return (rounds.count - 2..<rounds.count).allSatisfy { index in
      guard let call = calls[index].move else { return false }
      return rules.outcome(of: rounds[index].player, against: call) == .win
    }
  }
}
