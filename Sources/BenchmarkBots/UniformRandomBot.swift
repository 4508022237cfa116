import GameCore

/// Throws uniformly at random: nothing can beat it on average. When it avoids repeats (the
/// never-repeat bot) it never throws the same move twice in a row: each throw is uniformly random
/// among the moves other than its previous one (any move in the first round).
public struct UniformRandomBot: Opponent {
  public let avoidsRepeats: Bool
  private var generator: SeededGenerator

  public init(seed: UInt64, avoidsRepeats: Bool = false) {
    generator = SeededGenerator(seed: seed)
    self.avoidsRepeats = avoidsRepeats
  }

  public var name: String { avoidsRepeats ? "never-repeat" : "random" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    generator.pickMove(of: rules, except: avoidsRepeats ? history.last?.computer : nil)
  }
}
