import GameCore

/// The engine's strategies turned round: what each would have won the player, had the player
/// thrown by it. A player who keeps to what has been winning for them (as strong programs do)
/// throws next what the best of these says, so the engine can answer that throw.
///
/// A strategy's throw for the engine beats a forecast of the player's throw, or the player's
/// answer to a forecast of the engine's own; turned round, the same forecast gives the player's
/// throw one step the other way. Scores fade at several rates, from fickle to patient, plus a plain
/// sum and a count of wins since the last loss, since players keep score in different ways.
///
/// Each strategy keeps its scores at every rate side by side in one vector, so that a round costs
/// one pass over the strategies however many ways of keeping score there are.
struct PlayersView: Sendable {
  /// Fading rates of the scores; 1 is a plain sum and 0 counts the wins since the last loss.
  static let decays = [0.3, 0.5, 0.8, 0.9, 0.97, 1, 0]
  private typealias Lanes = SIMD8<Double>
  /// The rates as lanes; the spare lane fades at 0 and is never read.
  private static let laneDecays = Lanes(decays + Array(repeating: 0, count: Lanes.scalarCount - decays.count))
  /// The lane that counts wins since the last loss rather than fading (the rate 0).
  private static let streakLane = 6

  private let strategyCount: Int
  /// Each strategy's scores, one lane a rate.
  private var scores: [Lanes]
  /// Each strategy's throw for the player in the round now open, or −1.
  private var playerThrows: [Int]

  init(strategyCount: Int) {
    precondition(Self.decays[Self.streakLane] == 0, "the streak's lane must have the rate 0")
    self.strategyCount = strategyCount
    scores = Array(repeating: .zero, count: strategyCount)
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
    // The payoff of each of the player's throws, and 0 for a strategy without one (index 0).
    let payoffs = [0.0] + (0..<circle.count).map { Double(circle.payoff(of: $0, against: computer)) }
    let decays = Self.laneDecays
    let streakLane = Self.streakLane
    playerThrows.withUnsafeBufferPointer { thrown in
      scores.withUnsafeMutableBufferPointer { scores in
        for strategy in scores.indices {
          let move = thrown[strategy]
          let payoff = payoffs[move + 1]
          var updated = scores[strategy] * decays + Lanes(repeating: payoff)
          // Wins since the last loss: a loss starts the count again, and a strategy without a
          // throw keeps its count.
          let streak = scores[strategy][streakLane]
          updated[streakLane] = move < 0 ? streak : (payoff < 0 ? 0 : streak + payoff)
          scores[strategy] = updated
        }
      }
    }
  }

  /// The player's throw under the best-scoring strategy of each rate among the `eligible` ones
  /// with a throw, or −1 for a rate whose best has won the player nothing.
  func best(eligible: [Bool]) -> [Int] {
    var bests = Array(repeating: -1, count: Self.decays.count)
    var bestScores = Lanes(repeating: -.infinity)
    var bestStrategies = SIMD8<Int64>(repeating: -1)
    playerThrows.withUnsafeBufferPointer { thrown in
      scores.withUnsafeBufferPointer { scores in
        for strategy in scores.indices where thrown[strategy] >= 0 && eligible[strategy] {
          // Ties go to the strategy listed first.
          let better = scores[strategy] .> bestScores
          bestScores.replace(with: scores[strategy], where: better)
          bestStrategies.replace(with: Int64(strategy), where: better)
        }
      }
    }
    for rate in Self.decays.indices where bestStrategies[rate] >= 0 && bestScores[rate] > 0 {
      bests[rate] = playerThrows[Int(bestStrategies[rate])]
    }
    return bests
  }
}
