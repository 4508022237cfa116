import Foundation
import GameCore
import Testing

@Suite("How soon a rival's habit was read, as the recap says it and the history keeps it")
struct HabitReadingTests {
  private func match(_ pairs: [(Move, Move)], target: Int = 3) -> Match {
    Match(
      rules: .classic, targetWins: target,
      rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) })
  }

  /// Boulder throws rock every round: paper reads it.
  private let read: (Move, Move) = (.paper, .rock)
  private let missed: (Move, Move) = (.scissors, .rock)

  @Test(
    "A habit read from round 3 is read in round 3; one never read is not read; a rival that learns has none")
  func readingOfAMatch() {
    let late = match([missed, missed, read, read, read])
    let never = match([missed, missed, missed])

    #expect(HabitReading(recap: RivalRecap(rival: .boulder, match: late), known: []) == .inRound(3))
    #expect(HabitReading(recap: RivalRecap(rival: .boulder, match: never), known: []) == .notRead)
    #expect(HabitReading(recap: RivalRecap(rival: .professor, match: late), known: []) == nil)
  }

  @Test("A first call answered before the habit showed counts from the next read, unless the habit was known")
  func firstCallIsAGuessForANewcomer() {
    let fromTheFirst = match([read, missed, read, read, read])

    let recap = RivalRecap(rival: .boulder, match: fromTheFirst)

    #expect(recap.caughtOnRound == 1)
    #expect(HabitReading(recap: recap, known: []) == .inRound(3))
    #expect(HabitReading(recap: recap, known: [.boulder]) == .inRound(1))
  }

  private func record(_ played: Match, rival: Rival, day: DayStamp? = nil, endedAt: Date) -> MatchRecord {
    MatchRecord(
      match: played, level: .medium, startedAt: endedAt.addingTimeInterval(-60), endedAt: endedAt,
      challenge: ChallengeTag(rival: rival, day: day))
  }

  @Test(
    "The best read of a rung is its earliest over the ladder's matches; the day's challenges and a left-out match do not count"
  )
  func bestRoundsOfTheLadder() {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let first = record(match([missed, missed, read, read, read]), rival: .boulder, endedAt: start)
    // Boulder is known by now: reading it from its first call is reading.
    let replay = record(match([read, read, read]), rival: .boulder, endedAt: start.addingTimeInterval(600))
    let daily = record(
      match([read, read, read]), rival: .cyclist, day: DayStamp(year: 2026, month: 12, day: 1),
      endedAt: start.addingTimeInterval(1200))
    let history = History(finished: [daily, replay, first])

    #expect(HabitReading.bestRounds(in: history)[.boulder] == 1)
    #expect(HabitReading.bestRounds(in: history, excluding: replay.id)[.boulder] == 3)
    #expect(HabitReading.bestRounds(in: history)[.cyclist] == nil)
    #expect(HabitReading.bestRounds(in: history, on: .masters).isEmpty)
  }

  @Test("The rivals known before a date are those beaten on the ladder's first tier before it")
  func rivalsKnownBeforeADate() {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let beaten = record(match([read, read, read]), rival: .boulder, endedAt: start)
    let lost = record(match([missed, missed, missed]), rival: .cyclist, endedAt: start)

    let history = History(finished: [lost, beaten])

    #expect(HabitReading.rivalsKnown(before: start.addingTimeInterval(1), in: history) == [.boulder])
    #expect(HabitReading.rivalsKnown(before: start.addingTimeInterval(-1), in: history).isEmpty)
    #expect(
      HabitReading.rivalsKnown(before: start, in: history).isEmpty,
      "a match that ended the instant another began (a clock held still) is no earlier match: its recap told round 2 where the ladder told 3"
    )
  }
}
