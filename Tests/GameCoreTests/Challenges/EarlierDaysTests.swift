import Foundation
import GameCore
import Testing

@Suite("Earlier days: a past day's challenge played again counts for nothing of its day's")
struct EarlierDaysTests {
  private let today = DailyChallenge.firstDayOfNewHabits.next.next.next

  /// A try of `day`'s challenge, the player winning it 5–0 (or losing it 0–5), started a minute
  /// before `endedAt`; `later` when played after its day.
  private func attempt(
    on day: DayStamp, won: Bool = true, later: Bool, endedAt: Date, finished: Bool = true
  ) -> MatchRecord {
    let round =
      won
      ? Round(player: .paper, computer: .rock, rules: .classic)
      : Round(player: .rock, computer: .paper, rules: .classic)
    let match = Match(
      rules: .classic, targetWins: 5, rounds: Array(repeating: round, count: finished ? 5 : 2))
    return MatchRecord(
      match: match, level: .medium, startedAt: endedAt.addingTimeInterval(-60),
      endedAt: finished ? endedAt : nil,
      challenge: ChallengeTag(rival: DailyChallenge(day: day).rival, day: day, later: later))
  }

  @Test("The days on offer run from yesterday back to the first day of habits made for the day")
  func daysOnOffer() {
    let earlier = EarlierDays(today: today, history: History())

    #expect(
      earlier.days.map(\.challenge.day) == [
        today.previous, today.previous.previous, DailyChallenge.firstDayOfNewHabits,
      ])
    #expect(earlier.days.allSatisfy { $0.starsOnTheDay == nil && $0.bestStarsLater == nil && !$0.isSolved })
    #expect(EarlierDays(today: DailyChallenge.firstDayOfNewHabits, history: History()).days.isEmpty)
    #expect(!EarlierDays.areOffered(before: DailyChallenge.firstDayOfNewHabits))
    #expect(EarlierDays.areOffered(before: today))
  }

  @Test("No more than four weeks back are offered, however long habits have been made")
  func fourWeeksAtMost() {
    var farOn = today
    for _ in 0..<60 { farOn = farOn.next }

    let earlier = EarlierDays(today: farOn, history: History())

    #expect(earlier.days.count == EarlierDays.mostDays)
    #expect(earlier.days.first?.challenge.day == farOn.previous)
  }

  @Test("A day lost on the day and won later is solved; the day keeps its own score, the later try its own")
  func lostThenWonLater() throws {
    let day = today.previous
    let history = History(finished: [
      attempt(on: day, won: true, later: true, endedAt: today.start.addingTimeInterval(3600)),
      attempt(on: day, won: false, later: false, endedAt: day.start.addingTimeInterval(3600)),
    ])

    let entry = try #require(EarlierDays(today: today, history: history).days.first)

    #expect(entry.starsOnTheDay == 0)
    #expect((entry.bestStarsLater ?? 0) >= 1)
    #expect(entry.isSolved)
    #expect(EarlierDays(today: today, history: history).solved == 1)
  }

  @Test("A day never played on it has no counted try, however many later tries were won")
  func laterTryIsNeverTheCountedOne() {
    let day = today.previous.previous
    let history = History(finished: [
      attempt(on: day, later: true, endedAt: today.start.addingTimeInterval(3600))
    ])

    #expect(DailyScore.countedTry(on: day, in: history) == nil)
    #expect(DailyScore.stars(on: day, in: history) == nil)
  }

  @Test("Rebuilt from the history, the progress gives a day only the result of its own try")
  func rebuiltProgressIgnoresLaterTries() {
    let missed = today.previous
    let played = today.previous.previous
    let history = History(finished: [
      attempt(on: missed, later: true, endedAt: today.start.addingTimeInterval(3600)),
      attempt(on: played, won: false, later: false, endedAt: played.start.addingTimeInterval(3600)),
    ])

    let progress = PlayerProgress.rebuilt(from: history, at: today.start)

    #expect(progress.dailyResult(on: missed) == nil)
    #expect(progress.dailyResult(on: played) == .lost)
  }

  @Test("At the start of a run a later try left unfinished waits to resume; a past day's own try is settled")
  func unfinishedLaterTryWaits() {
    let day = today.previous
    var history = History(finished: [
      attempt(on: day, later: true, endedAt: today.start.addingTimeInterval(600), finished: false),
      attempt(on: day, won: false, later: false, endedAt: day.start.addingTimeInterval(600), finished: false),
    ])

    let abandoned = history.settleUnfinishedChallenges(today: today, at: today.start.addingTimeInterval(700))

    #expect(abandoned == 1)
    let rival = DailyChallenge(day: day).rival
    #expect(history.unfinishedChallenge(ChallengeTag(rival: rival, day: day, later: true)) != nil)
    #expect(history.unfinishedChallenge(ChallengeTag(rival: rival, day: day)) == nil)
  }

  @Test("A tag of a later try is saved as one, and a tag saved before later tries reads as a day's own")
  func tagCoding() throws {
    let day = today.previous
    let later = ChallengeTag(rival: .fox, day: day, later: true)
    let decoded = try JSONDecoder().decode(ChallengeTag.self, from: JSONEncoder().encode(later))
    let older = try JSONDecoder().decode(
      ChallengeTag.self, from: Data(#"{"rival":"fox","day":"\#(day)"}"#.utf8))

    #expect(decoded == later)
    #expect(decoded.isLaterTry)
    #expect(!older.isLaterTry)
    #expect(
      !ChallengeTag(rival: .fox, later: true).isLaterTry, "a rung of the ladder has no day to try later")
  }
}
