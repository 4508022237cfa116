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

  /// A first-to-3 match at `level` lost with `taken` rounds won by the player.
  private func loss(taking taken: Int, level: Level = .hard, targetWins: Int = 3) -> MatchRecord {
    var match = Match(rules: .classic, targetWins: targetWins)
    for _ in 0..<taken { match.record(Round(player: .rock, computer: .scissors, rules: .classic)) }
    while !match.isOver { match.record(Round(player: .rock, computer: .paper, rules: .classic)) }
    let ended = Date(timeIntervalSince1970: 1_750_000_000)
    return MatchRecord(match: match, level: level, startedAt: ended, endedAt: ended)
  }

  @Test(
    "A loss to a level that learns that took more rounds than every earlier loss there is the closest yet")
  func closestYet() {
    #expect(Milestone(newestOf: history([loss(taking: 0), loss(taking: 1)])) == .closestYet(rounds: 1))
    #expect(
      Milestone(newestOf: history([loss(taking: 1), loss(taking: 0), loss(taking: 2)]))
        == .closestYet(rounds: 2))
  }

  @Test(
    "No closest yet for a first loss, a loss no closer than before, a loss at Easy, or against another length"
  )
  func notClosestYet() {
    #expect(Milestone(newestOf: history([loss(taking: 2)])) == nil, "nothing to be closer than")
    #expect(Milestone(newestOf: history([loss(taking: 2), loss(taking: 2)])) == nil)
    #expect(
      Milestone(newestOf: history([loss(taking: 0, level: .easy), loss(taking: 1, level: .easy)])) == nil)
    #expect(Milestone(newestOf: history([loss(taking: 0, targetWins: 5), loss(taking: 2)])) == nil)
  }

  @Test("No closest yet once the level is beaten: after a win at Hard, a closer loss there says nothing")
  func noClosestYetOnceBeaten() {
    let won = record(.player)
    let matches = [loss(taking: 0), won, loss(taking: 1), loss(taking: 2)]

    #expect(Milestone(newestOf: history(matches)) == nil)
    #expect(
      Milestone(newestOf: history([record(.player, level: .medium), loss(taking: 0), loss(taking: 1)]))
        == .closestYet(rounds: 1), "a win at another level leaves Hard unbeaten")
  }
}
