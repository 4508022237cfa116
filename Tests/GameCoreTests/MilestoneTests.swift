import Foundation
import GameCore
import Testing

@Suite("Milestones of a match just won")
struct MilestoneTests {
  /// A finished first-to-1 match at `level`, won or lost by the player, or abandoned.
  private func record(
    _ winner: Side?, level: Level = .hard, rules: Rules = .classic, people: MatchPlayers? = nil
  ) -> MatchRecord {
    var match = Match(rules: rules, targetWins: 1)
    switch winner {
    case .player: match.record(Round(player: .rock, computer: .scissors, rules: rules))
    case .computer: match.record(Round(player: .rock, computer: .paper, rules: rules))
    case nil: match.record(Round(player: .rock, computer: .rock, rules: rules))
    }
    let ended = Date(timeIntervalSince1970: 1_750_000_000)
    return MatchRecord(match: match, level: level, startedAt: ended, endedAt: ended, players: people)
  }

  /// The history as the game keeps it, newest first, from matches listed oldest first.
  private func history(_ oldestFirst: [MatchRecord]) -> History {
    History(finished: oldestFirst.reversed())
  }

  @Test("The first match won at a level is the first win, even after losses there and wins elsewhere")
  func firstWin() {
    let matches = [record(.player, level: .easy), record(.computer), record(.player)]

    #expect(Milestone(newestOf: history(matches)) == .firstWin)
  }

  @Test("A run of wins is told with how it stands to the longest run before it")
  func runsAgainstTheBest() {
    let two: [MatchRecord] = [record(.player), record(.player)]
    let brokenRunOfTwo = two + [record(.computer)]

    #expect(Milestone(newestOf: history(two)) == .winningRun(wins: 2, record: .newBest))
    #expect(
      Milestone(newestOf: history(brokenRunOfTwo + [record(.player), record(.player)]))
        == .winningRun(wins: 2, record: .equalsBest))
    #expect(
      Milestone(newestOf: history(brokenRunOfTwo + two + [record(.player)]))
        == .winningRun(wins: 3, record: .newBest))
    #expect(
      Milestone(newestOf: history(two + two + [record(.computer)] + two))
        == .winningRun(wins: 2, record: .belowBest))
  }

  @Test("An abandoned match ends a run: the next win alone is no milestone")
  func abandonedEndsTheRun() {
    let matches = [record(.player), record(nil), record(.player)]

    #expect(Milestone(newestOf: history(matches)) == nil)
  }

  @Test("A loss after two wins or more ends the run, and says how long it was")
  func runEnded() {
    let matches = [record(.player), record(.player), record(.player), record(.computer)]

    #expect(Milestone(newestOf: history(matches)) == .runEnded(wins: 3))
  }

  @Test("Nothing to say after a loss that ended no run, after a match between people, or with no match")
  func nothingToSay() {
    let people = MatchPlayers(left: "Ana", right: "Ben")

    #expect(Milestone(newestOf: history([record(.player), record(.computer)])) == nil)
    #expect(
      Milestone(newestOf: history([record(.player), record(.player), record(nil), record(.computer)])) == nil)
    #expect(Milestone(newestOf: history([record(.player), record(.player, people: people)])) == nil)
    #expect(Milestone(newestOf: History()) == nil)
  }

  @Test("Runs are counted apart for each level and rules")
  func levelsApart() {
    let matches = [
      record(.player), record(.player, level: .medium), record(.player, rules: .rockPaperScissorsSpockLizard),
      record(.player),
    ]

    #expect(Milestone(newestOf: history(matches)) == .winningRun(wins: 2, record: .newBest))
  }
}
