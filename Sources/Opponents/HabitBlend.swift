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

  /// Mixes `row[0 ..< moveCount]` with even chances by ``smoothing``.
  @inline(__always)
  func smooth(_ row: UnsafeMutableBufferPointer<Double>) {
    let even = Self.smoothing / Double(moveCount)
    for move in 0..<moveCount { row[move] = (1 - Self.smoothing) * row[move] + even }
  }

  /// The chances before ``smooth(_:)``.
  static func unsmoothed(_ chances: [Double]) -> [Double] {
    let even = 1 / Double(chances.count)
    return chances.map { max(0, ($0 - smoothing * even) / (1 - smoothing)) }
  }

  /// Scores every predictor against the throws made: `chances` holds each one's chances for
  /// the round (a row of `moveCount` a predictor), `hasChances` whether it had any, and `sides`
  /// whose throw it foretold: the player's, `player`, or the computer's, `computer`.
  mutating func score(
    chances: [Double], hasChances: [Bool], sides: [Strategy.Side], player: Int, computer: Int
  ) {
    let moveCount = moveCount
    chances.withUnsafeBufferPointer { chances in
      hasChances.withUnsafeBufferPointer { hasChances in
        sides.withUnsafeBufferPointer { sides in
          logScores.withUnsafeMutableBufferPointer { logScores in
            for predictor in logScores.indices {
              logScores[predictor] *= Self.decay
              guard hasChances[predictor] else { continue }
              let made = sides[predictor] == .player ? player : computer
              logScores[predictor] += Foundation.log(max(chances[predictor * moveCount + made], 1e-6))
            }
          }
        }
      }
    }
  }

  /// Writes the blend of the `members` (in order) that are `present` this round, whose chances
  /// are rows of `chances`, into `row`; false when there are none.
  func blend(
    into row: UnsafeMutableBufferPointer<Double>, chances: UnsafeMutableBufferPointer<Double>,
    members: [Int], present: UnsafeMutableBufferPointer<Bool>
  ) -> Bool {
    logScores.withUnsafeBufferPointer { logScores in
      var best = -Double.infinity
      for member in members where present[member] { best = max(best, logScores[member]) }
      guard best > -Double.infinity else { return false }
      for move in 0..<moveCount { row[move] = 0 }
      var total = 0.0
      for member in members where present[member] {
        let weight = Foundation.exp(logScores[member] - best)
        total += weight
        let start = member * moveCount
        for move in 0..<moveCount { row[move] += weight * chances[start + move] }
      }
      for move in 0..<moveCount { row[move] /= total }
      return true
    }
  }
}
