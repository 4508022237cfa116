import Foundation
import GameCore
import Testing

@Suite("Progress against the hard level, week on week")
struct HardProgressTests {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// A finished first-to-3 match ended `days` before now: `won` rounds won, then the rest lost.
  private func record(won: Int, level: Level = .hard, daysAgo days: Double) -> MatchRecord {
    var match = Match(rules: .classic, targetWins: 3)
    for _ in 0..<won { match.record(Round(player: .paper, computer: .rock, rules: .classic)) }
    while !match.isOver { match.record(Round(player: .rock, computer: .paper, rules: .classic)) }
    let ended = now.addingTimeInterval(-days * 86_400)
    return MatchRecord(match: match, level: level, startedAt: ended.addingTimeInterval(-60), endedAt: ended)
  }

  @Test(
    "Rounds won at Hard in the last seven days and in the seven before, apart; older and other levels left out"
  )
  func twoWeeks() {
    let history = History(finished: [
      record(won: 3, daysAgo: 1), record(won: 1, daysAgo: 6.5), record(won: 2, daysAgo: 8),
      record(won: 3, level: .easy, daysAgo: 2), record(won: 3, daysAgo: 20),
    ])

    let progress = HardProgress(history: history, now: now)

    #expect(progress.thisWeek == HardProgress.Week(roundsWon: 4, rounds: 7, matchesWon: 1, matches: 2))
    #expect(progress.weekBefore == HardProgress.Week(roundsWon: 2, rounds: 5, matchesWon: 0, matches: 1))
    #expect(progress.thisWeek.roundShare == 4.0 / 7.0)
  }

  @Test("A week without a round at Hard has no share")
  func emptyWeek() {
    let progress = HardProgress(history: History(), now: now)

    #expect(progress.thisWeek.roundShare == nil && progress.weekBefore.roundShare == nil)
  }

  @Test("A match stamped a moment after now (a clock set back) counts in this week, as the records count it")
  func matchFromTheFutureIsThisWeeks() {
    let history = History(finished: [record(won: 2, daysAgo: 1), record(won: 1, daysAgo: -0.001)])

    let progress = HardProgress(history: history, now: now)

    #expect(progress.thisWeek.matches == 2)
    #expect(progress.thisWeek.roundsWon == 3)
  }

  @Test(
    "The rounds of the match in progress at Hard count in this week, as the board beside the line shows them")
  func matchInProgressCounts() {
    var playing = Match(rules: .classic, targetWins: 3)
    for (player, computer) in [(Move.rock, Move.scissors), (.rock, .paper), (.paper, .rock), (.rock, .paper)]
    {
      playing.record(Round(player: player, computer: computer, rules: .classic))
    }
    let current = MatchRecord(match: playing, level: .hard, startedAt: now.addingTimeInterval(-60))
    let history = History(finished: [record(won: 0, daysAgo: 1)], current: current)

    let progress = HardProgress(history: history, now: now)

    #expect(progress.thisWeek == HardProgress.Week(roundsWon: 2, rounds: 7, matchesWon: 0, matches: 1))
  }
}
