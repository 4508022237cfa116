import GameCore

/// Throws uniformly at random. It cannot be beaten in the long run, and cannot win either.
public struct RandomOpponent: Opponent {
  private var generator: SeededGenerator

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public init(generator: SeededGenerator) {
    self.generator = generator
  }

  public var name: String { "Easy" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    rules.moves[Int(generator.next() % UInt64(rules.moves.count))]
  }
}
