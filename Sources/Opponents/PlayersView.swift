import GameCore

/// The engine's strategies turned round: what each would have won the player, had the player
/// thrown by it. A player who keeps to what has been winning for them (as strong programs do)
/// throws next what the best of these says, so the engine can answer that throw.
///
/// A strategy's throw for the engine beats a forecast of the player's throw, or the player's
/// answer to a forecast of the engine's own; turned round, the same forecast gives the player's
/// throw one step the other way. Scores fade at several rates, from fickle to patient, plus a plain
/// sum and a count of wins since the last loss, since players keep score in different ways.
struct PlayersView: Sendable {
  /// Fading rates of the scores; 1 is a plain sum and 0 counts the wins since the last loss.
  static let decays = [0.3, 0.5, 0.8, 0.9, 0.97, 1, 0]

  private let strategyCount: Int
  private var scores: [Double]

  init(strategyCount: Int) {
    self.strategyCount = strategyCount
    scores = Array(repeating: 0, count: strategyCount * Self.decays.count)
  }

  /// The player's throw under a strategy whose throw for the engine is `move` and which foretold
  /// `side`'s throw.
  static func playerThrow(for move: Int, side: Strategy.Side, circle: MoveCircle) -> Int {
    circle.rotate(move, by: side == .computer ? circle.count - 1 : 1)
  }

  /// Scores the round just played against the engine's throw `computer`; `moves` and `sides`
  /// give each strategy's throw for the engine (−1 for none) and the side it foretold.
  mutating func score(moves: [Int], sides: (Int) -> Strategy.Side, computer: Int, circle: MoveCircle) {
    for (row, decay) in Self.decays.enumerated() {
      let start = row * strategyCount
      for strategy in 0..<strategyCount {
        if decay > 0 { scores[start + strategy] *= decay }
        guard moves[strategy] >= 0 else { continue }
        let thrown = Self.playerThrow(for: moves[strategy], side: sides(strategy), circle: circle)
        let payoff = circle.payoff(of: thrown, against: computer)
        if decay == 0 {
          scores[start + strategy] = payoff < 0 ? 0 : scores[start + strategy] + Double(payoff)
        } else {
          scores[start + strategy] += Double(payoff)
        }
      }
    }
  }

  /// The best-scoring strategy in `row` among those `eligible` with a throw, if it has won the
  /// player anything.
  func best(row: Int, moves: [Int], eligible: (Int) -> Bool) -> Int? {
    let start = row * strategyCount
    var best = -1
    for strategy in 0..<strategyCount where moves[strategy] >= 0 && eligible(strategy) {
      if best < 0 || scores[start + strategy] > scores[start + best] { best = strategy }
    }
    return best >= 0 && scores[start + best] > 0 ? best : nil
  }
}
