import Foundation
import GameCore
import Testing

@Suite("The rating against Hard")
struct HardRatingTests {
  private let start = Date(timeIntervalSince1970: 1_800_000_000)
  private let won = Round(player: .paper, computer: .rock, rules: .classic)
  private let lost = Round(player: .rock, computer: .paper, rules: .classic)
  private let drawn = Round(player: .rock, computer: .rock, rules: .classic)

  /// A finished match of `rounds` at `level`, `index` minutes after the start.
  private func record(_ rounds: [Round], level: Level = .hard, index: Int = 0) -> MatchRecord {
    MatchRecord(
      match: Match(rules: .classic, targetWins: 99, rounds: rounds), level: level,
      startedAt: start.addingTimeInterval(Double(index) * 60),
      endedAt: start.addingTimeInterval(Double(index) * 60 + 30))
  }

  /// The history the game keeps, newest first, from matches listed oldest first.
  private func history(_ oldestFirst: [MatchRecord], current: MatchRecord? = nil) -> History {
    History(finished: oldestFirst.reversed(), current: current)
  }

  @Test("A new player starts at 1350, hard to read, where recorded people stand against Hard")
  func newPlayer() {
    let rating = HardRating(history: History())

    #expect(rating.rating == HardRating.starting)
    #expect(rating.rank == .hardToRead)
    #expect(rating.rank.next == .pokerFace)
    #expect(rating.changeInLatestMatch == 0)
    #expect(rating.firstReached.isEmpty)
  }

  @Test("Below Hard's rating, a round won gains more than a round lost costs, and a draw gains a little")
  func roundsBelowHard() {
    let start = Double(HardRating.starting)
    let gain = HardRating.rated(start, after: .win) - start
    let cost = start - HardRating.rated(start, after: .loss)
    let draw = HardRating.rated(start, after: .draw) - start

    #expect(gain > 2 * cost)
    #expect(draw > 0 && draw < gain)
  }

  @Test("A player who wins as many rounds as they lose settles at Hard's own rating")
  func evenPlayerSettlesAtHards() {
    let rounds = (0..<400).map { $0.isMultiple(of: 2) ? won : lost }

    let rating = HardRating(history: history([record(rounds)]))

    #expect(abs(rating.rating - HardRating.hardsOwn) <= 10)
    #expect(rating.rank == .hardsEqual || rating.rank == .pokerFace)
    #expect(
      HardRating(history: history([record((0..<600).map { $0 % 3 == 0 ? won : lost })])).rank == .hardToRead,
      "Hard beats them twice as often")
  }

  @Test("A player Hard beats four times as often as they beat it settles well below it, an open book")
  func readPlayerSettlesBelow() {
    let rounds = (0..<600).map { $0 % 5 == 0 ? won : lost }

    let rating = HardRating(history: history([record(rounds)]))

    #expect(rating.rating < 1300)
    #expect(rating.rank == .openBook)
  }

  @Test("The latest match's change counts its rounds alone, the match in progress among them")
  func latestMatchChange() {
    let earlier = record([won, won, lost], index: 0)
    let before = HardRating(history: history([earlier])).rating
    let inProgress = MatchRecord(
      match: Match(rules: .classic, targetWins: 3, rounds: [won, drawn]), level: .hard,
      startedAt: start.addingTimeInterval(600))

    let rating = HardRating(history: history([earlier], current: inProgress))

    #expect(rating.beforeLatestMatch == before)
    #expect(rating.changeInLatestMatch > 0)
    #expect(rating.rating == before + rating.changeInLatestMatch)
  }

  @Test("Only rounds at Hard count: Medium, the ladder's rivals and two players move nothing")
  func onlyHardCounts() {
    let medium = record([won, won, won], level: .medium, index: 0)
    var rival = record([won, won, won], level: .hard, index: 1)
    rival.challenge = ChallengeTag(rival: .grandmaster)
    var people = record([won, won, won], level: .hard, index: 2)
    people.players = MatchPlayers(left: "Ana", right: "Ben")

    let rating = HardRating(history: history([medium, rival, people]))

    #expect(rating.rating == HardRating.starting)
    #expect(rating.rounds == 0)
  }

  @Test("The course keeps the rating at each match's end, oldest first, the latest forty at most")
  func courseOfMatches() {
    let matches = (0..<45).map { record($0.isMultiple(of: 2) ? [won, won] : [lost], index: $0) }
    let empty = MatchRecord(
      match: Match(rules: .classic, targetWins: 3), level: .hard, startedAt: start.addingTimeInterval(99 * 60)
    )

    let rating = HardRating(history: history(matches, current: empty))
    let firstTwo = HardRating(history: history(Array(matches.prefix(2))))

    #expect(rating.afterEachMatch.count == HardRating.chartedMatches)
    #expect(rating.afterEachMatch.last == rating.rating, "a match without a round adds no point")
    #expect(firstTwo.afterEachMatch.count == 2)
    #expect(
      firstTwo.afterEachMatch[0] > HardRating.starting
        && firstTwo.afterEachMatch[1] < firstTwo.afterEachMatch[0])
    #expect(firstTwo.courseStart == HardRating.starting)
    #expect(
      rating.courseStart != HardRating.starting, "forty matches on, the course starts where the fifth left it"
    )
  }

  @Test("The best rating stays when later losses bring the rating down")
  func bestStays() {
    let climb = record(Array(repeating: won, count: 20), index: 0)
    let fall = record(Array(repeating: lost, count: 20), index: 1)

    let rating = HardRating(history: history([climb, fall]))

    #expect(rating.best > rating.rating)
    #expect(rating.bestRank >= rating.rank)
    #expect(rating.changeInLatestMatch < 0)
  }

  @Test(
    "Reaching 1400 at Hard earns Poker face, announced once, dated by its match; a player below it does not have it"
  )
  func pokerFaceAchievement() {
    let below = history([record(Array(repeating: won, count: 2))])
    let above = history([record(Array(repeating: won, count: 40))])
    var progress = PlayerProgress()

    #expect(HardRating(history: below).rating < HardRating.Rank.pokerFace.lowest)
    #expect(!Achievement.earned(history: below, progress: progress).contains(.pokerFace))
    #expect(HardRating(history: above).best >= HardRating.Rank.pokerFace.lowest)
    #expect(
      progress.earnAchievements(history: above, at: start.addingTimeInterval(3600)).contains(.pokerFace))
    #expect(progress.earnedDate(of: .pokerFace) == start.addingTimeInterval(30), "the end of its match")
    #expect(!progress.earnAchievements(history: above, at: start).contains(.pokerFace))
  }

  @Test("Each rank starts where the one below it ends, and a rating finds its rank")
  func ranks() {
    #expect(HardRating.Rank(rating: 1299) == .openBook)
    #expect(HardRating.Rank(rating: 1300) == .hardToRead)
    #expect(HardRating.Rank(rating: 1450) == .pokerFace)
    #expect(HardRating.Rank(rating: HardRating.hardsOwn) == .hardsEqual)
    #expect(HardRating.Rank(rating: 2000) == .hardsMaster)
    #expect(HardRating.Rank.hardsMaster.next == nil)
  }
}
