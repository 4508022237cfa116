/// The moves as numbers around a circle of odd length, the way ``Rules`` places them. The engines
/// do their arithmetic on these small integers rather than on ``Move`` values.
///
/// ```swift
/// let circle = MoveCircle(count: 3)
/// circle.payoff(of: 1, against: 0)  // 1: paper covers rock
/// circle.rotate(2, by: 1)  // 0: one step on from scissors is rock
/// ```
struct MoveCircle: Hashable, Sendable {
  let count: Int
  /// +1, 0 or −1 for a move against another, indexed by their difference around the circle.
  private let payoffByDifference: [Int]

  init(count: Int) {
    precondition(count >= 3 && count % 2 == 1, "the moves must make a circle of odd length")
    self.count = count
    payoffByDifference = (0..<count).map { difference in
      difference == 0 ? 0 : (difference % 2 == 1 ? 1 : -1)
    }
  }

  /// +1 if `move` beats `other`, −1 if it loses, 0 for a draw.
  func payoff(of move: Int, against other: Int) -> Int {
    let difference = move - other
    return payoffByDifference[difference < 0 ? difference + count : difference]
  }

  /// The payoff of a move `difference` places (0..<count) round the circle from the other.
  func payoff(ofDifference difference: Int) -> Int { payoffByDifference[difference] }

  /// The move `steps` places further round the circle (`move` and `steps` in 0..<count).
  func rotate(_ move: Int, by steps: Int) -> Int {
    // A subtraction, not a division: the engines turn moves round many times a round.
    let sum = move + steps
    return sum >= count ? sum - count : sum
  }

  /// The move with the highest expected payoff against the weights (any non-negative scale) at
  /// `weights[start ..< start + count]`, or nil when they are all zero.
  ///
  /// Ties go to the move closest clockwise after the most likely one, so a certain prediction
  /// `x` always gives `x + 1`, whatever the number of moves; with five moves `x + 3` beats `x`
  /// too, and the engine reaches it as a rotation.
  func bestReply(to weights: [Double], from start: Int) -> Int? {
    let count = count
    return weights.withUnsafeBufferPointer { all in
      payoffByDifference.withUnsafeBufferPointer { payoffs -> Int? in
        let row = UnsafeBufferPointer(rebasing: all[start..<(start + count)])
        var likeliest = 0
        var total = 0.0
        for move in 0..<count {
          total += row[move]
          if row[move] > row[likeliest] { likeliest = move }
        }
        guard total > 0 else { return nil }
        var best = 0
        var bestValue = -Double.infinity
        var move = likeliest
        for _ in 1...count {
          move = move + 1 == count ? 0 : move + 1
          var value = 0.0
          for other in 0..<count {
            let difference = move >= other ? move - other : move - other + count
            value += row[other] * Double(payoffs[difference])
          }
          if value > bestValue + 1e-12 * total {
            best = move
            bestValue = value
          }
        }
        return best
      }
    }
  }
}
