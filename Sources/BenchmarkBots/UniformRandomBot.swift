import GameCore

/// Throws uniformly at random: nothing can beat it on average.
public struct UniformRandomBot: Opponent {
  private var generator: SeededGenerator

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "random" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    generator.pick(from: rules.moves)
  }
}
