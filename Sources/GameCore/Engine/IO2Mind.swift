/// The part of IO2_fightinguuu's mind that its draws touch (``SdfsdfMind``): its predictors'
/// throws this round and whether each came true in the latest ``window`` rounds.
///
/// A predictor scores the square of each of its latest rounds' places, newest last, for a round it
/// came true and against it otherwise; the bot follows the first of the best-scoring predictors,
/// unless no score is above 0, when it guesses a move the other player threw before, at random.
/// It throws what beats its guess two times in three and the guess itself otherwise.
struct IO2Mind: SdfsdfMind, Equatable {
  static let botName = "IO2_fightinguuu"
  static let predictorCount = 27
  static let window = 5
  static let countsOtherMoveFirst = true
  /// Its windows forget a draw after five rounds; 300 copies gained +3.9 over 20 games.
  static let particleCount = 100

  /// Per predictor, whether it came true in each of the latest rounds, the newest in bit 0.
  private var hits = SIMD32<UInt8>(repeating: 0)
  /// How many rounds the windows hold, at most ``window``.
  private var results = 0
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

  static func throwOptions(guessing guess: UInt8) -> [UInt8] {
    let beating = SdfsdfPredictors.beat(guess)
    return [beating, beating, guess]
  }

  mutating func setEveryThrow(to move: UInt8) {
    throwsNow = SIMD32(repeating: move)
  }

  mutating func setThrow(_ move: UInt8, of slot: Int) {
    Self.setThrow(move, of: slot, in: &throwsNow)
  }

  mutating func score(own: UInt8, other: UInt8) {
    for predictor in 0..<Self.predictorCount {
      let hit: UInt8 = throwsNow[predictor] == other ? 1 : 0
      hits[predictor] = ((hits[predictor] << 1) | hit) & UInt8((1 << Self.window) - 1)
    }
    results = min(results + 1, Self.window)
  }

  var guessingPredictor: (slot: Int, turn: UInt8)? {
    let table = Self.scores[results]
    var best = 0
    var bestScore = table[Int(hits[0])]
    for predictor in 1..<Self.predictorCount where table[Int(hits[predictor])] > bestScore {
      best = predictor
      bestScore = table[Int(hits[predictor])]
    }
    return bestScore > 0 ? (best % 9, Self.turned(0, for: best)) : nil
  }
}
