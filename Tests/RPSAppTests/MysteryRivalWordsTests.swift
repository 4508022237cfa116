import Foundation
import GameCore
import Testing

@testable import RPSApp

@Suite("A day's hidden rival in the history")
struct MysteryRivalWordsTests {
  @Test("While a hidden rival's daily is played, the history calls it a mystery; once over, by its name")
  func hiddenRivalStaysAMysteryUntilTheEnd() throws {
    // Arrange: a day whose challenge hides its rival, and its match in progress.
    let start = DayStamp(year: 2026, month: 1, day: 1)
    let day = try #require(
      (0..<60).lazy.map { offset in
        (0..<offset).reduce(start) { stamp, _ in stamp.next }
      }.first { DailyChallenge(day: $0).hidesRival })
    let challenge = DailyChallenge(day: day)
    var record = MatchRecord(
      match: Match(rules: .classic, targetWins: 3), level: .medium, startedAt: Date(),
      challenge: ChallengeTag(rival: challenge.rival, day: day))

    // Act and assert
    #expect(record.opponentWords == "Daily · Mystery rival")
    record.endedAt = Date()
    #expect(
      record.opponentWords == "Daily · \(challenge.rival.word)", "marked as the day's, apart from a rung")
  }
}
