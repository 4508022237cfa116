/// What each predictor expects next, before the round is played: a distribution over the moves
/// (weights on any scale) and its anchor, the best reply to that distribution. A predictor with
/// nothing to go on has no anchor.
///
/// A predictor forecasts either the other player's next move or the engine's own; the strategies
/// built on it play its anchor rotated round the circle (see ``StrategyScoreboard``).
struct PredictionTable: Sendable {
  let moveCount: Int
  let predictorCount: Int
  /// For each predictor, the best reply to its distribution, or −1 for no prediction.
  private(set) var anchors: [Int]
  /// `predictorCount` rows of `moveCount` weights.
  private(set) var weights: [Double]

  init(predictorCount: Int, moveCount: Int) {
    self.moveCount = moveCount
    self.predictorCount = predictorCount
    anchors = Array(repeating: -1, count: predictorCount)
    weights = Array(repeating: 0, count: predictorCount * moveCount)
  }

  /// Sets predictor `index` from the weights at `source[start ..< start + moveCount]`.
  mutating func set(_ index: Int, from source: [Double], at start: Int, circle: MoveCircle) {
    let row = index * moveCount
    for move in 0..<moveCount { weights[row + move] = source[start + move] }
    anchors[index] = circle.bestReply(to: weights, from: row) ?? -1
  }

  /// Sets predictor `index` to a certain prediction.
  mutating func set(_ index: Int, certain move: Int, circle: MoveCircle) {
    let row = index * moveCount
    for other in 0..<moveCount { weights[row + other] = other == move ? 1 : 0 }
    anchors[index] = circle.rotate(move, by: 1)
  }

  mutating func clear(_ index: Int) {
    anchors[index] = -1
  }

  /// The distribution of predictor `index` turned `steps` round the circle and scaled to sum to 1.
  func distribution(of index: Int, rotatedBy steps: Int) -> [Double] {
    let row = index * moveCount
    var total = 0.0
    for move in 0..<moveCount { total += weights[row + move] }
    var result = Array(repeating: 0.0, count: moveCount)
    guard total > 0 else { return result }
    for move in 0..<moveCount {
      result[(move + steps) % moveCount] = weights[row + move] / total
    }
    return result
  }
}
