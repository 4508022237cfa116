import BenchmarkBots
import GameCore
import Synchronization
import Testing

@testable import Opponents

/// Records the history it is shown, to check which side it sees as its own.
private final class Sightings: Sendable {
  let histories = Mutex<[[Round]]>([])
}

private struct WatchingBot: Opponent {
  let sightings: Sightings
  var name: String { "watching" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    sightings.histories.withLock { $0.append(history) }
    return .paper
  }
}

@Suite("Tournament")
struct TournamentTests {
  @Test("In a duel each side sees the rounds from its own side, with the outcome worked out again")
  func duelMirrorsTheRounds() {
    let sightings = Sightings()
    var duel = Duel(engine: ConstantBot(move: .rock), bot: WatchingBot(sightings: sightings), rules: .classic)

    let first = duel.playRound()
    duel.playRound()

    #expect(first.player == .paper && first.computer == .rock && first.outcome == .win)
    let seen = sightings.histories.withLock { $0 }
    #expect(seen.count == 2)
    #expect(seen[1] == [Round(player: .rock, computer: .paper, rules: .classic)])
    #expect(seen[1][0].outcome == .loss)
    #expect(duel.engineNet == -2)
  }

  @Test("A tournament gives one result per level and bot, in order, and the same results every time")
  func shapeAndRepeatability() {
    let tournament = Tournament(rounds: 40, seeds: 2)

    let results = tournament.play(levels: [.easy, .medium], bots: [.constant, .random])

    #expect(results.map(\.level) == [.easy, .easy, .medium, .medium])
    #expect(results.map(\.bot) == [.constant, .random, .constant, .random])
    #expect(results == tournament.play(levels: [.easy, .medium], bots: [.constant, .random]))
    #expect(results[0].limit == 1000 && results[1].limit == 0)
    #expect(results[1].shareOfLimit == nil)
  }

  @Test("Mean and spread are taken over the seeds' net scores per 1000 rounds")
  func meanAndSpread() {
    let tournament = Tournament(rounds: 50, seeds: 3)
    let nets = (0..<3).map { Double(tournament.netScore(.easy, against: .cycle, seedIndex: $0)) * 20 }

    let result = tournament.play(.easy, against: .cycle)

    let mean = nets.reduce(0, +) / 3
    let variance = nets.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 2
    #expect(abs(result.meanNet - mean) < 1e-9)
    #expect(abs(result.spread - variance.squareRoot()) < 1e-9)
  }

  @Test(
    "The hard level takes over 80% of the limit from the constant and cycle bots, and breaks even with random"
  )
  func hardLevelShortTournament() {
    let tournament = Tournament(rounds: 300, seeds: 3)

    let results = tournament.play(levels: [.hard], bots: [.constant, .cycle, .random])

    #expect((results[0].shareOfLimit ?? 0) > 0.8, "constant: \(results[0].meanNet)")
    #expect((results[1].shareOfLimit ?? 0) > 0.8, "cycle: \(results[1].meanNet)")
    // 900 rounds against random: the mean's spread is about 27 per 1000.
    #expect(abs(results[2].meanNet) < 100, "random: \(results[2].meanNet)")
  }

  @Test("The hard level beats bots that counter or copy its last move, and one that counters its usual move")
  func hardLevelBeatsReactiveBots() {
    let tournament = Tournament(rounds: 300, seeds: 3)

    let results = tournament.play(levels: [.hard], bots: [.beatLast, .mirror, .beatMostFrequent])

    for result in results {
      #expect((result.shareOfLimit ?? 0) > 0.8, "\(result.bot): \(result.meanNet)")
    }
  }
}
