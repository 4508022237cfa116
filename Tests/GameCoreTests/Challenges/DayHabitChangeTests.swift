import Foundation
import GameCore
import Testing

@Suite("From Wednesday to Sunday the day's habit gives way to a second after the player's third win")
struct DayHabitChangeTests {
  /// The days from the first day of changes on, four weeks of them.
  private var days: [DayStamp] {
    (0..<28).map { offset in (0..<offset).reduce(DailyChallenge.firstDayOfChanges) { day, _ in day.next } }
  }

  @Test(
    "A day's second habit is none that the days within three either side bring as their own: a tour met Echo's habit of three days before as the Fox's second"
  )
  func secondHabitIsNoNeighboursHabit() throws {
    for day in days {
      guard let second = DailyChallenge(day: day).secondHabit else { continue }
      var near: [DayStamp] = []
      var (before, after) = (day, day)
      for _ in 0..<3 {
        (before, after) = (before.previous, after.next)
        near += [before, after]
      }

      for other in near {
        #expect(DailyChallenge(day: other).newHabit != second, "\(day) and \(other)")
      }
    }
  }

  @Test("Wednesday to Sunday bring a second habit, of the other family; Monday and Tuesday one")
  func whichDaysChange() throws {
    for day in days {
      let challenge = DailyChallenge(day: day)
      let first = try #require(challenge.newHabit)
      if [4, 5, 6, 7, 1].contains(day.weekday) {
        let second = try #require(challenge.secondHabit, "\(day)")
        #expect(second.family != first.family)
      } else {
        #expect(challenge.secondHabit == nil, "\(day)")
      }
    }
  }

  @Test("Days before the first day of changes keep the one habit they had")
  func earlierDaysKeepOne() {
    let before = DayStamp(year: 2026, month: 12, day: 7)

    #expect(DailyChallenge(day: before).secondHabit == nil)
  }

  @Test(
    "The plan calls the first habit until the player's third win, then the second, and says when it changes")
  func planChangesAfterTheThirdWin() throws {
    let day = try #require(days.first { DailyChallenge(day: $0).secondHabit != nil })
    let challenge = DailyChallenge(day: day)
    let plan = challenge.habitPlan
    let (first, second) = (try #require(challenge.newHabit), try #require(challenge.secondHabit))
    var rounds: [Round] = []
    // Three rounds won by beating the first habit's throw, whatever it is.
    while rounds.filter({ $0.outcome == .win }).count < HabitPlan.winsBeforeTheDaysChange {
      let call = first.call(after: rounds, rules: .classic)
      #expect(plan.habitTurn(after: rounds) == 0)
      rounds.append(Round(player: Rules.classic.moves(beating: call)[0], computer: call, rules: .classic))
    }

    #expect(plan.changesHabit(after: rounds))
    #expect(plan.habitTurn(after: rounds) == 1)
    #expect(plan.call(after: rounds, rules: .classic) == second.call(after: rounds, rules: .classic))
    #expect(
      !plan.isCounter(after: rounds, rules: .classic), "reads of the first habit are no reads of the second")
  }

  @Test(
    "A player who read the first habit early is told so, and gets its star, however long the second took to find"
  )
  func firstHabitReadEarlyCountsItsRound() throws {
    let day = try #require(days.first { DailyChallenge(day: $0).secondHabit != nil })
    let challenge = DailyChallenge(day: day)
    let plan = challenge.habitPlan
    let first = try #require(challenge.newHabit)
    var match = challenge.match
    func play(beating call: Move) {
      let thrown = plan.call(after: match.rounds, rules: .classic) ?? .rock
      match.record(Round(player: Rules.classic.moves(beating: call)[0], computer: thrown, rules: .classic))
    }
    // Every call read until the change…
    while plan.habitTurn(after: match.rounds) == 0 {
      play(beating: plan.call(after: match.rounds, rules: .classic) ?? .rock)
    }
    let change = match.rounds.count + 1
    // …then three rounds still answering the first habit, then the second read to the end.
    for _ in 0..<3 where !match.isOver { play(beating: first.call(after: match.rounds, rules: .classic)) }
    while !match.isOver { play(beating: plan.call(after: match.rounds, rules: .classic) ?? .rock) }

    let recap = RivalRecap(rival: challenge.rival, match: match, plan: plan)

    #expect(recap.caughtOnRound == 2, "read from its first call, the round after its opening")
    let second = try #require(recap.caughtOnSecondHabitRound)
    #expect(second > change)
    #expect(HabitReading(recap: recap, known: []) == .inRound(3), "its first call a guess; read by round 3")
  }

  @Test(
    "The second habit's first call is a guess, as it is new to everyone: read from it on, the player caught on at its second call"
  )
  func secondHabitsFirstCallIsAGuess() throws {
    let day = try #require(days.first { DailyChallenge(day: $0).secondHabit != nil })
    let challenge = DailyChallenge(day: day)
    let plan = challenge.habitPlan
    var match = challenge.match
    var secondHabitCalls: [Int] = []
    // Every call read, before the change and after it.
    while !match.isOver {
      let calling = plan.habitTurn(after: match.rounds) != 0
      let call = plan.call(after: match.rounds, rules: .classic)
      if calling, call != nil, !plan.isCounter(after: match.rounds, rules: .classic) {
        secondHabitCalls.append(match.rounds.count + 1)
      }
      let thrown = call ?? .rock
      match.record(Round(player: Rules.classic.moves(beating: thrown)[0], computer: thrown, rules: .classic))
    }
    try #require(secondHabitCalls.count >= 2, "the match went on past the second habit's second call")

    let recap = RivalRecap(rival: challenge.rival, match: match, plan: plan)

    #expect(recap.caughtOnSecondHabitRound == secondHabitCalls[1], "\(secondHabitCalls)")
  }
}
