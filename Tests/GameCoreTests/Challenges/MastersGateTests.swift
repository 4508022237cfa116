import Foundation
import GameCore
import TestSupport
import Testing

@Suite("What opens the Masters: the Jester beaten and the stars of the rivals of habit")
struct MastersGateTests {
  private let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// A progress whose player beat each rival of habit, Boulder to the Jester, with its stars in
  /// `stars` (in rung order).
  private func habitsBeaten(stars: [Int]) -> PlayerProgress {
    var progress = PlayerProgress()
    for (rival, count) in zip(MastersGate.rivals, stars) {
      progress.beat(rival, at: start)
      progress.keep(stars: count, for: rival)
    }
    return progress
  }

  @Test("The gate counts the seven rivals of habit, 21 stars at most, and opens at 15")
  func gateFigures() {
    #expect(MastersGate.rivals == [.boulder, .cyclist, .echo, .fox, .mule, .magpie, .jester])
    #expect(MastersGate.mostStars == 21)
    #expect(MastersGate.threshold == 15)
  }

  @Test("With the Jester beaten and 14 stars on the rivals of habit, the Masters stay shut, one star short")
  func shutBelowTheThreshold() {
    let progress = habitsBeaten(stars: [2, 2, 2, 2, 2, 2, 2])

    let gate = MastersGate(progress: progress)

    #expect(gate.keyIsBeaten)
    #expect(gate.stars == 14 && gate.starsNeeded == 1)
    #expect(!gate.isOpen)
    #expect(!Ladder.isOpen(.masters, in: progress))
    #expect(!Ladder.isUnlocked(.boulder, on: .masters, in: progress))
  }

  @Test("At 15 stars with the Jester beaten, the Masters open, their first rung with them")
  func openAtTheThreshold() {
    let progress = habitsBeaten(stars: [2, 2, 2, 3, 2, 2, 2])

    let gate = MastersGate(progress: progress)

    #expect(gate.stars == 15 && gate.starsNeeded == 0)
    #expect(Ladder.isOpen(.masters, in: progress))
    #expect(Ladder.isUnlocked(.boulder, on: .masters, in: progress))
  }

  @Test("Stars alone do not open the Masters: the Jester must fall too")
  func starsWithoutTheJester() {
    var progress = habitsBeaten(stars: [3, 3, 3, 3, 3, 3])
    progress.keep(stars: 3, for: .scholar)

    #expect(MastersGate(progress: progress).stars == 18)
    #expect(!Ladder.isOpen(.masters, in: progress))
  }

  @Test("The rung to replay is the lowest of the fewest stars among the beaten rivals of habit")
  func replayTheLowestOfTheFewest() {
    let gate = MastersGate(progress: habitsBeaten(stars: [3, 2, 2, 1, 2, 1, 2]))

    #expect(gate.replay == .fox)
    #expect(gate.rungsToReplay == [.fox, .magpie, .cyclist, .echo, .mule, .jester])
  }

  @Test("A player who played a Masters rung keeps them open, whatever the stars: won, lost, or only named")
  func keptOpenOnceEntered() {
    var beaten = habitsBeaten(stars: [1, 1, 1, 1, 1, 1, 1])
    var entered = beaten
    var named = beaten
    beaten.beat(.boulder, at: start, on: .masters)
    entered.enterMasters(at: start)
    named.recordMastersHabitNamed(false, for: .boulder)

    #expect(!Ladder.isOpen(.masters, in: habitsBeaten(stars: [1, 1, 1, 1, 1, 1, 1])))
    #expect(Ladder.isOpen(.masters, in: beaten))
    #expect(Ladder.isOpen(.masters, in: entered))
    #expect(Ladder.isOpen(.masters, in: named))
  }

