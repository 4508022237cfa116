import GameCore

/// Throws the move one step round the circle from the other player's most frequent move so far,
/// which beats it. Ties go to the move earliest in circle order; the first round is rock. It
/// counts incrementally and starts counting afresh when a new match begins.
public struct BeatMostFrequentBot: Opponent {
  private var throwCounts = RoundCounts()

  public init() {}

  public var name: String { "beat-most-frequent" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    throwCounts.update(to: history, size: rules.moves.count) { history[$0].player.rawValue }
    guard !history.isEmpty else { return rules.moves[0] }
    let counts = throwCounts.counts
    var mostFrequent = 0
    for move in counts.indices where counts[move] > counts[mostFrequent] { mostFrequent = move }
    return rules.moves[(mostFrequent + 1) % rules.moves.count]
  }
}
