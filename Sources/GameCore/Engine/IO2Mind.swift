/// The part of IO2_fightinguuu's mind that its draws touch: the throws of its 27 predictors this
/// round and whether each came true in the latest ``window`` rounds.
///
/// The nine first predictors come from ``IO2Predictors``; the other eighteen turn them one and two
/// places back round the circle (what the bot's `beat[beat[...]]` does once and twice). A
/// predictor scores the square of each of its latest rounds' places, newest last, for a round it
/// came true and against it otherwise; the bot follows the first of the best-scoring predictors,
/// unless no score is above 0. Which throws a predictor drew decides which came true, so
/// ``IO2Model`` follows many copies of this.
struct IO2Mind: Sendable, Equatable {
  static let predictorCount = 27
  static let window = 5

  /// Per predictor, whether it came true in each of the latest rounds, the newest in bit 0.
  private var hits = SIMD32<UInt8>(repeating: 0)
  /// How many rounds the windows hold, at most ``window``.
  private var results = 0
  /// Each predictor's throw this round.
  private(set) var throwsNow = SIMD32<UInt8>(repeating: 0)

  /// A score for every number of rounds held and every pattern of hits.
  private static let scores: [[Int]] = (0...window).map { held in
    (0..<(1 << window)).map { pattern in
      (0..<held).reduce(0) { total, age in
        let weight = (held - age) * (held - age)
        return total + (pattern & (1 << age) != 0 ? weight : -weight)
      }
    }
  }

  /// Before the bot's second round every predictor names its first throw.
  mutating func setEveryThrow(to move: UInt8) {
    throwsNow = SIMD32(repeating: move)
  }

  /// Sets a first predictor's throw, and the two that turn it.
  mutating func setThrow(_ move: UInt8, of predictor: Int) {
    throwsNow[predictor] = move
    throwsNow[predictor + 9] = (move + 2) % 3
    throwsNow[predictor + 18] = (move + 1) % 3
  }

  /// What `predictor` names if its first predictor names `move`.
  static func turned(_ move: UInt8, for predictor: Int) -> UInt8 { (move + 2 * UInt8(predictor / 9)) % 3 }

  /// Marks which predictors named the other player's move.
  mutating func score(against other: UInt8) {
    for predictor in 0..<Self.predictorCount {
      let hit: UInt8 = throwsNow[predictor] == other ? 1 : 0
      hits[predictor] = ((hits[predictor] << 1) | hit) & UInt8((1 << Self.window) - 1)
    }
    results = min(results + 1, Self.window)
  }

  /// The predictor the bot follows, or nil when no score is above 0 and it guesses the other
  /// player's move from their history.
  var leader: Int? {
    let table = Self.scores[results]
    var best = 0
    var bestScore = table[Int(hits[0])]
    for predictor in 1..<Self.predictorCount where table[Int(hits[predictor])] > bestScore {
      best = predictor
      bestScore = table[Int(hits[predictor])]
    }
    return bestScore > 0 ? best : nil
  }
}
