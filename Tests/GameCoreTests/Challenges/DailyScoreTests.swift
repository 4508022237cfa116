import Foundation
import GameCore
import Testing

@Suite("A day's challenge scored in stars")
struct DailyScoreTests {
  private let today = DayStamp(year: 2026, month: 12, day: 5)

  private func record(_ pairs: [(Move, Move)], day: DayStamp, endedAt: Date) -> MatchRecord {
    let match = Match(
      rules: .classic, targetWins: 5,
      rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) })
    return MatchRecord(
      match: match, level: .medium, startedAt: endedAt.addingTimeInterval(-60), endedAt: endedAt,
      challenge: ChallengeTag(rival: .fox, day: day))
  }

  @Test("Won 5–1 scores two stars; yesterday's 5–0 three; a day not played has no score")
  func starsPerDay() {
    let win: (Move, Move) = (.paper, .rock)
    let loss: (Move, Move) = (.rock, .paper)
    let history = History(finished: [
      record([win, loss, win, win, win, win], day: today, endedAt: today.start.addingTimeInterval(3600)),
      record(
        Array(repeating: win, count: 5), day: today.previous, endedAt: today.start.addingTimeInterval(-3600)),
    ])

    #expect(DailyScore.stars(on: today, in: history) == 2)
    #expect(DailyScore.stars(on: today.previous, in: history) == 3)
    #expect(DailyScore.stars(on: today.previous.previous, in: history) == nil)
  }

  @Test("A lost or unfinished try scores no stars, and only the day's first try counts")
  func firstTryCounts() {
    let loss: (Move, Move) = (.rock, .paper)
    let win: (Move, Move) = (.paper, .rock)
    let history = History(finished: [
      record(Array(repeating: win, count: 5), day: today, endedAt: today.start.addingTimeInterval(7200)),
      record([loss, loss], day: today, endedAt: today.start.addingTimeInterval(3600)),
    ])

    #expect(DailyScore.stars(on: today, in: history) == 0)
  }
}
