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

  @Test(
    "Against a rival that learns: three stars for a clean sweep, two for one round lost, one for any other win, none for a loss"
  )
  func starsByRoundsLost() {
    #expect(RivalStars.earned(by: match(won: 3, lost: 0), reading: nil) == 3)
    #expect(RivalStars.earned(by: match(won: 3, lost: 0, drawn: 4), reading: nil) == 3, "draws do not count")
    #expect(RivalStars.earned(by: match(won: 3, lost: 1), reading: nil) == 2)
    #expect(RivalStars.earned(by: match(won: 3, lost: 2), reading: nil) == 1)
    #expect(RivalStars.earned(by: match(won: 2, lost: 3), reading: nil) == 0)
    #expect(
      RivalStars.earned(by: match(won: 2, lost: 0), reading: nil) == 0, "a match not finished gives none")
  }

  @Test("The Scholar, the Professor and the Grandmaster keep the stars of the score on both tiers")
  func learningRivalsKeepScoreStars() {
    for rival in [Rival.scholar, .professor, .grandmaster] {
      #expect(
        RivalStars.earned(by: match(won: 3, lost: 0), against: rival, on: .first, startedAt: .now, known: [])
          == 3)
      #expect(
        RivalStars.earned(by: match(won: 3, lost: 1), against: rival, on: .first, startedAt: .now, known: [])
          == 2)
      #expect(
        RivalStars.earned(by: match(won: 3, lost: 2), against: rival, on: .first, startedAt: .now, known: [])
          == 1)
    }
    #expect(
      RivalStars.earned(
        by: match(won: 3, lost: 0), against: .scholar, on: .masters, startedAt: .now, known: []) == 3)
  }

  @Test(
    "Against a rival of habit, first to three: a star for the win, for the habit read by round 3, for one round lost at most"
  )
  func starsForReadingFirstToThree() {
    #expect(RivalStars.earned(by: match(won: 3, lost: 1), reading: .inRound(3)) == 3)
    #expect(RivalStars.earned(by: match(won: 3, lost: 0), reading: .inRound(4)) == 2, "read too late")
    #expect(RivalStars.earned(by: match(won: 3, lost: 0), reading: .notRead) == 2, "never read")
    #expect(RivalStars.earned(by: match(won: 3, lost: 2), reading: .inRound(2)) == 2, "two rounds lost")
    #expect(RivalStars.earned(by: match(won: 3, lost: 2), reading: .notRead) == 1)
    #expect(RivalStars.earned(by: match(won: 2, lost: 3), reading: .inRound(1)) == 0, "a loss gives none")
  }

  @Test(
    "First to five, as from the Mule up and on the Masters: the habit read by round 5, two rounds lost at most"
  )
  func starsForReadingFirstToFive() {
    let rounds =
      Array(repeating: Round(player: .rock, computer: .paper, rules: .classic), count: 2)
      + Array(repeating: Round(player: .paper, computer: .rock, rules: .classic), count: 5)
    let wonFiveTwo = Match(rules: .classic, targetWins: 5, rounds: rounds)
    let wonFiveThree = Match(
      rules: .classic, targetWins: 5,
      rounds: [Round(player: .rock, computer: .paper, rules: .classic)] + rounds)

    #expect(RivalStars.earned(by: wonFiveTwo, reading: .inRound(5)) == 3)
    #expect(RivalStars.earned(by: wonFiveTwo, reading: .inRound(6)) == 2)
    #expect(RivalStars.earned(by: wonFiveThree, reading: .inRound(4)) == 2)
  }

  /// Against Echo (first to three), unmet: a 3–0 won with two draws, whose only read before
  /// round 4 was Echo's first call, in round 2, thrown before its copying could show.
  private var luckyAgainstEcho: Match {
    let throwsInOrder: [(Move, Move)] = [
      (.rock, .rock), (.paper, .rock), (.rock, .rock), (.paper, .rock), (.scissors, .paper),
    ]
    return Match(
      rules: .classic, targetWins: 3,
      rounds: throwsInOrder.map { Round(player: $0.0, computer: $0.1, rules: .classic) })
  }

  @Test(
    "A clean sweep whose habit was first answered by a guess, and read only in round 4, earns two stars, not three"
  )
  func luckySweepEarnsTwo() {
    let match = luckyAgainstEcho
    #expect(match.winner == .player && match.score.computer == 0)

    #expect(RivalStars.earned(by: match, against: .echo, on: .first, startedAt: .now, known: []) == 2)
    #expect(
      RivalStars.earned(by: match, against: .echo, on: .first, startedAt: .now, known: [.echo]) == 3,
      "a player who knew Echo's copying read its first call")
  }

  @Test("A 3–1 win with the habit read from round 2 earns three stars")
  func readEarlyWithALossEarnsThree() {
    // Boulder's rock answered every round: its first call a guess, read from round 2 on.
    let match = Match(
      rules: .classic, targetWins: 3,
      rounds: [
        Round(player: .paper, computer: .rock, rules: .classic),
        Round(player: .paper, computer: .rock, rules: .classic),
        Round(player: .paper, computer: .scissors, rules: .classic),
        Round(player: .paper, computer: .rock, rules: .classic),
      ])

    #expect(match.score.player == 3 && match.score.computer == 1)
    #expect(RivalStars.earned(by: match, against: .boulder, on: .first, startedAt: .now, known: []) == 3)
  }

  @Test("The history's recount gives each match the habits known before it, as its recap did")
  func recountKnowsTheHabitsOfItsDay() {
    let first = record(luckyAgainstEcho, rival: .echo)
    var replay = record(luckyAgainstEcho, rival: .echo)
    replay.startedAt = start.addingTimeInterval(600)
    replay.endedAt = start.addingTimeInterval(660)

    #expect(PlayerProgress.starsEarned(in: History(finished: [first]))["echo"] == 2)
    #expect(
      PlayerProgress.starsEarned(in: History(finished: [replay, first]))["echo"] == 3,
      "the replay knew Echo's habit, told when it was first beaten")
    #expect(
      RivalStars.earned(
        by: replay.match, against: .echo, on: .first, startedAt: replay.startedAt,
        known: HabitReading.rivalsKnown(before: replay.startedAt, in: History(finished: [replay, first])))
        == 3)
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
