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
  /// The scores, one row of `strategyCount` a decay.
  private var scores: [Double]
  /// Each strategy's throw for the player in the round now open, or −1.
  private var playerThrows: [Int]

  init(strategyCount: Int) {
    self.strategyCount = strategyCount
    scores = Array(repeating: 0, count: strategyCount * Self.decays.count)
    playerThrows = Array(repeating: -1, count: strategyCount)
  }

  /// Turns the strategies' throws for the round now open round: `moves` gives each one's throw
  /// for the engine (−1 for none) and `foretellsComputer` whether it answered a forecast of the
  /// engine's own throw rather than the player's.
  mutating func prepare(moves: [Int], foretellsComputer: [Bool], circle: MoveCircle) {
    let count = circle.count
    for strategy in 0..<strategyCount {
      let move = moves[strategy]
      guard move >= 0 else {
        playerThrows[strategy] = -1
        continue
      }
      // One step back round the circle, or one step on.
      let turned = foretellsComputer[strategy] ? move + count - 1 : move + 1
      playerThrows[strategy] = turned >= count ? turned - count : turned
    }
  }

  /// Scores the round just played against the engine's throw `computer`.
  mutating func score(computer: Int, circle: MoveCircle) {
    let strategyCount = strategyCount
    // The payoff of each of the player's throws, and 0 for a strategy without one (index 0).
    var payoffs = [0.0] + (0..<circle.count).map { Double(circle.payoff(of: $0, against: computer)) }
    playerThrows.withUnsafeBufferPointer { thrown in
      scores.withUnsafeMutableBufferPointer { scores in
        payoffs.withUnsafeMutableBufferPointer { payoffs in
          for (row, decay) in Self.decays.enumerated() {
            let row = UnsafeMutableBufferPointer(
              rebasing: scores[(row * strategyCount)..<((row + 1) * strategyCount)])
            if decay == 0 {
              for strategy in 0..<strategyCount where thrown[strategy] >= 0 {
                let payoff = payoffs[thrown[strategy] + 1]
                row[strategy] = payoff < 0 ? 0 : row[strategy] + payoff
              }
            } else {
              for strategy in 0..<strategyCount {
                row[strategy] = row[strategy] * decay + payoffs[thrown[strategy] + 1]
              }
            }
          }
        }
      }
    }
  }

  /// The player's throw under the best-scoring strategy of each row among the `eligible` ones
  /// with a throw, or −1 for a row whose best has won the player nothing.
  func best(eligible: [Bool]) -> [Int] {
    var candidates: [Int] = []
    candidates.reserveCapacity(strategyCount)
    for strategy in 0..<strategyCount where playerThrows[strategy] >= 0 && eligible[strategy] {
      candidates.append(strategy)
    }
    var bests = Array(repeating: -1, count: Self.decays.count)
    guard let first = candidates.first else { return bests }
    scores.withUnsafeBufferPointer { scores in
      for row in Self.decays.indices {
        let start = row * strategyCount
        var best = first
        var bestScore = scores[start + first]
        for strategy in candidates.dropFirst() where scores[start + strategy] > bestScore {
          best = strategy
          bestScore = scores[start + strategy]
        }
        if bestScore > 0 { bests[row] = playerThrows[best] }
      }
    }
    return bests
  }
}
