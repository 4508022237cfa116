import GameCore

/// Throws the move one step round the circle from the other player's last move, which beats it
/// (rock in the first round).
public struct BeatLastBot: Opponent {
  public init() {}

  public var name: String { "beat-last" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    guard let last = history.last?.player else { return rules.moves[0] }
    return rules.moves[(last.rawValue + 1) % rules.moves.count]
  }
}
