/// The challenge of a day: one rival and one twist, the same for every player on that date.
///
/// It is a pure function of the UTC day: no clock, no data folder, no player enters it, so two
/// players anywhere meet the same rival under the same twist on the same date.
///
/// ```swift
/// let today = DailyChallenge(day: DayStamp(Date()))
/// today.rival, today.twist, today.match  // Cyclist, first to five, a fresh first-to-5 match
/// ```
public struct DailyChallenge: Hashable, Sendable {
  /// What makes the day's match different from a rung of the ladder.
  public enum Twist: String, CaseIterable, Sendable {
    /// The match is first to five wins, not three (days before ``firstDayOfNewHabits``).
    case firstToFive
    /// Spock and lizard join: five moves (days before ``firstDayOfNewHabits``).
    case spockAndLizard
    /// The rival's name and face are hidden until the end: its habit must be found unnamed (days
    /// before ``firstDayOfNewHabits``).
    case hiddenHabit
    /// The rival mixes its habit with a second rival's, one round each in turn; first to five.
    case twoHabits
    /// The rival changes to a second rival's habit once the player has won two rounds; first
    /// to five.
    case changesHabit
    /// The rival follows a habit made for the day, one no rival of the ladder has
    /// (``DayHabit``); first to five.
    case newHabit
  }

  /// The first day with habits made for the day. Days before it keep the challenges they had.
  public static let firstDayOfNewHabits = DayStamp(year: 2026, month: 12, day: 7)

  /// The days of the week (``DayStamp/weekday``: Friday, Saturday, Sunday) whose habit made for
  /// the day comes without a clue to its kind, so that the week climbs: new players found every
  /// clued day read by its fifth round.
  public static let cluelessWeekdays: Set<Int> = [6, 7, 1]

  /// The days of the week (``DayStamp/weekday``: Wednesday to Sunday) whose habit made for the
  /// day gives way to a second after the player's third win, from ``firstDayOfChanges``: new
  /// players read every day's one habit by its third round and won 5–0 by the sixth.
  public static let changingWeekdays: Set<Int> = [4, 5, 6, 7, 1]

  /// The first day whose habit made for it may change mid-match; the days before keep one.
  public static let firstDayOfChanges = DayStamp(year: 2026, month: 12, day: 8)

  /// The player's wins after which a rival of ``Twist/changesHabit`` changes habits.
  public static let winsBeforeTheChange = 2

  public let day: DayStamp
  public let rival: Rival
  public let twist: Twist
  /// The rival whose habit the day's rival borrows, on the days of two habits; nil otherwise.
  public let secondRival: Rival?
  /// The seed of the rival's dice for the day: the same throws for the same play everywhere.
  public let seed: UInt64
  /// The habit made for the day, on the days of ``Twist/newHabit``; nil otherwise.
  public let newHabit: DayHabit?
  /// The second habit made for the day, taken up after the player's third win on the days of
  /// ``changingWeekdays``: of the other family than the first, so never the same puzzle; nil on
  /// the other days.
  public let secondHabit: DayHabit?

