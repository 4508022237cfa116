import Foundation
import GameCore
import TestSupport
import Testing

@Suite("The Masters, the ladder's second tier")
struct MastersTests {
  private let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// A Masters match (first to five) of `won` rounds won after `lost` lost.
  private func masters(won: Int, lost: Int) -> Match {
    let rounds =
      Array(repeating: Round(player: .rock, computer: .paper, rules: .classic), count: lost)
      + Array(repeating: Round(player: .paper, computer: .rock, rules: .classic), count: won)
    return Match(rules: .classic, targetWins: MastersRung.targetWins, rounds: rounds)
  }

  private func record(_ match: Match, rival: Rival, tier: LadderTier) -> MatchRecord {
    MatchRecord(
      match: match, level: .medium, startedAt: start, endedAt: start.addingTimeInterval(60),
      challenge: ChallengeTag(rival: rival, tier: tier))
  }

  @Test(
    "The Masters stay shut until the Jester, the last rival of habit, is beaten with the stars of the rivals of habit, then open one rung at a time"
  )
  func unlockOrder() {
    var progress = PlayerProgress()
    for rival in Rival.allCases.prefix(while: { $0 != .jester }) {
      progress.beat(rival, at: start)
      progress.keep(stars: 2, for: rival)
    }
    #expect(LadderTier.masters.rivals.allSatisfy { !Ladder.isUnlocked($0, on: .masters, in: progress) })
    #expect(!Ladder.isOpen(.masters, in: progress))

    progress.beat(.jester, at: start)
    progress.keep(stars: 3, for: .jester)
    #expect(Ladder.nextRival(on: .first, in: progress) == .scholar, "the rivals that learn still wait above")
    #expect(
      LadderTier.masters.rivals.filter { Ladder.isUnlocked($0, on: .masters, in: progress) } == [.boulder])
    #expect(Ladder.nextRival(on: .masters, in: progress) == .boulder)

