import GameCore

/// Always throws the same move.
public struct ConstantBot: Opponent {
  public let move: Move

  public init(move: Move = .rock) {
    self.move = move
  }

  public var name: String { "constant" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    rules.allows(move) ? move : rules.moves[0]
  }
}