  public init(day: DayStamp) {
    self.day = day
    var dice = DailyChallenge.dice(on: day)
    twist = DailyChallenge.drawnTwist(on: day, dice: &dice)
    // A hidden habit needs a habit, and so does borrowing one or taking a new one; the hard
    // level's first to five would be a day lost for most.
    let needsHabit = twist != .firstToFive && twist != .spockAndLizard
    let pool = needsHabit ? Rival.allCases.filter(\.hasHabit) : Rival.allCases.filter { $0 != .grandmaster }
    let drawn = pool[Int(dice.next() % UInt64(pool.count))]
    // From the first day of new habits, the rivals of habit take turns: each once a week, in an
    // order of the week's own, never the same two days running.
    rival = day < DailyChallenge.firstDayOfNewHabits ? drawn : DailyChallenge.rivalInTurn(on: day)
    seed = dice.next()
    if twist == .twoHabits || twist == .changesHabit {
      let first = rival
      // A borrowed habit that mostly calls what the rival's own would is no twist at all.
      let others = pool.filter { $0 != first && DailyChallenge.habitsPullApart(first, $0) }
      let roll = dice.next()
      secondRival = others.isEmpty ? nil : others[Int(roll % UInt64(others.count))]
    } else {
      secondRival = nil
    }
    newHabit =
      twist == .newHabit
      ? DayHabit.inTurn(from: DailyChallenge.family(on: day), turn: DailyChallenge.turn(on: day), dice: &dice)
      : nil
    if let first = newHabit, day >= DailyChallenge.firstDayOfChanges,
      DailyChallenge.changingWeekdays.contains(day.weekday)
    {
      // Of the other family, three of its turns on: a puzzle that family's own days bring only
      // a week later, not tomorrow; and never a habit one of its days brings within three days
      // either side (a family of four puzzles came round, and a tour met Echo's habit of three
      // days before as the Fox's second).
      let other = DayHabit.Family.allCases.first { $0 != first.family } ?? first.family
      let near = [day.previous.previous.previous, day.previous, day.next, day.next.next.next]
        .compactMap(DailyChallenge.firstHabit(on:))
      let turn = DailyChallenge.turn(on: day) + 3
      let drawn = (0..<8).lazy.map { offset in
        var roll = dice
        return DayHabit.inTurn(from: other, turn: turn + offset, dice: &roll)
      }
      // Another puzzle where the family has one to spare, else at least another habit.
      secondHabit =
        drawn.first { habit in !near.contains { $0.puzzle == habit.puzzle } }
        ?? drawn.first { !near.contains($0) } ?? drawn[drawn.startIndex]
      _ = dice.next()
    } else {
      secondHabit = nil
    }
  }

  /// The dice of `day`: the same on every device.
  private static func dice(on day: DayStamp) -> SeededGenerator {
    SeededGenerator(seed: UInt64(day.year * 10_000 + day.month * 100 + day.day) &* 0x2545_F491)
  }

  /// The twist `dice` draw for `day`. From ``firstDayOfNewHabits`` every day brings a habit made
  /// for it: a day that borrowed a rung's habit, or mixed two, was a puzzle a player who climbed
  /// the ladder had already solved. The Masters keep those twists.
  private static func drawnTwist(on day: DayStamp, dice: inout SeededGenerator) -> Twist {
    let twists: [Twist] =
      day < DailyChallenge.firstDayOfNewHabits
      ? [.firstToFive, .spockAndLizard, .hiddenHabit, .twoHabits, .changesHabit] : [.newHabit]
    return twists[Int(dice.next() % UInt64(twists.count))]
  }

  /// The habit made for `day`, drawn as the day's challenge draws it (``newHabit``), without the
  /// rest of the challenge: for the days around one whose second habit must differ from theirs.
  static func firstHabit(on day: DayStamp) -> DayHabit? {
    var dice = DailyChallenge.dice(on: day)
    guard DailyChallenge.drawnTwist(on: day, dice: &dice) == .newHabit else { return nil }
    _ = dice.next()  // the rival drawn
    _ = dice.next()  // the seed
    return DayHabit.inTurn(from: family(on: day), turn: turn(on: day), dice: &dice)
  }

  /// The family a habit made for `day` is drawn from: counting on the even days from
  /// ``firstDayOfNewHabits``, answers on the odd ones, so no two days running bring one kind of
  /// puzzle.
  static func family(on day: DayStamp) -> DayHabit.Family {
    daysOfNewHabits(before: day).isMultiple(of: 2) ? .counting : .answers
  }

  /// The turn of `day` among the days of its ``family(on:)``: the families take the days in turn,
  /// so a puzzle of a family comes back no sooner than two rounds of its turns allow.
  static func turn(on day: DayStamp) -> Int { max(0, daysOfNewHabits(before: day)) / 2 }

  /// How many days from ``firstDayOfNewHabits`` come before `day`.
  private static func daysOfNewHabits(before day: DayStamp) -> Int {
    Int((day.start.timeIntervalSince(firstDayOfNewHabits.start) / 86_400).rounded())
  }

