/// Plays as version 12 of the Kaggle agent High-Performance RPS Dojo does (Rock Paper Scissors
/// 2020–21; see ``HPSDojoV12Model``): at random, except when its secret countdown has run out and
/// one of its strategies (``HPSDojoV12Strategies``) scores well enough; then it throws by that
/// strategy's chances and draws a new countdown. For the classic rules only, as the agent is.
public struct HPSDojoV12Agent: Opponent {
  private var generator: SeededGenerator
  private var strategies = HPSDojoV12Strategies()
  private var countdown: Int
  private var rounds = 0

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    countdown = Self.drawCountdown(using: &generator)
  }

  public var name: String { "HPS Dojo version 12" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the agent plays rock, paper, scissors")
    if history.count < rounds {
      (strategies, rounds) = (HPSDojoV12Strategies(), 0)
      countdown = Self.drawCountdown(using: &generator)
    }
    // As an opponent it sees the rounds from its side: its throws are their `computer`.
    for round in history[rounds...] {
      rounds += 1
      strategies.learn(otherMove: round.player.rawValue, ownMove: round.computer.rawValue, step: rounds)
    }
    let chance = Double(generator.next() >> 11) * 0x1p-53
    if countdown > 0 {
      countdown -= 1
    } else if let chances = strategies.chances {
      countdown = Self.drawCountdown(using: &generator)
      let move = chance < chances[0] ? 0 : chance < chances[0] + chances[1] ? 1 : 2
      return rules.moves[move]
    }
    return rules.moves[Int(generator.next() % 3)]
  }

  /// `2 − Int(√n)` for `n` drawn uniformly from 0..<9, as the agent draws it.
  private static func drawCountdown(using generator: inout SeededGenerator) -> Int {
    let drawn = Int(generator.next() % 9)
    return drawn == 0 ? 2 : drawn < 4 ? 1 : 0
  }
}
