import Foundation
import GameCore
import Testing

@testable import RPSApp

@MainActor
@Suite("The daily challenge's two-habit twists in words")
struct DailyTwistWordsTests {
  /// The first day from 2026 whose challenge has `twist` (days of two habits came before every
  /// day brought a habit made for it).
  private func day(with twist: DailyChallenge.Twist) -> DailyChallenge {
    var day = DayStamp(year: 2026, month: 1, day: 1)
    while DailyChallenge(day: day).twist != twist { day = day.next }
    return DailyChallenge(day: day)
  }

  @Test("The twist names the rival whose habit is borrowed, and when")
  func twistNamesTheSecondRival() throws {
    let mixing = day(with: .twoHabits)
    let changing = day(with: .changesHabit)
    let (first, second) = (try #require(mixing.secondRival), try #require(changing.secondRival))

    #expect(
      DailyController.twistWords(mixing, revealed: false)
        == "Twist: every other round it borrows \(first.word)'s habit; first to five.")
    #expect(
      DailyController.twistWords(changing, revealed: false)
        == "Twist: once you have won 2 rounds, it takes \(second.word)'s habit; first to five.")
  }

  @Test("The recap of a day of changing habits says both habits and when it changed")
  func recapSaysBothHabits() throws {
    let challenge = day(with: .changesHabit)
    let second = try #require(challenge.secondRival)
    let plan = challenge.habitPlan
    var rounds: [Round] = []
    var match = challenge.match
    while !match.isOver {
      let call = plan.call(after: rounds, rules: .classic) ?? .rock
      let round = Round(player: Rules.classic.moves(beating: call)[0], computer: call, rules: .classic)
      rounds.append(round)
      match.record(round)
    }

    let words = RecapWords(
      recap: RivalRecap(rival: challenge.rival, match: match, plan: plan), daily: challenge, unlocked: nil,
      rivalsBeaten: Set(Rival.allCases), dailyStreak: 1, achievements: [])

    #expect(words.howTheyPlayed.hasPrefix(challenge.rival.habitSentence(rules: .classic)))
    #expect(
      words.howTheyPlayed.contains(
        "Once you had won 2 rounds, it changed habits: \(second.habitSentence(rules: .classic))"))
    #expect(!words.howYouRead.contains("not caught on"), "\(words.howYouRead)")
  }
}