  @Test("A Masters match lost, in a history whose progress file predates the gate, keeps the Masters open")
  func enteredRecalledFromTheHistory() throws {
    let lost = Match(
      rules: .classic, targetWins: MastersRung.targetWins,
      rounds: Array(repeating: Round(player: .rock, computer: .paper, rules: .classic), count: 5))
    let history = History(finished: [
      MatchRecord(
        match: lost, level: .medium, startedAt: start, endedAt: start.addingTimeInterval(60),
        challenge: ChallengeTag(rival: .boulder, tier: .masters))
    ])
    var progress = habitsBeaten(stars: [1, 1, 1, 1, 1, 1, 1])

    progress.recallMastersEntered(from: history)

    #expect(progress.mastersEntered == start.addingTimeInterval(60))
    #expect(Ladder.isOpen(.masters, in: progress))
    #expect(PlayerProgress.rebuilt(from: history, at: start).hasEnteredMasters)
  }

  @Test(
    "A progress file from before the gate (version 1) whose player beat the Jester keeps the Masters open; a later one does not"
  )
  func openedBeforeTheGateStaysOpen() throws {
    let folder = try TemporaryFolder()
    let store = ProgressStore(folder: folder.url)
    let beaten = MastersGate.rivals.map { #""\#($0.rawValue)": "2026-12-01T10:00:00Z""# }.joined(
      separator: ", ")
    let file = { (version: Int) in
      #"{"version": \#(version), "rivalsBeaten": {\#(beaten)}, "dailyResults": {}, "achievementsEarned": {}}"#
    }

    try Data(file(1).utf8).write(to: folder.appending("progress.json"))
    let (before, outcome) = store.load()
    try Data(file(2).utf8).write(to: folder.appending("progress.json"))
    let (after, _) = store.load()

    #expect(outcome == .loaded)
    #expect(
      MastersGate(progress: before).stars == MastersGate.rivals.count, "a star a rung: short of the gate")
    #expect(MastersGate(progress: before).isOpen, "opened by the Jester before the gate")
    #expect(before.version == PlayerProgress.currentVersion)
    #expect(!MastersGate(progress: after).isOpen)
  }

  @Test(
    "Stars kept above three, or absurdly many, count as three: a file cannot open the Masters on one rung")
  func starsFromTheFileAreClamped() throws {
    let file =
      #"{"version": 2, "rivalsBeaten": {"jester": "2026-12-01T10:00:00Z"}, "dailyResults": {}, "achievementsEarned": {}, "rivalStars": {"boulder": 9223372036854775807, "cyclist": 9223372036854775807, "jester": 15}}"#
    let folder = try TemporaryFolder()
    try Data(file.utf8).write(to: folder.appending("progress.json"))

    let (progress, _) = ProgressStore(folder: folder.url).load()

    #expect(progress.stars(for: .boulder) == RivalStars.most)
    #expect(progress.totalStars(on: .first) == 3 * RivalStars.most)
    #expect(!MastersGate(progress: progress).isOpen)
  }

  @Test("Entering the Masters is kept through a save, and merged as the earliest of two copies")
  func enteredKeptAndMerged() throws {
    var mine = PlayerProgress()
    mine.enterMasters(at: start.addingTimeInterval(100))
    var theirs = PlayerProgress()
    theirs.enterMasters(at: start)

    let decoded = try JSONDecoder().decode(PlayerProgress.self, from: JSONEncoder().encode(mine))

    #expect(decoded.mastersEntered == mine.mastersEntered)
    #expect(mine.merged(with: theirs).mastersEntered == start)
    #expect(mine.merged(with: PlayerProgress()).mastersEntered == mine.mastersEntered)
  }

  @Test("A first tier beaten whole with the Masters shut invites a replay for the stars still needed")
  func invitationToReplay() throws {
    var progress = habitsBeaten(stars: [2, 2, 2, 1, 2, 2, 2])
    for rival in [Rival.scholar, .professor, .grandmaster] { progress.beat(rival, at: start) }

    let invitation = try #require(LadderInvitation(progress: progress))

    #expect(invitation.rival == .fox && invitation.tier == .first)
    #expect(invitation.starsToOpenMasters == 2)
  }
}
