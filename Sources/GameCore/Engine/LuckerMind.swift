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
struct LuckerMind: SdfsdfMind, Equatable {
  static let predictorCount = 27
  static let countsOtherMoveFirst = false
  /// The six ways, in the bot's order: what each scores against (the other player's move or the
  /// bot's own), how, and whether its meta-predictor turns the best predictor's throw.
  private static let ways: [(againstOwn: Bool, kind: Kind, turnsOnce: Bool)] = [
    (false, .fading, false), (false, .run, false), (true, .fading, true),
    (true, .run, true), (false, .forgiving, false), (true, .forgiving, true),
  ]

  private enum Kind {
    /// Fades by 0.8 and adds 3 for a hit, takes 3 for a miss.
    case fading
    /// Adds 3 for a hit; a miss sets it to 0.
    case run
    /// Fades by 0.8 and adds 3 for a hit; a first miss sets it to 0, a second in a row takes 3.
    case forgiving
  }

  private(set) var throwsNow = SIMD32<UInt8>(repeating: 0)
  /// The six ways' scores, way after way, 27 each.
  private var scores = [Double](repeating: 3, count: 6 * predictorCount)
  /// Per forgiving way, the predictors that missed their latest round, one bit each.
  private var missedOnce: [UInt32] = [0, 0]
  private var metaScores = [Double](repeating: 3, count: 18)
  /// The meta-predictors' throws before the bot's second round: every one names its first throw.
  private var firstMetaThrow: UInt8?

  static func throwOptions(guessing guess: UInt8) -> [UInt8] { [SdfsdfPredictors.beat(guess)] }

  mutating func setEveryThrow(to move: UInt8) {
    throwsNow = SIMD32(repeating: move)
    firstMetaThrow = move
  }

  mutating func setThrow(_ move: UInt8, of slot: Int) {
    Self.setThrow(move, of: slot, in: &throwsNow)
  }

  mutating func score(own: UInt8, other: UInt8) {
    let metaThrows = firstMetaThrow.map { [UInt8](repeating: $0, count: 18) } ?? metaPredictorThrows()
    firstMetaThrow = nil
    var forgiving = 0
    for (way, (againstOwn, kind, _)) in Self.ways.enumerated() {
      let target = againstOwn ? own : other
      for predictor in 0..<Self.predictorCount {
        let index = way * Self.predictorCount + predictor
        let hit = throwsNow[predictor] == target
        switch kind {
        case .fading:
          scores[index] *= 0.8
          scores[index] += hit ? 3 : -3
        case .run:
          scores[index] = hit ? scores[index] + 3 : 0
        case .forgiving:
          scores[index] *= 0.8
          let bit = UInt32(1) << predictor
          if hit {
            scores[index] += 3
          } else if missedOnce[forgiving] & bit != 0 {
            missedOnce[forgiving] &= ~bit
            scores[index] -= 3
          } else {
            missedOnce[forgiving] |= bit
            scores[index] = 0
          }
        }
      }
      if kind == .forgiving { forgiving += 1 }
    }
    for meta in metaScores.indices {
      metaScores[meta] *= 0.9
      metaScores[meta] = other == metaThrows[meta] ? metaScores[meta] + 3 : 0
    }
  }

  var guessingPredictor: (slot: Int, turn: UInt8)? {
    let meta = Self.firstOfBest(metaScores[...])
    let (way, turns) = (meta % 6, UInt8(meta / 6))
    let predictor = best(of: way)
    return (predictor % 9, (Self.turned(0, for: predictor) + (Self.ways[way].turnsOnce ? 1 : 0) + turns) % 3)
  }

  /// The eighteen meta-predictors' throws from the predictors' throws and scores.
  private func metaPredictorThrows() -> [UInt8] {
    var throwsByWay = [UInt8](repeating: 0, count: 18)
    for way in 0..<6 {
      let move = (throwsNow[best(of: way)] + (Self.ways[way].turnsOnce ? 1 : 0)) % 3
      for turns in 0..<3 { throwsByWay[6 * turns + way] = (move + UInt8(turns)) % 3 }
    }
    return throwsByWay
  }

  /// The first of the best-scoring predictors by one way.
  private func best(of way: Int) -> Int {
    Self.firstOfBest(scores[(way * Self.predictorCount)..<((way + 1) * Self.predictorCount)])
  }

  /// The place (from 0) of the first of the highest scores.
  private static func firstOfBest(_ scores: ArraySlice<Double>) -> Int {
    var best = scores.startIndex
    for index in scores.indices where scores[index] > scores[best] { best = index }
    return best - scores.startIndex
  }
}
