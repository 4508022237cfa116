import Foundation
import Testing

@testable import GameCore

@Suite("The question on the day's habit: one thing a reader knows, three answers, one right")
struct HabitQuestionTests {
  /// A classic round, the player's throw first.
  private func round(_ player: Move, _ rival: Move) -> Round {
    Round(player: player, computer: rival, rules: .classic)
  }

  /// The throw a choice of an answer to a round gives after `last`.
  private func throwAfter(_ last: Round, answering choice: HabitQuestion.Choice) -> Move? {
    guard case .answer(let answer) = choice else { return nil }
    return HabitRule(opening: .rock, afterWin: answer, afterLoss: answer, afterDraw: answer)
      .call(after: [last], rules: .classic)
  }

  @Test(
    "Against every rule a day may bring, the three answers throw three different moves, and only the right one throws what the rule does"
  )
  func answersTellTheRuleApart() throws {
    let rounds = [
      round(.rock, .paper), round(.rock, .scissors), round(.paper, .paper), round(.scissors, .rock),
    ]
    for rule in HabitRule.freshRules {
      let question = HabitQuestion(habit: .answers(rule), rounds: rounds, seed: 7)
      guard case .answer(let ending) = question.subject else {
        Issue.record("\(rule) asked about \(question.subject)")
        continue
      }
      // A round that ended as asked, from the rival's side (any round, for a rule alike after all).
      let last =
        switch ending {
        case .win?, nil: round(.rock, .paper)
        case .loss?: round(.rock, .scissors)
        case .draw?: round(.paper, .paper)
        }
      let thrown = question.choices.map { throwAfter(last, answering: $0) }
      #expect(Set(thrown.compactMap(\.self)).count == 3, "\(rule): \(question.choices)")
      let rightThrow = rule.call(after: [last], rules: .classic)
      #expect(
        thrown.indices.filter { thrown[$0] == rightThrow } == [question.rightIndex],
        "\(rule): \(question.choices)")
    }
  }

  @Test(
    "After a round the rival won or lost, every answer's twin starts from the other player's throw and names the same throw, whatever the two threw"
  )
  func twinsNameTheSameThrow() {
    let moves = Rules.classic.moves
    let decided = moves.flatMap { player in moves.map { round(player, $0) } }.filter { $0.outcome != .draw }
    #expect(decided.count == 6)
    for last in decided {
      let itsOutcome = last.outcome.reversed
      for answer in HabitRule.Answer.all {
        guard let twin = answer.twin(afterItsOutcome: itsOutcome) else {
          Issue.record("\(answer) has no twin after a \(itsOutcome)")
          continue
        }
        #expect(twin.base != answer.base, "\(answer) after \(last)")
        #expect(
          twin.call(after: last, rules: .classic) == answer.call(after: last, rules: .classic),
          "\(answer) and its twin \(twin) after \(last)")
      }
    }
  }

  @Test("After a draw, whose two throws are one, no answer has a twin")
  func noTwinAfterADraw() {
    for answer in HabitRule.Answer.all {
      #expect(answer.twin(afterItsOutcome: .draw) == nil, "\(answer)")
    }
  }

  @Test(
    "A question asked after a round it won or lost gives each of its three answers a twin: three different throws, the right one still the rule's"
  )
  func questionsAfterAWinOrALossHaveTwins() {
    let wonMostly = [round(.rock, .paper), round(.paper, .scissors), round(.rock, .rock)]
    let lostMostly = [round(.rock, .scissors), round(.paper, .rock), round(.rock, .rock)]
    var asked: Set<Outcome?> = []
    for rounds in [wonMostly, lostMostly] {
      for rule in HabitRule.freshRules {
        let question = HabitQuestion(habit: .answers(rule), rounds: rounds, seed: 7)
        guard case .answer(let ending) = question.subject else { continue }
        asked.insert(ending)
        let twins = question.choices.map(question.twin(of:))
        guard let ending else {
          #expect(twins.allSatisfy { $0 == nil }, "\(rule): asked after every round")
          continue
        }
        let last = ending == .win ? round(.rock, .paper) : round(.rock, .scissors)
        let twinThrows = twins.compactMap { $0?.call(after: last, rules: .classic) }
        #expect(twinThrows.count == 3 && Set(twinThrows).count == 3, "\(rule): \(twins)")
        let rightTwin = twins[question.rightIndex]
        #expect(rightTwin?.call(after: last, rules: .classic) == rule.call(after: [last], rules: .classic))
      }
    }
    #expect(asked == [.win, .loss, nil], "every kind of question came up")
  }

  @Test("It asks what the rival threw after the way a round ended for it most often in the match")
  func asksAboutWhatCameUp() {
    let rule = HabitRule(
      opening: .rock, afterWin: .init(.own, .same), afterLoss: .init(.players, .beating),
      afterDraw: .init(.own, .beaten))
    let lostMostly = [
      round(.rock, .scissors), round(.paper, .rock), round(.rock, .rock), round(.scissors, .paper),
    ]
    let wonMostly = [
      round(.rock, .paper), round(.paper, .scissors), round(.rock, .rock), round(.paper, .rock),
    ]

    let afterLosses = HabitQuestion(habit: .answers(rule), rounds: lostMostly, seed: 1)
    let afterWins = HabitQuestion(habit: .answers(rule), rounds: wonMostly, seed: 1)

    #expect(afterLosses.subject == .answer(afterItsOutcome: .loss))
    #expect(afterWins.subject == .answer(afterItsOutcome: .win))
    #expect(afterLosses.choices[afterLosses.rightIndex] == .answer(.init(.players, .beating)))
  }

  @Test("It asks about the way a round ended after which the habit showed most, not the way met most")
  func asksAboutWhatShowed() {
    let rule = HabitRule(
      opening: .rock, afterWin: .init(.own, .same), afterLoss: .init(.players, .beating),
      afterDraw: .init(.own, .beaten))
    // It lost three rounds that had a round after them, and broke or left its answer after each;
    // it won two, and kept its throw after both.
    let rounds = [
      round(.rock, .paper), round(.scissors, .paper), round(.rock, .scissors), round(.scissors, .rock),
      round(.paper, .rock), round(.scissors, .paper),
    ]

    let question = HabitQuestion(habit: .answers(rule), rounds: rounds, seed: 1)

    #expect(question.subject == .answer(afterItsOutcome: .win))
  }

  @Test("A rule that answers every way a round ends alike is asked about every round")
  func aRuleAlikeIsAskedAboutEveryRound() {
    let step = HabitRule.Answer(.own, .beating)
    let rule = HabitRule(opening: .paper, afterWin: step, afterLoss: step, afterDraw: step)

    let question = HabitQuestion(habit: .answers(rule), rounds: [round(.rock, .paper)], seed: 3)

    #expect(question.subject == .answer(afterItsOutcome: nil))
    #expect(question.choices[question.rightIndex] == .answer(step))
  }

  @Test("Runs are asked by their length and their step: three different answers, one of them the habit's")
  func runsAreAskedByLengthAndStep() {
    for habit in CountingHabit.freshHabits {
      guard case .runs(_, let length, let step) = habit else { continue }

      let question = HabitQuestion(habit: .counting(habit), rounds: [], seed: 11)

      #expect(question.subject == .runs)
      #expect(Set(question.choices).count == 3)
      #expect(question.choices[question.rightIndex] == .runs(length: length, step: step))
    }
  }

  @Test("A count of the player's favourite is asked by what it threw from it: the three steps")
  func favouriteIsAskedByItsStep() {
    let question = HabitQuestion(
      habit: .counting(.favourite(opening: .rock, step: .beaten)), rounds: [], seed: 5)

    #expect(question.subject == .favourite)
    #expect(Set(question.choices) == Set(HabitRule.Step.allCases.map(HabitQuestion.Choice.favourite)))
    #expect(question.choices[question.rightIndex] == .favourite(.beaten))
  }

  @Test("Every player of a day gets the same question, and over the days the right answer is in every place")
  func sameForTheDayAndNotAlwaysFirst() throws {
    var places: Set<Int> = []
    var day = DayStamp(year: 2027, month: 3, day: 1)
    for _ in 0..<60 {
      let challenge = DailyChallenge(day: day)
      day = day.next
      guard let habit = challenge.newHabit else { continue }
      let rounds = [round(.rock, .paper), round(.paper, .paper)]
      let question = HabitQuestion(habit: habit, rounds: rounds, seed: challenge.seed)
      #expect(HabitQuestion(habit: habit, rounds: rounds, seed: challenge.seed) == question)
      places.insert(question.rightIndex)
    }
    #expect(places == [0, 1, 2])
  }

  @Test("The first answer a day gets is kept: a second answer, or another copy's, does not change it")
  func theFirstAnswerIsKept() throws {
    let day = DayStamp(year: 2027, month: 1, day: 4)
    var progress = PlayerProgress()
    progress.recordHabitNamed(false, on: day)
    progress.recordHabitNamed(true, on: day)
    var other = PlayerProgress()
    other.recordHabitNamed(true, on: day)
    other.recordHabitNamed(true, on: day.next)

    let merged = progress.merged(with: other)

    #expect(progress.habitNamed(on: day) == false)
    #expect(merged.habitNamed(on: day) == false)
    #expect(merged.habitNamed(on: day.next) == true)
    #expect(merged.habitNamed(on: day.previous) == nil)
  }

  @Test("A progress file written before habits were named reads with none named")
  func anOlderFileHasNoneNamed() throws {
    let older =
      #"{"version":1,"rivalsBeaten":{},"dailyResults":{"2027-01-04":"won"},"achievementsEarned":{}}"#

    let progress = try JSONDecoder().decode(PlayerProgress.self, from: Data(older.utf8))

    #expect(progress.habitsNamed.isEmpty)
    #expect(progress.dailyResult(on: DayStamp(year: 2027, month: 1, day: 4)) == .won)
  }
}
