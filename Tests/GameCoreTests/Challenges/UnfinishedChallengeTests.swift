import Foundation
import GameCore
import Testing

@Suite("Unfinished matches against rivals at the start of a run")
struct UnfinishedChallengeTests {
  private let today = DayStamp(year: 2026, month: 12, day: 5)

  private func unfinished(_ tag: ChallengeTag, startedAt: Date = Date()) -> MatchRecord {
    var match = Match(rules: .classic, targetWins: 3)
    match.record(Round(player: .paper, computer: .rock, rules: .classic))
    return MatchRecord(match: match, level: .medium, startedAt: startedAt, challenge: tag)
  }

  @Test("A rung's match and today's challenge wait to resume; a past day's challenge is kept as abandoned")
  func settleKeepsWhatCanResume() {
    let rung = unfinished(ChallengeTag(rival: .cyclist))
    let todays = unfinished(ChallengeTag(rival: .boulder, day: today))
    let yesterdays = unfinished(ChallengeTag(rival: .boulder, day: today.previous))
    var history = History(finished: [rung, todays, yesterdays])

    let abandoned = history.settleUnfinishedChallenges(today: today, at: Date())

    #expect(abandoned == 1)
    #expect(history.unfinishedChallenge(ChallengeTag(rival: .cyclist))?.id == rung.id)
    #expect(history.unfinishedChallenge(ChallengeTag(rival: .boulder, day: today))?.id == todays.id)
    #expect(history.finished.first { $0.id == yesterdays.id }?.isFinished == true)
  }

  @Test("Two unfinished matches against one rival: the newest waits, the older is kept as abandoned")
  func oneUnfinishedMatchPerRival() {
    let newer = unfinished(ChallengeTag(rival: .cyclist))
    let older = unfinished(ChallengeTag(rival: .cyclist))
    var history = History(finished: [newer, older])

    history.settleUnfinishedChallenges(today: today, at: Date())

    #expect(history.unfinishedChallenge(ChallengeTag(rival: .cyclist))?.id == newer.id)
    #expect(history.finished.first { $0.id == older.id }?.isFinished == true)
  }

  @Test(
    "A match of draws alone waits like any other, today's try and a rung's; one that would be kept as abandoned goes"
  )
  func drawsAloneWait() {
    var draw = Match(rules: .classic, targetWins: 5)
    draw.record(Round(player: .rock, computer: .rock, rules: .classic))
    let todays = MatchRecord(
      match: draw, level: .medium, startedAt: Date(), challenge: ChallengeTag(rival: .magpie, day: today))
    let yesterdays = MatchRecord(
      match: draw, level: .medium, startedAt: Date(),
      challenge: ChallengeTag(rival: .magpie, day: today.previous))
    let rung = MatchRecord(
      match: draw, level: .medium, startedAt: Date(), challenge: ChallengeTag(rival: .echo))
    let olderRung = MatchRecord(
      match: draw, level: .medium, startedAt: Date(), challenge: ChallengeTag(rival: .echo))
    var history = History(finished: [todays, yesterdays, rung, olderRung])

    let abandoned = history.settleUnfinishedChallenges(today: today, at: Date())

    #expect(history.unfinishedChallenge(ChallengeTag(rival: .magpie, day: today))?.id == todays.id)
    #expect(history.unfinishedChallenge(ChallengeTag(rival: .echo))?.id == rung.id)
    #expect(
      !history.finished.contains { $0.id == yesterdays.id || $0.id == olderRung.id },
      "\"Abandoned 0–0\" would say nothing")
    #expect(abandoned == 0)
  }

  @Test(
    "The most rounds won in losses to a rival counts finished losses to that rung alone, not the match left out"
  )
  func mostRoundsWonInLosses() {
    func record(_ player: Int, _ computer: Int, _ tag: ChallengeTag, finished: Bool = true) -> MatchRecord {
      let rounds =
        Array(repeating: Round(player: .paper, computer: .rock, rules: .classic), count: player)
        + Array(repeating: Round(player: .rock, computer: .paper, rules: .classic), count: computer)
      return MatchRecord(
        match: Match(rules: .classic, targetWins: 5, rounds: rounds), level: .medium, startedAt: Date(),
        endedAt: finished ? Date() : nil, challenge: tag)
    }
    let professor = ChallengeTag(rival: .professor)
    let current = record(4, 5, professor)
    let history = History(finished: [
      current, record(2, 5, professor), record(3, 5, ChallengeTag(rival: .scholar)), record(5, 1, professor),
      record(3, 5, ChallengeTag(rival: .professor, tier: .masters)),
    ])

    #expect(history.mostRoundsWon(inLossesTo: professor, excluding: current.id) == 2)
    #expect(history.mostRoundsWon(inLossesTo: ChallengeTag(rival: .fox), excluding: current.id) == nil)
  }
}
