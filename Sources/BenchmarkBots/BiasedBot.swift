import GameCore

/// Throws one move 60% of the time and spreads the rest evenly over the others: 20/20/60 rock,
/// paper, scissors with the classic rules (scissors is the favourite; with five moves, scissors
/// 60% and the others 10% each).
public struct BiasedBot: Opponent {
  public static let favouriteShare = 0.6
  public let favourite: Move
  private var generator: SeededGenerator

  public init(seed: UInt64, favourite: Move = .scissors) {
    generator = SeededGenerator(seed: seed)
    self.favourite = favourite
  }

  public var name: String { "biased" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    let favourite = rules.allows(favourite) ? favourite : rules.moves[0]
    if generator.nextUnit() < Self.favouriteShare { return favourite }
    return generator.pickMove(of: rules, except: favourite)
  }
}