    progress.beat(.boulder, at: start, on: .masters)
    #expect(
      LadderTier.masters.rivals.filter { Ladder.isUnlocked($0, on: .masters, in: progress) } == [
        .boulder, .cyclist,
      ])
    #expect(Ladder.nextRival(on: .masters, in: progress) == .cyclist)
    #expect(Ladder.rival(above: .professor, on: .masters) == nil)
    #expect(!Ladder.isUnlocked(.grandmaster, on: .masters, in: progress))
  }

  @Test("Each of the first nine rivals has a Masters rung, first to five, under a twist of the daily's kinds")
  func everyRungHasATwist() throws {
    #expect(LadderTier.masters.rivals == Array(Rival.allCases.prefix(9)))
    #expect(MastersRung(rival: .grandmaster) == nil)
    for rival in LadderTier.masters.rivals {
      let rung = try #require(MastersRung(rival: rival))
      #expect(rung.match.targetWins == 5)
      #expect(rung.twist != .firstToFive, "\(rival) has no twist beyond the length")
      #expect(!rung.twist.hidesRival, "a rung chosen from its card cannot hide who it is")
      #expect(rival.hasHabit || rung.secondRival == nil)
    }
    #expect(try #require(MastersRung(rival: .cyclist)).rules == .rockPaperScissorsSpockLizard)
    #expect(Set(LadderTier.masters.rivals.compactMap { MastersRung(rival: $0)?.twist }).count >= 3)
  }

  @Test("A rung's borrowed habit pulls apart from its own, and the rival follows it in its rounds")
  func twistsPullApart() throws {
    for rival in LadderTier.masters.rivals {
      let rung = try #require(MastersRung(rival: rival))
      guard let second = rung.secondRival else { continue }
      #expect(second != rival)
      #expect(DailyChallenge.habitsPullApart(rival, second), "\(rival) and \(second)")
    }
    let boulder = try #require(MastersRung(rival: .boulder))
    let opening = [Round(player: .paper, computer: .rock, rules: .classic)]
    #expect(boulder.habitPlan.rivalCalling(after: opening) == boulder.secondRival)
  }

  @Test("Masters wins and stars are kept apart from the first tier's, merged, and rebuilt from the history")
  func starsKeptAndRebuilt() throws {
    var mine = PlayerProgress()
    mine.beat(.boulder, at: start, on: .masters)
    mine.keep(stars: 2, for: .boulder, on: .masters)
    var theirs = PlayerProgress()
    theirs.keep(stars: 3, for: .boulder, on: .masters)
    theirs.keep(stars: 1, for: .cyclist, on: .masters)

    let merged = mine.merged(with: theirs)
    #expect(merged.stars(for: .boulder, on: .masters) == 3)
    #expect(merged.stars(for: .boulder) == 0, "the first tier's Boulder is not beaten")
    #expect(merged.totalStars(on: .masters) == 4)

    let history = History(finished: [
      record(masters(won: 5, lost: 1), rival: .boulder, tier: .masters),
      record(masters(won: 2, lost: 5), rival: .cyclist, tier: .masters),
      record(masters(won: 5, lost: 0), rival: .echo, tier: .first),
    ])
    let rebuilt = PlayerProgress.rebuilt(from: history, at: start)
    #expect(rebuilt.hasBeaten(.boulder, on: .masters))
    #expect(!rebuilt.hasBeaten(.boulder))
    #expect(!rebuilt.hasBeaten(.cyclist, on: .masters))
    #expect(rebuilt.mastersStars == ["boulder": 2])
    // Paper every round never answers Echo's copy of it: a sweep whose habit went unread.
    #expect(rebuilt.rivalStars == ["echo": 2])
  }

  @Test("A progress file from before the Masters still loads, with none; one with them keeps them")
  func olderFileLoadsAndNewOneRoundTrips() throws {
    let folder = try TemporaryFolder()
    let store = ProgressStore(folder: folder.url)
    let older =
      #"{"version": 1, "rivalsBeaten": {}, "dailyResults": {}, "achievementsEarned": {}, "rivalStars": {}}"#
    try Data(older.utf8).write(to: store.fileURL)
    let (loaded, outcome) = store.load()
    #expect(outcome == .loaded)
    #expect(loaded.mastersBeaten.isEmpty && loaded.mastersStars.isEmpty)

    var progress = loaded
    progress.beat(.boulder, at: start, on: .masters)
    progress.keep(stars: 3, for: .boulder, on: .masters)
    try store.save(progress)
    #expect(ProgressStore(folder: folder.url).load().0 == progress)
  }

  @Test("A history from before the Masters reads its rival matches as the first tier's")
  func olderTagsAreFirstTier() throws {
    let older = #"{"rival": "echo"}"#
    let tag = try JSONDecoder().decode(ChallengeTag.self, from: Data(older.utf8))
    #expect(tag == ChallengeTag(rival: .echo))
    #expect(tag.ladderTier == .first)
    let masters = ChallengeTag(rival: .echo, tier: .masters)
    #expect(try JSONDecoder().decode(ChallengeTag.self, from: JSONEncoder().encode(masters)) == masters)
    #expect(masters != ChallengeTag(rival: .echo))
  }

  @Test("Beating every Masters rung earns the master of masters, and eight of nine do not")
  func mastersClearedAchievement() {
    var progress = PlayerProgress()
    for rival in Rival.allCases { progress.beat(rival, at: start) }
    for rival in LadderTier.masters.rivals.dropLast() { progress.beat(rival, at: start, on: .masters) }
    #expect(!Achievement.earned(history: History(), progress: progress).contains(.mastersCleared))

    progress.beat(.professor, at: start, on: .masters)

    #expect(Achievement.earned(history: History(), progress: progress).contains(.mastersCleared))
    #expect(Achievement.allCases.last == .mastersCleared)
  }
}
