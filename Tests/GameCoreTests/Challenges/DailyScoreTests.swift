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

  @Test(
    "Before the habits made for the day, a day keeps the score it was given: won 5–1 two stars, yesterday's 5–0 three, habit read or not; a day not played has no score"
  )
  func starsPerDay() {
    let win: (Move, Move) = (.paper, .rock)
    let loss: (Move, Move) = (.rock, .paper)
    let history = History(finished: [
      record([win, loss, win, win, win, win], day: today, endedAt: today.start.addingTimeInterval(3600)),
      record(
        Array(repeating: win, count: 5), day: today.previous, endedAt: today.start.addingTimeInterval(-3600)),
    ])

    #expect(today < DailyChallenge.firstDayOfNewHabits)
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

@Suite("A day's challenge scored by how soon its habit was read")
struct DailyReadingTests {
  /// A day of a habit made for the day.
  private let day: DayStamp = {
    var day = DailyChallenge.firstDayOfNewHabits
    while DailyChallenge(day: day).twist != .newHabit { day = day.next }
    return day
  }()

  /// The day's match with the rival keeping to its habit, the player answering each call from
  /// `fromRound` on and throwing what loses to it before.
  private func record(readingFrom fromRound: Int) -> MatchRecord {
    let challenge = DailyChallenge(day: day)
    var played = challenge.match
    let rules = challenge.rules
    while !played.isOver {
      let call = challenge.habitPlan.call(after: played.rounds, rules: rules) ?? rules.moves[0]
      let answer = rules.moves.first { rules.outcome(of: $0, against: call) == .win } ?? call
      let wrong = rules.moves.first { rules.outcome(of: $0, against: call) == .loss } ?? call
      played.record(
        Round(player: played.rounds.count + 1 >= fromRound ? answer : wrong, computer: call, rules: rules))
    }
    let ended = day.start.addingTimeInterval(3600)
    return MatchRecord(
      match: played, level: .medium, startedAt: ended.addingTimeInterval(-60), endedAt: ended,
      challenge: ChallengeTag(rival: challenge.rival, day: day))
  }

  @Test("The counted try read from round 4 scores 'read in round 4'; one that never read scores 'not read'")
  func readingOfTheCountedTry() throws {
    let read = History(finished: [record(readingFrom: 4)])
    let never = History(finished: [record(readingFrom: 99)])
    let challenge = DailyChallenge(day: day)
    let recap = RivalRecap(rival: challenge.rival, match: read.finished[0].match, plan: challenge.habitPlan)
    try #require((recap.firstHabitRound ?? 99) < 4, "the habit calls before round 4")

    #expect(DailyScore.reading(on: day, in: read) == .inRound(4))
    #expect(DailyScore.reading(on: day, in: never) == .notRead)
    #expect(DailyScore.reading(on: day.next, in: read) == nil, "no try that day")
  }

  @Test(
    "On a day of a habit made for it, stars reward reading: read in round 3 and won 5–2, three; read in round 4 and won 5–3, two"
  )
  func starsRewardReading() {
    let early = History(finished: [record(readingFrom: 3)])
    let later = History(finished: [record(readingFrom: 4)])
    let never = History(finished: [record(readingFrom: 99)])

    #expect(early.finished[0].match.score.computer == 2)
    #expect(DailyScore.stars(on: day, in: early) == 3, "by the score alone, 5–2 would give one star")
    #expect(DailyScore.stars(on: day, in: later) == 2, "won and read by round 5, three rounds lost")
    #expect(DailyScore.stars(on: day, in: never) == 0, "lost")
  }

  @Test("A try that answered the day's first call before it could show counts its read from the next")
  func firstCallIsAGuess() {
    let history = History(finished: [record(readingFrom: 1)])
    let challenge = DailyChallenge(day: day)
    let counted = history.finished[0]
    let recap = RivalRecap(rival: challenge.rival, match: counted.match, plan: challenge.habitPlan)

    #expect(recap.caughtOnRound == recap.firstHabitRound)
    #expect(DailyScore.reading(on: day, in: history)?.round == recap.caughtOnRoundAfterFirstCall)
  }
}
