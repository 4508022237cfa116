import GameCore

/// Repeats its previous throw only 12% of the time, and otherwise throws
/// one of the other moves uniformly at random (any move in the first round).
public struct SwitchALotBot: Opponent {
  public static let repeatShare = 0.12
  private var generator: SeededGenerator

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "switch-a-lot" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    guard let previous = history.last?.computer else { return generator.pick(from: rules.moves) }
    if generator.nextUnit() < Self.repeatShare { return previous }
    return generator.pickMove(of: rules, except: previous)
  }
}
