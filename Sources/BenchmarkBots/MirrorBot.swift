import GameCore

/// Copies the other player's last move (rock in the first round).
public struct MirrorBot: Opponent {
  public init() {}

  public var name: String { "mirror" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    history.last?.player ?? rules.moves[0]
  }
}
