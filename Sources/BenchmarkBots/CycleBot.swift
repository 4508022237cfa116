import GameCore

/// Throws the moves in circle order, round after round: rock, paper, scissors, rock, …
public struct CycleBot: Opponent {
  public init() {}

  public var name: String { "cycle" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    rules.moves[history.count % rules.moves.count]
  }
}
