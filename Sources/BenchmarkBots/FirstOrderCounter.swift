import GameCore

/// A plain first-order Markov counter, the yardstick for reading people: it counts which throw
/// the player made after each of their throws and throws what beats the likeliest one after their
/// last (the earliest of tied ones; rock with nothing to go on).
public struct FirstOrderCounter: Opponent {
  /// How often each throw followed each throw: the count at `previous * moves + next`.
  private var successions = RoundCounts()

  public init() {}

  public var name: String { "first-order counter" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    let count = rules.moves.count
    successions.update(to: history, size: count * count) { index in
      index == 0 ? nil : history[index - 1].player.rawValue * count + history[index].player.rawValue
    }
    guard let last = history.last?.player.rawValue else { return rules.moves[0] }
    let row = successions.counts[(last * count)..<((last + 1) * count)]
    let likeliest = row.indices.max { row[$0] < row[$1] || (row[$0] == row[$1] && $0 > $1) } ?? 0
    return rules.moves[(likeliest - last * count + 1) % count]
  }
}
