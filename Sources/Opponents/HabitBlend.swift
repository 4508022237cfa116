import Foundation
import GameCore

/// Blends the chances that a side's predictors give its next throw, each weighted by how well
/// its chances have foretold that side lately: the weight is e raised to a fading sum of the
/// logarithms of the chances it gave the throws made. A predictor that has fitted the side
/// closely soon outweighs the rest; while none has, the blend stays near even chances.
struct HabitBlend: Sendable {
  /// How fast a predictor's record fades.
  static let decay: Float = 0.95
  /// The share of even chances mixed into every predictor's chances, so that no throw is ever
  /// certain and one miss does not rule a predictor out.
  static let smoothing = 0.3

  private let moveCount: Int
  /// The predictors blended, in order, and the fading sum of each one's logarithms (in single
  /// precision, whose logarithm and exponential cost about half as much).
  private let members: [Int]
  private var logScores: [Float]

  init(members: [Int], moveCount: Int) {
    self.moveCount = moveCount
    self.members = members
    logScores = Array(repeating: 0, count: members.count)
  }

  /// The chances before they were mixed with even ones by ``smoothing``.
  static func unsmoothed(_ chances: UnsafeBufferPointer<Double>) -> [Double] {
    let even = 1 / Double(chances.count)
    return chances.map { max(0, ($0 - smoothing * even) / (1 - smoothing)) }
  }

  /// Scores the members against the throw `made`: `chances` holds every predictor's chances for
  /// the round (a row of `moveCount` a predictor), `hasChances` whether it had any.
  mutating func score(chances: UnsafeBufferPointer<Double>, hasChances: UnsafeBufferPointer<Bool>, made: Int)
  {
    let moveCount = moveCount
    members.withUnsafeBufferPointer { members in
      logScores.withUnsafeMutableBufferPointer { logScores in
        for index in members.indices {
          let member = members[index]
          logScores[index] *= Self.decay
          guard hasChances[member] else { continue }
          logScores[index] += Foundation.log(Float(max(chances[member &* moveCount &+ made], 1e-6)))
        }
      }
    }
  }

  /// Writes the blend of the members that are `present` this round, whose chances are rows of
  /// `chances`, into `row`; false when there are none.
  func blend(
    into row: UnsafeMutableBufferPointer<Double>, chances: UnsafeMutableBufferPointer<Double>,
    present: UnsafeMutableBufferPointer<Bool>
  ) -> Bool {
    members.withUnsafeBufferPointer { members in
      logScores.withUnsafeBufferPointer { logScores in
        var best = -Float.infinity
        for index in members.indices where present[members[index]] { best = max(best, logScores[index]) }
        guard best > -Float.infinity else { return false }
        for move in 0..<moveCount { row[move] = 0 }
        var total = 0.0
        for index in members.indices where present[members[index]] {
          let weight = Double(Foundation.exp(logScores[index] - best))
          total += weight
          let start = members[index] &* moveCount
          if moveCount == 3 {
            // Spelled out for the usual game: a loop of unknown length costs twice as much.
            row[0] += weight * chances[start]
            row[1] += weight * chances[start &+ 1]
            row[2] += weight * chances[start &+ 2]
          } else {
            for move in 0..<moveCount { row[move] += weight * chances[start &+ move] }
          }
        }
        for move in 0..<moveCount { row[move] /= total }
        return true
      }
    }
  }
}
