import GameCore

/// Follows the cycle rock, paper, scissors, … by round number, but 30% of the time throws a
/// uniformly random move instead (which may happen to be the cycle's).
public struct NoisyCycleBot: Opponent {
  public static let noiseShare = 0.3
  private var generator: SeededGenerator

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "noisy-cycle" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    if generator.nextUnit() < Self.noiseShare {
      return generator.pick(from: rules.moves)
    }
    return rules.moves[history.count % rules.moves.count]
  }
}
