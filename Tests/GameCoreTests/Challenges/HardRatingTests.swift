import Foundation
import GameCore
import Testing

@Suite("The rating against Hard")
struct HardRatingTests {
  private let start = Date(timeIntervalSince1970: 1_800_000_000)
  private let won = Round(player: .paper, computer: .rock, rules: .classic)
  private let lost = Round(player: .rock, computer: .paper, rules: .classic)
  private let drawn = Round(player: .rock, computer: .rock, rules: .classic)

  /// A match of `rounds` at `level`, `index` minutes after the start, ended unless `ended` is
  /// false (then under way).
  private func record(
    _ rounds: [Round], level: Level = .hard, targetWins: Int = 3, index: Int = 0, ended: Bool = true
  ) -> MatchRecord {
    MatchRecord(
      match: Match(rules: .classic, targetWins: targetWins, rounds: rounds), level: level,
      startedAt: start.addingTimeInterval(Double(index) * 60),
      endedAt: ended ? start.addingTimeInterval(Double(index) * 60 + 30) : nil)
  }

  private var matchWon: [Round] { [won, lost, won, drawn, won] }
  private var matchLost: [Round] { [won, won, lost, lost, lost] }

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

  @Test("A match won raises the rating and a match lost lowers it, even lost 2–3 with rounds won")
  func matchesMoveIt() {
    let afterWin = HardRating(history: history([record(matchWon)]))
    let afterLoss = HardRating(history: history([record(matchLost)]))

    #expect(afterWin.changeInLatestMatch > 0)
    #expect(afterLoss.changeInLatestMatch < 0)
    #expect(afterWin.changeInLatestMatch > 2 * -afterLoss.changeInLatestMatch, "below Hard, a win gains more")
  }

  @Test("Whatever the matches before, the stakes named are exactly what the shown rating then moves by")
  func stakesMatchTheShownChange() {
    var played: [MatchRecord] = []
    // Wins and losses of both lengths in turn leave the rating between whole points.
    for index in 0..<24 {
      let before = HardRating(history: history(played))
      let targetWins = index % 3 == 0 ? 5 : 3
      let stakes = before.stakes(targetWins: targetWins)
      let winning = record(Array(repeating: won, count: targetWins), targetWins: targetWins, index: index)
      let losing = record(Array(repeating: lost, count: targetWins), targetWins: targetWins, index: index)

      #expect(HardRating(history: history(played + [winning])).changeInLatestMatch == stakes.win)
      #expect(HardRating(history: history(played + [losing])).changeInLatestMatch == -stakes.loss)
      played.append(index % 4 == 1 ? winning : losing)
    }
  }

  @Test("The stakes named before a match are what the match then does, and a longer match counts more")
  func stakesAreKept() {
    let stakes = HardRating(history: History()).stakes(targetWins: 3)
    let longer = HardRating(history: History()).stakes(targetWins: 5)

    #expect(HardRating(history: history([record(matchWon)])).changeInLatestMatch == stakes.win)
    #expect(HardRating(history: history([record(matchLost)])).changeInLatestMatch == -stakes.loss)
    #expect(longer.win > stakes.win && longer.loss > stakes.loss)
  }

  @Test("A match under way, draws alone, or another level or kind of match moves nothing")
  func onlyFinishedMatchesAtHardCount() {
    let underWay = record([won, won], ended: false)
    let draws = record([drawn, drawn], index: 1)
    let medium = record(matchWon, level: .medium, index: 2)
    var rival = record(matchWon, index: 3)
    rival.challenge = ChallengeTag(rival: .grandmaster)
    var people = record(matchWon, index: 4)
    people.players = MatchPlayers(left: "Ana", right: "Ben")

    let rating = HardRating(history: history([draws, medium, rival, people], current: underWay))

    #expect(rating.rating == HardRating.starting)
    #expect(rating.matches == 0)
  }

  @Test("A match given up counts as lost: leaving a match about to be lost saves nothing")
  func givenUpCountsAsLost() {
    let givenUp = record([lost, lost], index: 0)

    let rating = HardRating(history: history([givenUp]))

    #expect(rating.changeInLatestMatch == -HardRating(history: History()).stakes(targetWins: 3).loss)
  }

  @Test("A player who wins as many matches as they lose settles at Hard's own rating")
  func evenPlayerSettlesAtHards() {
    let matches = (0..<300).map { record($0.isMultiple(of: 2) ? matchWon : matchLost, index: $0) }

    let rating = HardRating(history: history(matches))

    #expect(abs(rating.rating - HardRating.hardsOwn) <= 20)
  }

  @Test("A player Hard beats four times as often as they beat it settles below 1300, an open book")
  func readPlayerSettlesBelow() {
    let matches = (0..<300).map { record($0 % 5 == 0 ? matchWon : matchLost, index: $0) }

    let rating = HardRating(history: history(matches))

    #expect(rating.rating < 1300)
    #expect(rating.rank == .openBook)
  }

  @Test("The best rating stays when later losses bring the rating down")
  func bestStays() {
    let climb = (0..<6).map { record(matchWon, index: $0) }
    let fall = (6..<12).map { record(matchLost, index: $0) }

    let rating = HardRating(history: history(climb + fall))

    #expect(rating.best > rating.rating)
    #expect(rating.bestRank >= rating.rank)
    #expect(rating.changeInLatestMatch < 0)
  }

  @Test("The course keeps the rating at each match's end, oldest first, the latest forty at most")
  func courseOfMatches() {
    let matches = (0..<45).map { record($0.isMultiple(of: 2) ? matchWon : matchLost, index: $0) }

    let rating = HardRating(history: history(matches, current: record([won], index: 99, ended: false)))
    let firstTwo = HardRating(history: history(Array(matches.prefix(2))))

    #expect(rating.afterEachMatch.count == HardRating.chartedMatches)
    #expect(rating.afterEachMatch.last == rating.rating, "a match under way adds no point")
    #expect(firstTwo.afterEachMatch.count == 2)
    #expect(
      firstTwo.afterEachMatch[0] > HardRating.starting
        && firstTwo.afterEachMatch[1] < firstTwo.afterEachMatch[0])
    #expect(firstTwo.courseStart == HardRating.starting)
    #expect(
      rating.courseStart != HardRating.starting, "forty matches on, the course starts where the fifth left it"
    )
  }

  @Test(
    "Reaching 1400 at Hard earns Poker face, announced once, dated by its match; a player below it does not have it"
  )
  func pokerFaceAchievement() {
    let below = history([record(matchWon)])
    let above = history((0..<4).map { record(matchWon, index: $0) })
    var progress = PlayerProgress()

    #expect(HardRating(history: below).rating < HardRating.Rank.pokerFace.lowest)
    #expect(!Achievement.earned(history: below, progress: progress).contains(.pokerFace))
    let reached = HardRating(history: above).firstReached[.pokerFace]
    #expect(reached != nil)
    #expect(
      progress.earnAchievements(history: above, at: start.addingTimeInterval(3600)).contains(.pokerFace))
    #expect(progress.earnedDate(of: .pokerFace) == reached, "the end of its match")
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
