import Foundation
import GameCore

/// Blends the chances that a side's predictors give its next throw, each weighted by how well
/// its chances have foretold that side lately: the weight is e raised to a fading sum of the
/// logarithms of the chances it gave the throws made. A predictor that has fitted the side
/// closely soon outweighs the rest; while none has, the blend stays near even chances.
struct HabitBlend: Sendable {
  /// How fast a predictor's record fades.
  static let decay = 0.95
  /// The share of even chances mixed into every predictor's chances, so that no throw is ever
  /// certain and one miss does not rule a predictor out.
  static let smoothing = 0.3

  private let moveCount: Int
  private var logScores: [Double]

  init(predictorCount: Int, moveCount: Int) {
    self.moveCount = moveCount
    logScores = Array(repeating: 0, count: predictorCount)
  }

  /// `chances` mixed with even ones by ``smoothing``.
  static func smoothed(_ chances: [Double]) -> [Double] {
    let even = 1 / Double(chances.count)
    return chances.map { (1 - smoothing) * $0 + smoothing * even }
  }

  /// The chances before ``smoothed(_:)``.
  static func unsmoothed(_ chances: [Double]) -> [Double] {
    let even = 1 / Double(chances.count)
    return chances.map { max(0, ($0 - smoothing * even) / (1 - smoothing)) }
  }

  /// Scores predictor `predictor`, whose chances for the round were `chances` (nil for none),
  /// against the throw made.
  mutating func score(_ predictor: Int, chances: ArraySlice<Double>?, made: Int) {
    logScores[predictor] *= Self.decay
    guard let chances else { return }
    logScores[predictor] += Foundation.log(max(chances[chances.startIndex + made], 1e-6))
  }

  /// The blend of the predictors `members`, whose chances are rows of `chances` (a row of
  /// `moveCount` a predictor), or nil when there are none.
  func blend(_ members: [Int], chances: [Double]) -> [Double]? {
    guard let best = members.map({ logScores[$0] }).max() else { return nil }
    var mixed = Array(repeating: 0.0, count: moveCount)
    for member in members {
      let weight = Foundation.exp(logScores[member] - best)
      for move in 0..<moveCount { mixed[move] += weight * chances[member * moveCount + move] }
    }
    let total = mixed.reduce(0, +)
    return mixed.map { $0 / total }
  }
}
