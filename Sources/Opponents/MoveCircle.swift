import GameCore

/// The moves as numbers around a circle of odd length, the way ``Rules`` places them. The engines
/// do their arithmetic on these small integers rather than on ``Move`` values.
///
/// ```swift
/// let circle = MoveCircle(count: 3)
/// circle.payoff(of: 1, against: 0)  // 1: paper covers rock
/// circle.rotate(2, by: 1)  // 0: one step on from scissors is rock, which beats it
/// ```
struct MoveCircle: Hashable, Sendable {
  let count: Int

  init(count: Int) {
    precondition(count >= 3 && count % 2 == 1, "the moves must make a circle of odd length")
    self.count = count
  }

  /// +1 if `move` beats `other`, −1 if it loses, 0 for a draw: a move beats those an odd number
  /// of steps back round the circle.
  @inline(__always)
  func payoff(of move: Int, against other: Int) -> Int {
    var difference = move &- other
    if difference < 0 { difference &+= count }
    // Plain arithmetic, no table: the engines weigh many throws a round.
    return difference == 0 ? 0 : ((difference & 1) << 1) - 1
  }

  /// The move `steps` places further round the circle (`move` and `steps` in 0..<count).
  @inline(__always)
  func rotate(_ move: Int, by steps: Int) -> Int {
    // A subtraction, not a division: the engines turn moves round many times a round.
    let sum = move &+ steps
    return sum >= count ? sum &- count : sum
  }
}
