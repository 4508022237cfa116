import Foundation
import GameCore
import Testing

@Suite("The day's quest against Hard")
struct HardQuestTests {
  private func match(_ pairs: [(Move, Move)], targetWins: Int = 3) -> Match {
    Match(
      rules: .classic, targetWins: targetWins,
      rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) })
  }

  @Test("Six days running bring the six quests, each once, and a day always brings the same")
  func questsInTurn() {
    var day = DayStamp(year: 2026, month: 12, day: 9)
    var seen: [HardQuest] = []
    for _ in HardQuest.allCases {
      seen.append(HardQuest(day: day))
      day = day.next
    }

    #expect(Set(seen) == Set(HardQuest.allCases))
    #expect(HardQuest(day: DayStamp(year: 2026, month: 12, day: 9)) == seen[0])
  }

  @Test(
    "A draw rules out the match without a draw, a throw repeated the one never the same twice; others stay possible until the end"
  )
  func stillPossible() {
    let drawn = match([(.paper, .rock), (.rock, .rock)])
    let repeated = match([(.paper, .rock), (.paper, .scissors)])
    let lostSoFar = match([(.rock, .paper), (.rock, .paper)])
    let lost = match([(.rock, .paper), (.rock, .paper), (.rock, .paper)])

    #expect(!HardQuest.noDraws.isStillPossible(in: drawn))
    #expect(HardQuest.noDraws.isStillPossible(in: repeated))
    #expect(!HardQuest.neverTheSameTwice.isStillPossible(in: repeated))
    #expect(
      HardQuest.comeback.isStillPossible(in: lostSoFar) && HardQuest.winAMatch.isStillPossible(in: lostSoFar))
    #expect(!HardQuest.winAMatch.isStillPossible(in: lost), "a match over without it")
  }

  @Test("A quest that counts shows how far the match has come: the run under way, the moves that won")
  func progressSoFar() {
    let twoRunning = match([(.rock, .paper), (.paper, .rock), (.rock, .rock), (.scissors, .paper)])
    let broken = match([(.paper, .rock), (.scissors, .paper), (.rock, .paper)])
    let twoMoves = match([(.paper, .rock), (.paper, .rock), (.scissors, .paper)])

    #expect(HardQuest.threeRoundsRunning.progress(in: twoRunning)?.done == 2)
    #expect(HardQuest.threeRoundsRunning.progress(in: broken)?.done == 0, "a loss starts the run again")
    #expect(HardQuest.everyMoveWins.progress(in: twoMoves)?.done == 2)
    #expect(HardQuest.everyMoveWins.progress(in: twoMoves)?.of == 3)
    #expect(HardQuest.winAMatch.progress(in: twoMoves) == nil)
  }

  @Test("Three rounds won with draws between run on; a loss between starts again")
  func threeRunning() {
    let met = match([(.paper, .rock), (.rock, .rock), (.paper, .rock), (.scissors, .paper)], targetWins: 5)
    let broken = match([(.paper, .rock), (.paper, .rock), (.rock, .paper), (.paper, .rock)], targetWins: 5)

    #expect(HardQuest.threeRoundsRunning.isMet(by: met))
    #expect(!HardQuest.threeRoundsRunning.isMet(by: broken))
  }

  @Test("A round won with each move counts even in a match lost or under way")
  func everyMove() {
    let lost = match(
      [(.paper, .rock), (.scissors, .paper), (.rock, .scissors)]
        + Array(repeating: (Move.rock, Move.paper), count: 5), targetWins: 5)
    let twoMoves = match([(.paper, .rock), (.scissors, .paper), (.paper, .rock)])

    #expect(lost.winner == .computer)
    #expect(HardQuest.everyMoveWins.isMet(by: lost))
    #expect(!HardQuest.everyMoveWins.isMet(by: twoMoves))
  }

  @Test("The quests of a match ask for a win, and for how it was won")
  func matchQuests() {
    let plain = match([(.paper, .rock), (.paper, .rock), (.rock, .rock), (.paper, .rock)])
    let varied = match([(.paper, .rock), (.scissors, .paper), (.rock, .scissors)])
    let comeback = match([
      (.rock, .paper), (.rock, .paper), (.paper, .rock), (.scissors, .paper), (.rock, .scissors),
    ])
    let underWay = match([(.paper, .rock), (.scissors, .paper)])

    #expect(HardQuest.winAMatch.isMet(by: plain))
    #expect(!HardQuest.winAMatch.isMet(by: underWay))
    #expect(!HardQuest.neverTheSameTwice.isMet(by: plain))
    #expect(HardQuest.neverTheSameTwice.isMet(by: varied))
    #expect(!HardQuest.noDraws.isMet(by: plain))
    #expect(HardQuest.noDraws.isMet(by: varied))
    #expect(HardQuest.comeback.isMet(by: comeback))
    #expect(!HardQuest.comeback.isMet(by: varied))
  }

  @Test("The quest is done by a match against Hard played today, not by one played yesterday or at Medium")
  func doneToday() {
    let today = DayStamp(year: 2026, month: 12, day: 11)
    let noon = today.start.addingTimeInterval(12 * 3600)
    let won = match([(.paper, .rock), (.scissors, .paper), (.rock, .scissors)])
    func record(level: Level, endedAt: Date) -> MatchRecord {
      MatchRecord(match: won, level: level, startedAt: endedAt.addingTimeInterval(-60), endedAt: endedAt)
    }
    #expect(HardQuest.allCases.allSatisfy { $0 == .comeback || $0.isMet(by: won) })
    guard HardQuest(day: today) != .comeback else { return }

    #expect(
      HardProgress(history: History(finished: [record(level: .hard, endedAt: noon)]), now: noon).questDone)
    #expect(
      !HardProgress(
        history: History(finished: [record(level: .hard, endedAt: noon.addingTimeInterval(-86_400))]),
        now: noon
      ).questDone)
    #expect(
      !HardProgress(history: History(finished: [record(level: .medium, endedAt: noon)]), now: noon).questDone)
  }
}