  /// The rival of habit whose turn `day` is, from ``firstDayOfNewHabits``: the seven take a week
  /// in an order drawn for that week, the week's first never the last week's last.
  static func rivalInTurn(on day: DayStamp) -> Rival {
    let days = daysOfNewHabits(before: day)
    let (week, turn) = (days / habitRivals.count, days % habitRivals.count)
    var order = order(ofWeek: week)
    if week > 0, order.first == self.order(ofWeek: week - 1).last { order.swapAt(0, 1) }
    return order[turn]
  }

  private static let habitRivals = Rival.allCases.filter(\.hasHabit)

  /// The rivals of habit in the order drawn for `week` (before any swap at its start).
  private static func order(ofWeek week: Int) -> [Rival] {
    var dice = SeededGenerator(seed: UInt64(week + 1) &* 0x9E37_79B9_7F4A_7C15)
    var order = habitRivals
    for index in stride(from: order.count - 1, to: 0, by: -1) {
      order.swapAt(index, Int(dice.next() % UInt64(index + 1)))
    }
    return order
  }

  /// The one- and two-round beginnings of a classic match, over which two habits are compared.
  static let situations: [[Round]] = {
    let moves = Rules.classic.moves
    let rounds = moves.flatMap { player in moves.map { Round(player: player, computer: $0, rules: .classic) }
    }
    return rounds.map { [$0] } + rounds.flatMap { earlier in rounds.map { [earlier, $0] } }
  }()

  /// Whether the habits of `first` and `second` call different throws after at least half of
  /// the one- and two-round beginnings of a classic match, so that taking on the second habit
  /// changes what the player must answer.
  public static func habitsPullApart(_ first: Rival, _ second: Rival) -> Bool {
    let differing = situations.filter { history in
      guard let one = first.habitThrow(after: history, rules: .classic),
        let other = second.habitThrow(after: history, rules: .classic)
      else { return false }
      return one != other
    }
    return differing.count * 2 >= situations.count
  }

  /// The rules of the day's match.
  /// Whether the day's habit made for it comes with a clue to its kind (Monday to Thursday);
  /// false on the other days, and on a day without such a habit.
  public var givesClue: Bool {
    newHabit != nil && !DailyChallenge.cluelessWeekdays.contains(day.weekday)
  }

  public var rules: Rules { twist.rules }
  /// The wins that end the day's match.
  public var targetWins: Int {
    switch twist {
    case .firstToFive, .twoHabits, .changesHabit, .newHabit: 5
    case .spockAndLizard, .hiddenHabit: Ladder.shortTargetWins
    }
  }
  /// The day's match, before its first round.
  public var match: Match { Match(rules: rules, targetWins: targetWins) }
  /// Whether the rival is shown unnamed until the match is over.
  public var hidesRival: Bool { twist.hidesRival }

  /// Which habit the rival follows each round: its own, or its own and the second rival's; from
  /// ``HabitPlan/firstDayOfCounters``, countering the player's reads (two fell 5–0 in six rounds
  /// to new players once they had found the day's habit), in its own way from
  /// ``HabitPlan/firstDayOfCounterStyles``.
  public var habitPlan: HabitPlan {
    let plan =
      newHabit.map { HabitPlan(rival, .newHabit($0, then: secondHabit)) }
      ?? twist.habitPlan(for: rival, second: secondRival)
    return HabitPlan(plan.rival, plan.pattern, countersReads: rival.hasHabit).played(on: day)
  }
}

/// What a twist does to a match, whoever plays it: the day's challenge, or a rung of the
/// Masters (``Ladder/rung(of:)``).
extension DailyChallenge.Twist {
  /// The rules the twist plays by.
  public var rules: Rules { self == .spockAndLizard ? .rockPaperScissorsSpockLizard : .classic }

  /// Whether the rival is shown unnamed until the match is over.
  public var hidesRival: Bool { self == .hiddenHabit }

  /// Which habit `rival` follows each round under the twist: its own, or its own and `second`'s.
  public func habitPlan(for rival: Rival, second: Rival?) -> HabitPlan {
    switch (self, second) {
    case (.twoHabits, let second?): HabitPlan(rival, .alternating(with: second))
    case (.changesHabit, let second?):
      HabitPlan(rival, .switching(to: second, afterPlayerWins: DailyChallenge.winsBeforeTheChange))
    default: HabitPlan(rival)
    }
  }
}
