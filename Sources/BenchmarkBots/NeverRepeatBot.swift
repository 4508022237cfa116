import GameCore

/// Never throws the same move twice in a row: each throw is uniformly random among the moves other
/// than its previous one (any move in the first round).
public struct NeverRepeatBot: Opponent {
  private var generator: SeededGenerator

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "never-repeat" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    generator.pickMove(of: rules, except: history.last?.computer)
  }
}
