/// The part of Are You A Lucker?'s mind that its draws touch (``SdfsdfMind``): its predictors'
/// throws this round, six scores of each predictor and eighteen meta-predictors' scores.
///
/// Each round the bot scores every predictor six ways: by whether it named the other player's
/// move and whether it named the bot's own, each as a fading sum (by 0.8 a round), as a run of
/// hits that a miss ends, and as a fading sum that a first miss sets to 0 and a second in a row
/// counts against. Each way's best predictor (the first of equals) makes a meta-predictor, three of
/// them turned one place round the circle, and the eighteen are those six turned none, one and
/// two places. The bot guesses by the meta-predictor whose run of hits, fading by 0.9 a round, is
/// the highest, and throws what beats its guess. Sums are kept as the bot keeps them, in doubles,
/// so the same ties fall the same way.
struct LuckerMind: SdfsdfMind {
  static let botName = "Are You A Lucker?"
  static let predictorCount = 27
  static let countsOtherMoveFirst = false
  /// Its scores remember draws for longer than IO2's windows: with 100 copies the filter lost the
  /// bot for good in one game of three against the hard level. 300 did no better over 20 games
  /// (+418.9 against +417.8) at half as much again in cost.
  static let particleCount = 200
  /// Whether each way's meta-predictor turns its best predictor's throw one place, in the bot's
  /// order of ways (``scores``): those that score against the bot's own move do.
  private static let turnsOnce = [false, false, true, true, false, true]

  private(set) var throwsNow = SIMD32<UInt8>(repeating: 0)
  /// The six ways' scores, way after way, 27 each, in the bot's order: a fading sum (by 0.8 a
  /// round, 3 for a hit, −3 for a miss) and a run of hits (3 each, a miss sets it to 0) against the
  /// other player's move, the same two against the bot's own, then against each a forgiving sum
  /// (fading, 3 for a hit; a first miss sets it to 0, a second in a row takes 3).
  private var scores = [Double](repeating: 3, count: 6 * predictorCount)
  /// Per forgiving way, the predictors that missed their latest round, one bit each.
  private var missedOnce: (other: UInt32, own: UInt32) = (0, 0)
  private var metaScores = [Double](repeating: 3, count: 18)
  /// The meta-predictors' throws before the bot's second round: every one names its first throw.
  private var firstMetaThrow: UInt8?
  /// The best predictor of each way and the leading meta-predictor, as the latest scores rank
  /// them (all scores start level, so the first).
  private var bestOfWay = SIMD8<Int32>(repeating: 0)
  private var leadingMeta = 0

  static func throwOptions(guessing guess: UInt8) -> [UInt8] { [SdfsdfPredictors.beat(guess)] }

  mutating func setEveryThrow(to move: UInt8) {
    throwsNow = SIMD32(repeating: move)
    firstMetaThrow = move
  }

  mutating func setThrow(_ move: UInt8, of slot: Int) {
    Self.setThrow(move, of: slot, in: &throwsNow)
  }

  mutating func score(own: UInt8, other: UInt8) {
    let metaThrows = firstMetaThrow.map { SIMD32<UInt8>(repeating: $0) } ?? metaPredictorThrows()
    firstMetaThrow = nil
    let count = Self.predictorCount
    scores.withUnsafeMutableBufferPointer { scores in
      for predictor in 0..<count {
        let move = throwsNow[predictor]
        let bit = UInt32(1) << predictor
        // The other player's move scores the first two ways and the fifth, the bot's own the
        // third, fourth and sixth.
        for side in 0..<2 {
          let hit = move == (side == 0 ? other : own)
          let fading = 2 * side * count + predictor
          scores[fading] = scores[fading] * 0.8 + (hit ? 3 : -3)
          let run = fading + count
          scores[run] = hit ? scores[run] + 3 : 0
          let forgiving = (4 + side) * count + predictor
          scores[forgiving] *= 0.8
          let missedBefore = (side == 0 ? missedOnce.other : missedOnce.own) & bit != 0
          if hit {
            scores[forgiving] += 3
          } else if missedBefore {
            scores[forgiving] -= 3
          } else {
            scores[forgiving] = 0
          }
          // A miss flips whether the latest round was missed; a hit leaves it.
          if !hit, side == 0 { missedOnce.other ^= bit } else if !hit { missedOnce.own ^= bit }
        }
      }
    }
    for meta in 0..<18 {
      metaScores[meta] *= 0.9
      metaScores[meta] = other == metaThrows[meta] ? metaScores[meta] + 3 : 0
    }
    for way in 0..<6 {
      bestOfWay[way] = Int32(Self.firstOfBest(in: scores, from: way * count, count: count))
    }
    leadingMeta = Self.firstOfBest(in: metaScores, from: 0, count: 18)
  }

  var guessingPredictor: (slot: Int, turn: UInt8)? {
    let (way, turns) = (leadingMeta % 6, UInt8(leadingMeta / 6))
    let predictor = Int(bestOfWay[way])
    return (predictor % 9, (Self.turned(0, for: predictor) + (Self.turnsOnce[way] ? 1 : 0) + turns) % 3)
  }

  /// The eighteen meta-predictors' throws from the predictors' throws and scores.
  private func metaPredictorThrows() -> SIMD32<UInt8> {
    var metaThrows = SIMD32<UInt8>(repeating: 0)
    for way in 0..<6 {
      let move = (throwsNow[Int(bestOfWay[way])] + (Self.turnsOnce[way] ? 1 : 0)) % 3
      for turns in 0..<3 { metaThrows[6 * turns + way] = (move + UInt8(turns)) % 3 }
    }
    return metaThrows
  }

  /// The place (from 0) of the first of the highest of `count` scores from `start`.
  private static func firstOfBest(in scores: [Double], from start: Int, count: Int) -> Int {
    scores.withUnsafeBufferPointer { scores in
      var best = start
      for index in (start + 1)..<(start + count) where scores[index] > scores[best] { best = index }
      return best - start
    }
  }
}
