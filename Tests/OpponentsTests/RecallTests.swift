import BenchmarkBots
import Foundation
import GameCore
import Testing

@testable import Opponents

/// Notes what it is told of finished matches, and shows by its throw whether it heard of any round.
private struct ListeningOpponent: Opponent {
  var heard: [[Move]] = []
  var name: String { "Listening" }

  /// Paper once it heard of any round, scissors before.
  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    heard.contains { !$0.isEmpty } ? .paper : .scissors
  }

  mutating func matchEnded(after history: [Round], rules: Rules) {
    heard.append(history.map(\.player))
  }
}

@Suite("The computer recalls a returning player")
struct RecallTests {
  /// A match of `moves` thrown against scissors.
  private func match(_ moves: [Move], rules: Rules = .classic) -> Match {
    Match(rules: rules, rounds: moves.map { Round(player: $0, computer: .scissors, rules: rules) })
  }

  @Test(
    "Each earlier match is told as a match of its own, a longer one after a shorter one too, oldest first")
  func eachMatchOnItsOwn() {
    var opponent = ListeningOpponent()

    opponent.recall([match([.rock]), match([.paper, .paper])])

    #expect(opponent.heard == [[], [.rock], [], [.paper, .paper], []])
  }

  @Test("A game recalls only the earlier matches played by its own rules")
  func onlyTheSameRules() {
    let spock = match([.spock], rules: .rockPaperScissorsSpockLizard)

    var otherRules = Game(opponent: ListeningOpponent(), recalling: [spock])
    var sameRules = Game(opponent: ListeningOpponent(), recalling: [spock, match([.rock])])

    #expect(otherRules.play(.rock).computer == .scissors)
    #expect(sameRules.play(.rock).computer == .paper)
  }

  @Test(
    "A player who always threw rock meets, in a new game, a computer that answers rock from the first round",
    arguments: [Level.medium, .hard])
  func firstRoundKnowsTheHabit(level: Level) {
    // Arrange: four earlier matches of nothing but rock, which the computer answered with paper.
    let rocks = Array(repeating: Round(player: .rock, computer: .paper, rules: .classic), count: 3)
    let earlier = Array(repeating: Match(rounds: rocks), count: 4)

    for seed in UInt64(1)...5 {
      // Act
      var game = Game(opponent: level.makeOpponent(seed: seed), recalling: earlier)
      let round = game.play(.rock)

      // Assert
      #expect(round.computer == .paper, "seed \(seed)")
    }
  }

  @Test(
    "The history gives the latest matches against the computer by the rules asked, oldest first, up to the rounds asked"
  )
  func latestMatchesFromTheHistory() {
    let day = Date(timeIntervalSince1970: 1_750_000_000)
    func record(_ moves: [Move], rules: Rules = .classic, people: MatchPlayers? = nil) -> MatchRecord {
      MatchRecord(
        match: match(moves, rules: rules), level: .hard, startedAt: day, endedAt: day, players: people)
    }
    // Newest first, as the history keeps them.
    let history = History(finished: [
      record([.rock, .rock]), record([.spock], rules: .rockPaperScissorsSpockLizard),
      record([.paper], people: MatchPlayers(left: "Ana", right: "Ben")), record([.scissors, .scissors]),
      record([.paper, .paper, .paper]),
    ])

    let recalled = history.latestMatchesAgainstTheComputer(rules: .classic, rounds: 3)

    #expect(recalled.map { $0.rounds.map(\.player) } == [[.scissors, .scissors], [.rock, .rock]])
  }
}
