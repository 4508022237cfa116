/// The part of Greenberg's mind that its random guess touches: that guess's score over the game,
/// and each length's score and throw (``GreenbergPredictors/lengths``).
///
/// Every round the bot draws a guess at random and scores it against the other player's latest
/// throw before it uses it, so that score is a random walk of its own. For each length the bot
/// throws the best guess of ``GreenbergPredictors`` over it, unless the random guess's score is
/// at least as high, and then it throws the random guess itself. It plays the length that has
/// scored best (the first of equals). A copy makes the draw it is given, which is why
/// ``OneDrawModel`` follows many copies.
struct GreenbergMind: Sendable, Equatable {
  /// At or below this the bot no longer looks at its random guess's score (its `-TRIALS`).
  static let scoreFloor = -1000

  private(set) var randomScore = 0
  /// Per length, in fixed-size vectors rather than arrays: the filter copies every mind three
  /// times a round, and these copy without allocating.
  private var lengthScores = SIMD8<Int32>(repeating: 0)
  /// The throw each length chose in the latest round.
  private var lengthThrows = SIMD8<Int32>(repeating: 0)
  private var hasPlayed = false

  /// The bot's next throw and its mind after, if it draws `draw`: `other` is the other player's
  /// latest throw (nil before the first round) and `best` the guesses' best after it.
  func playing(draw: Int, other: Int?, best: [GreenbergPredictors.Best]) -> (move: Int, mind: GreenbergMind) {
    precondition(best.count <= SIMD8<Int32>.scalarCount, "a mind holds at most eight lengths")
    var next = self
    if hasPlayed, let other {
      next.randomScore += GreenbergPredictors.payoff(draw, against: other)
      for length in best.indices {
        next.lengthScores[length] += Int32(
          GreenbergPredictors.payoff(Int(lengthThrows[length]), against: other))
      }
    }
    next.hasPlayed = true
    var leading = 0
    for length in best.indices {
      next.lengthThrows[length] = Int32(next.choice(of: best[length], draw: draw))
      if next.lengthScores[length] > next.lengthScores[leading] { leading = length }
    }
    return (Int(next.lengthThrows[leading]), next)
  }

  /// What one length throws: its best guess if that scored more than the random guess.
  private func choice(of best: GreenbergPredictors.Best, draw: Int) -> Int {
    if randomScore > Self.scoreFloor {
      return best.score > randomScore ? best.guess : draw
    }
    return best.score > Self.scoreFloor ? best.guess : 0
  }
}
