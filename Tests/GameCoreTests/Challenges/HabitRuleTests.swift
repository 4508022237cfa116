import Testing

@testable import GameCore

@Suite("A habit made for the day: an opening, then an answer to each way a round ends")
struct HabitRuleTests {
  private func round(_ player: Move, _ computer: Move) -> Round {
    Round(player: player, computer: computer, rules: .classic)
  }

  /// The days of 2027 whose challenge plays a habit made for the day.
  private var newHabitDays: [DailyChallenge] {
    var day = DayStamp(year: 2027, month: 1, day: 1)
    var found: [DailyChallenge] = []
    while day.year == 2027 {
      let challenge = DailyChallenge(day: day)
      if challenge.twist == .newHabit { found.append(challenge) }
      day = day.next
    }
    return found
  }

  @Test("The rule opens with its throw, then answers a win, a loss and a draw as it says")
  func answersEachOutcome() {
    let rule = HabitRule(
      opening: .paper, afterWin: HabitRule.Answer(.players, .beating),
      afterLoss: HabitRule.Answer(.own, .beaten), afterDraw: HabitRule.Answer(.own, .same))

    #expect(rule.call(after: [], rules: .classic) == .paper)
    #expect(
      rule.call(after: [round(.rock, .paper)], rules: .classic) == .paper,
      "it won with paper over rock: what beats the player's rock")
    #expect(
      rule.call(after: [round(.scissors, .paper)], rules: .classic) == .rock,
      "it lost with paper: what its own paper beats")
    #expect(rule.call(after: [round(.scissors, .scissors)], rules: .classic) == .scissors)
  }

  @Test("After a draw the rule answers from its own throw, whatever base it was given")
  func drawAnswersFromItsOwnThrow() {
    let rule = HabitRule(
      opening: .rock, afterWin: HabitRule.Answer(.own, .same), afterLoss: HabitRule.Answer(.own, .same),
      afterDraw: HabitRule.Answer(.players, .beating))

    #expect(rule.afterDraw == HabitRule.Answer(.own, .beating))
  }

  @Test("Days before the first of the new habits keep the challenges they had")
  func earlierDaysKeepTheirChallenges() {
    var day = DayStamp(year: 2026, month: 1, day: 1)
    while day < DailyChallenge.firstDayOfNewHabits {
      #expect(DailyChallenge(day: day).twist != .newHabit, "\(day)")
      day = day.next
    }
  }

  @Test("From then on, every day brings a habit made for it")
  func newHabitsEveryDay() {
    #expect(newHabitDays.count == 365)
  }

  @Test("No ladder rival's habit solves the day's: their calls differ in at least a third of those it makes")
  func noRungSolvesTheDay() throws {
    let moves = Rules.classic.moves
    let rounds = moves.flatMap { player in moves.map { round(player, $0) } }
    let situations = rounds.map { [$0] } + rounds.flatMap { first in rounds.map { [first, $0] } }
    for challenge in newHabitDays.prefix(40) {
      let rule = try #require(challenge.newHabit)
      for rival in Rival.allCases where rival.hasHabit {
        let calls = situations.compactMap { history in
          rival.habitThrow(after: history, rules: .classic).map { (history, $0) }
        }
        let differing = calls.filter { rule.call(after: $0.0, rules: .classic) != $0.1 }
        #expect(differing.count * 3 >= calls.count, "\(challenge.day) against \(rival)")
      }
    }
  }

  @Test(
    "No day's habit falls to play that does not read it: one throw every round, or the three in turn, wins under half of rounds 4 to 12"
  )
  func simplePlayDoesNotSolveTheDay() throws {
    let moves = Rules.classic.moves
    let plays: [(Int) -> Move] =
      moves.map { move in { _ in move } } + [{ moves[$0 % 3] }, { moves[(3 - $0 % 3) % 3] }]
    for challenge in newHabitDays {
      let rule = try #require(challenge.newHabit)
      for (number, play) in plays.enumerated() {
        var played: [Round] = []
        for index in 0..<12 { played.append(round(play(index), rule.call(after: played, rules: .classic))) }
        let wins = played.dropFirst(3).filter { $0.outcome == .win }.count
        #expect(wins < 5, "\(challenge.day), simple play \(number): \(wins) of 9")
      }
    }
  }

  @Test("The rules a day may bring are at least fifteen")
  func enoughRules() {
    #expect(HabitRule.freshRules.count >= 15)
  }

  @Test("Two players on one day meet the same habit, and a year brings at least fifteen different answers")
  func sameRuleForEveryoneDifferentByDay() {
    let days = newHabitDays
    let again = days.map { DailyChallenge(day: $0.day).newHabit }
    let answers = Set(
      days.compactMap { day -> [HabitRule.Answer]? in
        guard case .answers(let rule)? = day.newHabit else { return nil }
        return [rule.afterWin, rule.afterLoss, rule.afterDraw]
      })

    #expect(again == days.map(\.newHabit))
    #expect(answers.count >= 15, "\(answers.count) different answers to a win, a loss and a draw")
  }

  @Test("The rival of a new habit's day plays it: its plan calls what the rule calls")
  func rivalPlaysTheRule() throws {
    let challenge = try #require(newHabitDays.first)
    let rule = try #require(challenge.newHabit)
    let played = [round(.rock, .scissors), round(.paper, .paper)]

    #expect(challenge.targetWins == 5)
    #expect(challenge.rival.hasHabit)
    #expect(
      challenge.habitPlan.call(after: played, rules: .classic) == rule.call(after: played, rules: .classic))
  }
}
