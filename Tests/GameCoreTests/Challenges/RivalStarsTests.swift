import Foundation
import GameCore
import TestSupport
import Testing

@Suite("Stars for beating the ladder's rivals")
struct RivalStarsTests {
  private let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// A ladder match (first to three) of `won` rounds won, `lost` lost and `drawn` drawn, in that order.
  private func match(won: Int, lost: Int, drawn: Int = 0) -> Match {
    let rounds =
      Array(repeating: Round(player: .rock, computer: .paper, rules: .classic), count: lost)
      + Array(repeating: Round(player: .rock, computer: .rock, rules: .classic), count: drawn)
      + Array(repeating: Round(player: .paper, computer: .rock, rules: .classic), count: won)
    return Match(rules: .classic, targetWins: 3, rounds: rounds)
  }

  private func record(_ match: Match, rival: Rival, day: DayStamp? = nil) -> MatchRecord {
    MatchRecord(
      match: match, level: .medium, startedAt: start, endedAt: start.addingTimeInterval(60),
      challenge: ChallengeTag(rival: rival, day: day))
  }

  @Test("Three stars for a clean sweep, two for one round lost, one for any other win, none for a loss")
  func starsByRoundsLost() {
    #expect(RivalStars.earned(by: match(won: 3, lost: 0)) == 3)
    #expect(RivalStars.earned(by: match(won: 3, lost: 0, drawn: 4)) == 3, "draws do not count")
    #expect(RivalStars.earned(by: match(won: 3, lost: 1)) == 2)
    #expect(RivalStars.earned(by: match(won: 3, lost: 2)) == 1)
    #expect(RivalStars.earned(by: match(won: 2, lost: 3)) == 0)
    #expect(RivalStars.earned(by: match(won: 2, lost: 0)) == 0, "a match not finished gives none")
  }

  @Test("A rival keeps its best: replaying for fewer stars never takes one away")
  func bestIsKept() {
    var progress = PlayerProgress()
    progress.keep(stars: 2, for: .echo)
    progress.keep(stars: 1, for: .echo)
    #expect(progress.stars(for: .echo) == 2)
    progress.keep(stars: 3, for: .echo)
    #expect(progress.stars(for: .echo) == 3)
    #expect(progress.totalStars(on: .first) == 3)
  }

  @Test("A rival beaten before stars were kept counts one star")
  func beatenWithoutStarsCountsOne() {
    var progress = PlayerProgress()
    progress.beat(.boulder, at: start)

    #expect(progress.stars(for: .boulder) == 1)
    #expect(progress.stars(for: .cyclist) == 0)
  }

  @Test("Two copies' progress merge to each rival's most stars")
  func mergeTakesTheMost() {
    let mine = PlayerProgress(rivalStars: ["boulder": 3, "cyclist": 1])
    let theirs = PlayerProgress(rivalStars: ["cyclist": 2, "echo": 1])

    #expect(mine.merged(with: theirs).rivalStars == ["boulder": 3, "cyclist": 2, "echo": 1])
  }

  @Test("The history gives back each rival's best stars; a daily challenge gives none")
  func rebuiltFromHistory() {
    let history = History(finished: [
      record(match(won: 3, lost: 2), rival: .boulder),
      record(match(won: 3, lost: 0), rival: .boulder),
      record(match(won: 3, lost: 1), rival: .cyclist),
      record(match(won: 3, lost: 0), rival: .echo, day: DayStamp(year: 2027, month: 1, day: 2)),
    ])

    let progress = PlayerProgress.rebuilt(from: history, at: start)

    #expect(progress.rivalStars == ["boulder": 3, "cyclist": 2])
  }

  @Test("A progress file written before stars were kept still loads, with none")
  func olderFileLoads() throws {
    let folder = try TemporaryFolder()
    let store = ProgressStore(folder: folder.url)
    let older = #"{"version": 1, "rivalsBeaten": {}, "dailyResults": {}, "achievementsEarned": {}}"#
    try Data(older.utf8).write(to: store.fileURL)

    let (progress, outcome) = store.load()

    #expect(outcome == .loaded)
    #expect(progress.rivalStars.isEmpty)
  }

  @Test("Stars are saved, and a save merges with the stars another copy saved meanwhile")
  func savedAndMerged() throws {
    let folder = try TemporaryFolder()
    try ProgressStore(folder: folder.url).save(PlayerProgress(rivalStars: ["boulder": 3]))

    try ProgressStore(folder: folder.url).save(PlayerProgress(rivalStars: ["boulder": 1, "cyclist": 2]))

    #expect(ProgressStore(folder: folder.url).load().0.rivalStars == ["boulder": 3, "cyclist": 2])
  }

  @Test("Fifteen stars earn the star collector; every star earns all the stars")
  func starAchievements() {
    var progress = PlayerProgress()
    for rival in Rival.allCases.prefix(5) { progress.keep(stars: 3, for: rival) }
    var earned = Achievement.earned(history: History(), progress: progress)
    #expect(earned.contains(.starCollector) && !earned.contains(.allTheStars))

    for rival in Rival.allCases { progress.keep(stars: 3, for: rival) }
    earned = Achievement.earned(history: History(), progress: progress)
    #expect(earned.isSuperset(of: [.starCollector, .allTheStars]))
    #expect(progress.totalStars(on: .first) == RivalStars.total)
  }
}
