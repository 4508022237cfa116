/// Scores the strategies and picks the one to play, the way Iocaine Powder does.
///
/// Every predictor gives `moveCount` strategies: play its anchor (the best reply to what it
/// expects) rotated 0, 1, … places round the circle. With three moves, rotating a forecast of the
/// other player's move gives "beat it", "they expect that: beat their reply" and the next guess;
/// rotating a forecast of the engine's own move gives the three "they predict me" strategies.
///
/// Each strategy keeps one score per decay rate: after every round, each score is multiplied by its
/// decay and the strategy's payoff in that round (+1, 0, −1) is added. For each decay rate the
/// best-scoring strategy is selected; the selections themselves are scored the same way (with
/// ``metaDecay``), and the leader is the selection of the decay rate that has done best lately.
struct StrategyScoreboard: Sendable {
  let moveCount: Int
  let predictorCount: Int
  let decays: [Double]
  let metaDecay: Double
  /// `decays.count` blocks of `predictorCount × moveCount` scores; strategy index = predictor ×
  /// moveCount + rotation.
  private var scores: [Double]
  /// For each decay rate, the strategy selected for the coming round, or −1.
  private(set) var selections: [Int]
  private var metaScores: [Double]

  init(predictorCount: Int, moveCount: Int, decays: [Double], metaDecay: Double) {
    self.moveCount = moveCount
    self.predictorCount = predictorCount
    self.decays = decays
    self.metaDecay = metaDecay
    scores = Array(repeating: 0, count: decays.count * predictorCount * moveCount)
    selections = Array(repeating: -1, count: decays.count)
    metaScores = Array(repeating: 0, count: decays.count)
  }

  var strategyCount: Int { predictorCount * moveCount }

  /// Scores every strategy, and every selection, on the round just played. `anchors` must be
  /// those the strategies were built from before the round.
  mutating func record(theirMove: Int, anchors: [Int], circle: MoveCircle) {
    var payoffs = Array(repeating: 0.0, count: moveCount)
    for predictor in 0..<predictorCount {
      let anchor = anchors[predictor]
      for rotation in 0..<moveCount {
        payoffs[rotation] =
          anchor < 0 ? 0 : Double(circle.payoff(of: circle.rotate(anchor, by: rotation), against: theirMove))
      }
      for (rate, decay) in decays.enumerated() {
        let start = rate * strategyCount + predictor * moveCount
        for rotation in 0..<moveCount {
          scores[start + rotation] = scores[start + rotation] * decay + payoffs[rotation]
        }
      }
    }
    for rate in decays.indices {
      var payoff = 0.0
      let strategy = selections[rate]
      if strategy >= 0 {
        let move = circle.rotate(anchors[strategy / moveCount], by: strategy % moveCount)
        payoff = Double(circle.payoff(of: move, against: theirMove))
      }
      metaScores[rate] = metaScores[rate] * metaDecay + payoff
      selections[rate] = -1
    }
  }

  /// Selects, for each decay rate, the best-scoring strategy among the predictors that have an
  /// anchor now. Ties go to the first, so the engine's state depends on the rounds alone.
  mutating func select(anchors: [Int]) {
    for rate in decays.indices {
      let start = rate * strategyCount
      var best = -1
      var bestScore = -Double.infinity
      for predictor in 0..<predictorCount where anchors[predictor] >= 0 {
        for rotation in 0..<moveCount {
          let score = scores[start + predictor * moveCount + rotation]
          if score > bestScore {
            best = predictor * moveCount + rotation
            bestScore = score
          }
        }
      }
      selections[rate] = best
    }
  }

  /// The selection of the decay rate whose selections scored best lately, with its own score.
  var leader: (strategy: Int, score: Double, metaScore: Double)? {
    var bestRate = -1
    for rate in decays.indices where selections[rate] >= 0 {
      if bestRate < 0 || metaScores[rate] > metaScores[bestRate] { bestRate = rate }
    }
    guard bestRate >= 0 else { return nil }
    let strategy = selections[bestRate]
    return (strategy, scores[bestRate * strategyCount + strategy], metaScores[bestRate])
  }
}
