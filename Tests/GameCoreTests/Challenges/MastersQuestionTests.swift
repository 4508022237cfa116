import Foundation
import GameCore
import Testing

@Suite("A Masters rung that borrows a habit ends on a question: whose")
struct MastersQuestionTests {
  @Test(
    "Every rung that borrows a habit asks whose, among three different rivals of habit: the one borrowed and two others, never its own",
    arguments: LadderTier.masters.rivals.compactMap(MastersRung.init(rival:)).filter { $0.secondRival != nil }
  )
  func asksWhoseHabit(rung: MastersRung) throws {
    let question = try #require(HabitQuestion(mastersRung: rung))
    let rivals = question.choices.compactMap { choice -> Rival? in
      if case .rival(let rival) = choice { return rival }
      return nil
    }

    #expect(question.subject == .borrowedRival(changes: rung.twist == .changesHabit))
    #expect(rivals.count == 3)
    #expect(Set(rivals).count == 3)
    #expect(rivals.allSatisfy { $0.hasHabit })
    #expect(!rivals.contains(rung.rival))
    #expect(question.choices[question.rightIndex] == .rival(try #require(rung.secondRival)))
    #expect(HabitQuestion(mastersRung: rung) == question, "the same question at every match of the rung")
  }

  @Test("A rung of Spock and lizard borrows no habit, and asks nothing")
  func spockAndLizardAsksNothing() throws {
    let rung = try #require(MastersRung(rival: .cyclist))

    #expect(HabitQuestion(mastersRung: rung) == nil)
  }

  @Test("The first answer is kept, two copies' progress keep each rung's first, and an older file has none")
  func firstAnswerKept() throws {
    var progress = PlayerProgress()
    progress.recordMastersHabitNamed(false, for: .echo)
    progress.recordMastersHabitNamed(true, for: .echo)
    var other = PlayerProgress()
    other.recordMastersHabitNamed(true, for: .mule)
    let older = try JSONDecoder().decode(
      PlayerProgress.self,
      from: Data(#"{"version":1,"rivalsBeaten":{},"dailyResults":{},"achievementsEarned":{}}"#.utf8))

    #expect(progress.mastersHabitNamed(for: .echo) == false)
    #expect(progress.merged(with: other).mastersHabitNamed(for: .mule) == true)
    #expect(progress.merged(with: other).mastersHabitNamed(for: .echo) == false)
    #expect(older.mastersHabitsNamed.isEmpty)
  }
}
