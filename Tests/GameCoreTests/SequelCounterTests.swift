import GameCore
import Testing

/// A player in the style of the Kaggle bot "memory patterns", made small: it counts what the
/// computer threw after every run of the last three rounds, and throws what beats the computer's
/// usual sequel of the run just played (its first throw, rock, when the run is new).
private struct SequelCounter: Opponent {
  var sequels: [[Int]: [Int]] = [:]
  var name: String { "sequel counter" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    let count = rules.moves.count
    let symbols = history.map { $0.player.rawValue * count + $0.computer.rawValue }
    if let last = history.last, symbols.count > 3 {
      let run = Array(symbols.suffix(4).dropLast())
      sequels[run, default: Array(repeating: 0, count: count)][last.computer.rawValue] += 1
    }
    guard symbols.count >= 3, let counts = sequels[Array(symbols.suffix(3))] else { return rules.moves[0] }
    let usual = counts.indices.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) } ?? 0
    return rules.moves[(usual + 1) % count]
  }
}

@Suite("The hard engine against a player who counts its usual sequels")
struct SequelCounterTests {
  @Test("It wins clearly, by expecting the player's answer to its usual sequel of the last rounds")
  func readsASequelCounter() {
    var player = SequelCounter()
    let net = hardEngineNet(seed: 5, against: &player)
    #expect(net >= 400, "the engine's net score over 1000 rounds: \(net)")
  }
}
