import GameCore
import Testing

@testable import RPSApp

@Suite("The daily board's line of today beside yesterday")
struct DailyScoreWordsTests {
  @Test(
    "Today's stars come with the round the habit was read in, or that it was not; yesterday keeps its stars")
  func todayTellsTheReading() {
    #expect(
      DailyScore.words(today: 2, yesterday: 3, todayReading: .inRound(4))
        == "Today ★★☆, read in round 4 · yesterday ★★★")
    #expect(
      DailyScore.words(today: 0, yesterday: nil, todayReading: .notRead)
        == "Today ☆☆☆, habit not read · yesterday: not played")
  }

  @Test("Without a habit to read, or before today's try, the line says the stars alone")
  func noReadingToTell() {
    #expect(DailyScore.words(today: 1, yesterday: 2, todayReading: nil) == "Today ★☆☆ · yesterday ★★☆")
    #expect(DailyScore.words(today: nil, yesterday: 2) == "Today: not played yet · yesterday ★★☆")
  }
}
