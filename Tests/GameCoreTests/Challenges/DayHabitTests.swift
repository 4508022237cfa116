import Testing

@testable import GameCore

@Suite("The habits made for the day: two families, taken in turn")
struct DayHabitTests {
  /// Every habit a day may bring, of both families.
  private let pool =
    HabitRule.freshRules.map(DayHabit.answers) + CountingHabit.freshHabits.map(DayHabit.counting)

  /// The one- to three-round beginnings of a classic match.
  private let beginnings: [[Round]] = {
    let moves = Rules.classic.moves
    let rounds = moves.flatMap { player in moves.map { Round(player: player, computer: $0, rules: .classic) }
    }
    let two = rounds.flatMap { first in rounds.map { [first, $0] } }
    return rounds.map { [$0] } + two + two.flatMap { first in rounds.map { first + [$0] } }
  }()

  @Test("Every habit of the pool differs from every ladder rival of habit in at least a third of its calls")
  func everyHabitPullsApart() {
    for habit in pool {
      for rival in Rival.allCases where rival.hasHabit {
        let calls = beginnings.compactMap { history in
          rival.habitThrow(after: history, rules: .classic).map { (history, $0) }
        }
        let differing = calls.filter { habit.call(after: $0.0, rules: .classic) != $0.1 }
        #expect(differing.count * 3 >= calls.count, "\(habit) against \(rival)")
      }
    }
  }

  @Test(
    "No habit of the pool falls to one throw every round or the three in turn: fewer than 5 wins of rounds 4 to 12"
  )
  func noHabitFallsToSimplePlay() {
    let moves = Rules.classic.moves
    let plays: [(Int) -> Move] =
      moves.map { move in { _ in move } } + [{ moves[$0 % 3] }, { moves[(3 - $0 % 3) % 3] }]
    for habit in pool {
      for (number, play) in plays.enumerated() {
        var played: [Round] = []
        for index in 0..<12 {
          played.append(
            Round(player: play(index), computer: habit.call(after: played, rules: .classic), rules: .classic))
        }
        let wins = played.dropFirst(3).filter { $0.outcome == .win }.count
        #expect(wins < 5, "\(habit), simple play \(number): \(wins) of 9")
      }
    }
  }

  @Test(
    "Days of answers bring habits that throw apart: over a round of the family's puzzles, no two days' rivals throw alike after every beginning"
  )
  func answersDaysThrowApart() {
    var days: [DayHabit] = []
    var day = DailyChallenge.firstDayOfNewHabits
    let puzzles = Set(DayHabit.freshHabits(of: .answers).map(\.puzzle)).count
    while days.count < puzzles {
      if let habit = DailyChallenge(day: day).newHabit, habit.family == .answers { days.append(habit) }
      day = day.next
    }

    for (index, habit) in days.enumerated() {
      for other in days[(index + 1)...] {
        let alike = beginnings.allSatisfy {
          habit.call(after: $0, rules: .classic) == other.call(after: $0, rules: .classic)
        }
        #expect(!alike, "\(habit) and \(other) throw alike")
      }
    }
  }

  @Test("A rule worded apart after a loss that throws what it throws otherwise answers every round alike")
  func wordedApartThrowingAlike() {
    // After a loss, what beats the player's throw is what its own throw beats.
    let rule = HabitRule(
      opening: .rock, afterWin: .init(.own, .beaten), afterLoss: .init(.players, .beating),
      afterDraw: .init(.own, .beaten))

    #expect(rule.ignoresTheOutcome)
    #expect(DayHabit.answers(rule).answersAlike)
  }

  @Test("From the first day of new habits, any three days running show at least two kinds of puzzle")
  func threeDaysMixKinds() {
    /// A day's kind of puzzle: the kind of its habit made for the day, else its twist.
    func kind(_ challenge: DailyChallenge) -> String {
      switch challenge.newHabit?.kind {
      case .answers?: "answers"
      case .counting(let kind)?: "\(kind)"
      case nil: challenge.twist.rawValue
      }
    }
    var day = DailyChallenge.firstDayOfNewHabits
    var kinds: [String] = []
    for _ in 0..<(4 * 365) {
      kinds.append(kind(DailyChallenge(day: day)))
      day = day.next
    }

    for start in 0..<(kinds.count - 2) {
      #expect(Set(kinds[start..<start + 3]).count >= 2, "days \(start)–\(start + 2): \(kinds[start])")
    }
    #expect(Set(kinds).isSuperset(of: ["answers", "runs", "favourite"]), "\(Set(kinds))")
  }

  @Test("Both families and both counting kinds come often over a year")
  func familiesShareTheYear() {
    var day = DayStamp(year: 2027, month: 1, day: 1)
    var habits: [DayHabit] = []
    while day.year == 2027 {
      if let habit = DailyChallenge(day: day).newHabit { habits.append(habit) }
      day = day.next
    }

    let counting = habits.filter { $0.family == .counting }
    #expect(
      counting.count * 3 >= habits.count && counting.count * 3 <= habits.count * 2,
      "\(counting.count) of \(habits.count)")
    #expect(counting.filter { $0.kind == .counting(.runs) }.count * 4 >= counting.count)
    #expect(counting.filter { $0.kind == .counting(.favourite) }.count * 4 >= counting.count)
  }

  @Test(
    "A day's puzzle does not come back within four days, and every puzzle of a family comes before any repeats"
  )
  func puzzlesComeInTurn() {
    // Arrange
    var day = DailyChallenge.firstDayOfNewHabits
    var seen: [(day: Int, puzzle: DayHabit)] = []

    // Act
    for index in 0..<(3 * 365) {
      if let habit = DailyChallenge(day: day).newHabit { seen.append((index, habit.puzzle)) }
      day = day.next
    }

    // Assert
    for (earlier, later) in zip(seen.indices, seen.indices.dropFirst()) {
      for next in later..<min(seen.count, later + 4) where seen[next].puzzle == seen[earlier].puzzle {
        #expect(seen[next].day - seen[earlier].day >= 4, "day \(seen[earlier].day) and day \(seen[next].day)")
      }
    }
    for family in DayHabit.Family.allCases {
      let puzzles = Set(DayHabit.freshHabits(of: family).map(\.puzzle))
      var turns: [DayHabit] = []
      for turn in 0..<puzzles.count {
        var dice = SeededGenerator(seed: 1)
        turns.append(DayHabit.inTurn(from: family, turn: turn, dice: &dice).puzzle)
      }
      #expect(Set(turns) == puzzles, "\(family): \(turns.count) turns, \(Set(turns).count) puzzles")
    }
  }

  @Test("Days of counting habits take runs and a favourite in turn, and runs of two and of three in turn")
  func countingDaysAlternate() {
    var day = DailyChallenge.firstDayOfNewHabits
    var counting: [CountingHabit] = []
    for _ in 0..<120 {
      if case .counting(let habit)? = DailyChallenge(day: day).newHabit { counting.append(habit) }
      day = day.next
    }

    let kinds = counting.map(\.kind)
    #expect(zip(kinds, kinds.dropFirst()).allSatisfy { $0 != $1 }, "\(kinds)")
    let lengths = counting.compactMap { habit -> Int? in
      if case .runs(_, let length, _) = habit { return length }
      return nil
    }
    #expect(zip(lengths, lengths.dropFirst()).allSatisfy { $0 != $1 }, "\(lengths)")
  }
}
