import Foundation
import GameCore
import Synchronization
import Testing

/// Records, in order, what an opponent was asked and what the player did, to show who knew what when.
private final class Timeline: Sendable {
  let events = Mutex<[String]>([])
  func append(_ event: String) { events.withLock { $0.append(event) } }
  var all: [String] { events.withLock { $0 } }
}

/// Throws a fixed sequence and notes every request in the timeline.
private struct ScriptedOpponent: Opponent {
  let timeline: Timeline
  var script: [Move]
  var name: String { "Scripted" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    timeline.append("commit after \(history.count) rounds")
    return script.removeFirst()
  }
}

/// Throws paper every round and, once it has seen a round, explains it: it read the player's
/// favourite.
private struct ExplainingOpponent: Opponent {
  var name: String { "Explaining" }
  private(set) var lastInsight: EngineInsight?

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    explain(history.last)
    return .paper
  }

  mutating func matchEnded(after history: [Round], rules: Rules) { explain(history.last) }

  private mutating func explain(_ round: Round?) {
    lastInsight = round.map {
      EngineInsight(
        round: $0, predicted: [.rock: 0.8, .paper: 0.1, .scissors: 0.1],
        strategy: .answer(.favourite, of: .player, secondGuesses: 0))
    }
  }
}

@Suite("Game")
struct GameTests {
  @Test("The opponent commits each throw before the player throws, seeing only finished rounds")
  func opponentCannotPeek() {
    let timeline = Timeline()
    var game = Game(opponent: ScriptedOpponent(timeline: timeline, script: [.rock, .paper, .scissors]))
    #expect(timeline.all == ["commit after 0 rounds"])

    timeline.append("player throws paper")
    let first = game.play(.paper)
    timeline.append("player throws paper")
    let second = game.play(.paper)

    #expect(
      timeline.all == [
        "commit after 0 rounds", "player throws paper", "commit after 1 rounds",
        "player throws paper", "commit after 2 rounds",
      ])
    #expect(first.computer == .rock && first.outcome == .win)
    #expect(second.computer == .paper && second.outcome == .draw)
  }

  @Test("No throw is requested after the match is over, and a new match opens a round again")
  func endAndRestart() {
    let timeline = Timeline()
    var game = Game(
      opponent: ScriptedOpponent(
        timeline: timeline, script: [.scissors, .scissors, .scissors, .rock, .rock]),
      match: Match(targetWins: 3))
    for _ in 0..<3 { game.play(.rock) }
    #expect(game.match.winner == .player)
    #expect(timeline.all.count == 3)
    game.startNewMatch()
    #expect(game.match.rounds.isEmpty)
    #expect(timeline.all.last == "commit after 0 rounds")
    #expect(game.play(.paper).computer == .rock)
  }

  @Test(
    "The game keeps the opponent's insight into every round of the match, the last one too, until a new match"
  )
  func keepsEveryRoundsInsight() {
    var game = Game(opponent: ExplainingOpponent(), match: Match(targetWins: 3))

    for _ in 0..<3 { game.play(.rock) }

    #expect(game.match.isOver)
    #expect(game.roundInsights.map { $0?.round } == game.match.rounds.map { Optional($0) })
    #expect(
      game.roundInsights.allSatisfy { $0?.strategy == .answer(.favourite, of: .player, secondGuesses: 0) })
    game.startNewMatch()
    #expect(game.roundInsights.isEmpty)
  }

  @Test("A resumed match has no insight into the rounds played before the game began, only into those after")
  func resumedMatchHasNoEarlierInsights() {
    let earlier = [Round(player: .rock, computer: .paper, rules: .classic)]
    var game = Game(
      opponent: ExplainingOpponent(), match: Match(rules: .classic, targetWins: 3, rounds: earlier))

    let played = game.play(.scissors)

    #expect(game.roundInsights.count == 2)
    #expect(game.roundInsights.first == .some(nil))
    #expect(game.roundInsights.last??.round == played)
  }
}

@Suite("A resumed game and the insights kept of its rounds")
struct ResumedInsightsTests {
  private let rounds = [
    Round(player: .rock, computer: .paper, rules: .classic),
    Round(player: .paper, computer: .paper, rules: .classic),
  ]

  private func insight(_ round: Round, chance: Double = 0.6) -> EngineInsight {
    EngineInsight(
      round: round, predicted: [.rock: chance, .paper: 0.2, .scissors: 0.2],
      strategy: .answer(.afterLastThrow, of: .player, secondGuesses: 0))
  }

  @Test("Insights kept in a match record read back as written")
  func recordKeepsInsights() throws {
    var match = Match()
    for round in rounds { match.record(round) }
    var record = MatchRecord(match: match, level: .hard, startedAt: Date(timeIntervalSince1970: 0))
    record.insights = [insight(rounds[0]), nil]

    let read = try JSONDecoder().decode(MatchRecord.self, from: JSONEncoder().encode(record))

    #expect(read.insights == record.insights)
  }

  @Test("A resumed game believes an insight only where it describes its round with chances between 0 and 1")
  func onlySoundInsightsAreBelieved() {
    var match = Match()
    for round in rounds { match.record(round) }
    let kept: [EngineInsight?] = [insight(rounds[0]), insight(rounds[0])]
    let outOfRange: [EngineInsight?] = [insight(rounds[0], chance: 7), nil]

    let game = Game(opponent: ConstantTestOpponent(), match: match, insights: kept)
    let damaged = Game(opponent: ConstantTestOpponent(), match: match, insights: outOfRange)
    let short = Game(opponent: ConstantTestOpponent(), match: match, insights: [insight(rounds[0])])

    #expect(game.roundInsights == [insight(rounds[0]), nil], "the second describes another round")
    #expect(damaged.roundInsights == [nil, nil])
    #expect(short.roundInsights.count == rounds.count)
  }
}

/// An opponent that always throws rock and explains nothing.
private struct ConstantTestOpponent: Opponent {
  var name: String { "Rock" }
  mutating func nextThrow(after history: [Round], rules: Rules) -> Move { .rock }
}
