import GameCore
import Opponents
import Testing

@Suite("The easy level")
struct RandomOpponentTests {
  @Test("The same seed gives the same throws; another seed gives others")
  func seededDeterminism() {
    func throwsFor(seed: UInt64) -> [Move] {
      var opponent = RandomOpponent(seed: seed)
      return (0..<50).map { _ in opponent.nextThrow(after: [], rules: .classic) }
    }
    #expect(throwsFor(seed: 42) == throwsFor(seed: 42))
    #expect(throwsFor(seed: 42) != throwsFor(seed: 43))
  }

  @Test("The random opponent is fair: each move about a third of the time, and no edge over a fixed player")
  func randomOpponentFairness() {
    var opponent = RandomOpponent(seed: 2026)
    var counts: [Move: Int] = [:]
    var score = Score()
    let rounds = 30_000
    for _ in 0..<rounds {
      let move = opponent.nextThrow(after: [], rules: .classic)
      counts[move, default: 0] += 1
      score.add(Rules.classic.outcome(of: .rock, against: move))
    }
    for move in Rules.classic.moves {
      let share = Double(counts[move, default: 0]) / Double(rounds)
      #expect(abs(share - 1.0 / 3.0) < 0.015, "\(move) came \(share) of the time")
    }
    // Net score of a constant player against uniform random stays within noise (±1.5% of rounds).
    #expect(abs(score.player - score.computer) < rounds * 15 / 1000)
  }
}
