import GameCore

/// Throws the move one step round the circle from the other player's most frequent move so far,
/// which beats it. Ties go to the move earliest in circle order; the first round is rock. It
/// counts incrementally and starts counting afresh when a new match begins.
public struct BeatMostFrequentBot: Opponent {
  private var counts: [Int] = []
  private var roundsSeen = 0

  public init() {}

  public var name: String { "beat-most-frequent" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    if history.count < roundsSeen || counts.count != rules.moves.count {
      counts = Array(repeating: 0, count: rules.moves.count)
      roundsSeen = 0
    }
    for round in history[roundsSeen...] { counts[round.player.rawValue] += 1 }
    roundsSeen = history.count
    guard !history.isEmpty else { return rules.moves[0] }
    var mostFrequent = 0
    for move in counts.indices where counts[move] > counts[mostFrequent] { mostFrequent = move }
    return rules.moves[(mostFrequent + 1) % rules.moves.count]
  }
}
