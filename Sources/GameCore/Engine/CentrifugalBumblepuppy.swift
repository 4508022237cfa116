/// A copy of dllu's rpscontest bots Centrifugal Bumblepuppy 4 and 5, from their side of the table:
/// every throw follows from the rounds and the move it drew for all its predictors at the start,
/// except when all its meta-predictors score below 0 and it throws what beats a move of the other
/// player's drawn from their history (``nextThrow`` is nil then).
///
/// - Twenty predictors of the other player's next move: for run caps of 50, 20 and 6, the longest
///   run ending both players' moves, the other player's and its own (`latestRun(cap:)`) gives
///   their move after the run's latest earlier occurrence and what beats its own move there (a
///   predictor that finds nothing keeps its guess); two more follow the run of both players' moves
///   one shorter than its own moves' last match ("RNA polymerase"). Forty more turn those twenty
///   one and two places round the circle.
/// - Four scores of each predictor, each gaining 3 when its guess comes true: two fade by 0.8 and
///   lose 3 when the move came out as the one the guess beats; two count up and that move sets
///   them to 0. One of each kind judges guesses of the other player's move, the other guesses of
///   its own. The best of each makes a meta-predictor (those judged on its own move turned one
///   place); version 5 turns the four one and two places too.
/// - The meta-predictors' scores fade by 0.96 (0.959 in version 5) and gain 3 for a hit, lose 3 for
///   a miss by one place. It throws what beats the best one's guess (the first of equals), or, if
///   every score is below 0, what beats a move drawn from the other player's history.
struct CentrifugalBumblepuppy: Sendable {
  static let runCaps = [50, 20, 6]
  static let baseCount = 20
  static let predictorCount = 60

  /// How many meta-predictors: 4 in version 4, 12 in version 5.
  let metaCount: Int
  let metaDecay: Double
  /// The move drawn for every predictor at the start.
  private var predictors: [UInt8]
  private var scores = [[Double]](repeating: [Double](repeating: 3, count: predictorCount), count: 4)
  private var metaPredictors: [UInt8] = []
  private var metaScores: [Double]
  private var own: [UInt8] = []
  private var other: [UInt8] = []
  private var pairs: [UInt8] = []
  /// Set if the copy meets a round it cannot follow: the "RNA polymerase" predictors' draw, which
  /// the bot's search makes unreachable (it finds at worst the empty run), kept as a guard.
  private(set) var isLost = false
  /// The bot's next throw, or nil when it draws it.
  private(set) var nextThrow: Int?

  /// While the bot throws at random: the guess of the other player's next move by its leading
  /// meta-predictor. Thrown, it lifts that score by 3, and once one score is back above 0 the bot
  /// throws by it again.
  var steeringMove: Int? {
    guard nextThrow == nil, !isLost, !metaPredictors.isEmpty else { return nil }
    return Int(metaPredictors[Self.firstOfBest(metaScores)])
  }

  /// Version 4 or 5, with the move the bot drew for its predictors at the start.
  init(version: Int, startingGuess: UInt8) {
    precondition(version == 4 || version == 5, "versions 4 and 5")
    metaCount = version == 4 ? 4 : 12
    metaDecay = version == 4 ? 0.96 : 0.959
    predictors = [UInt8](repeating: startingGuess, count: Self.predictorCount)
    metaScores = [Double](repeating: 3, count: metaCount)
  }

  /// What beats `move`.
  private static func beat(_ move: UInt8) -> UInt8 { (move + 1) % 3 }

  /// Learns a round: the bot's throw and the other player's. Before the first, the bot's first
  /// throw tells the move it drew for its meta-predictors: it beats that move.
  mutating func record(own ownMove: UInt8, other otherMove: UInt8) {
    guard !isLost else { return }
    if own.isEmpty { metaPredictors = [UInt8](repeating: (ownMove + 2) % 3, count: metaCount) }
    scoreGuesses(own: ownMove, other: otherMove)
    own.append(ownMove)
    other.append(otherMove)
    pairs.append(3 * otherMove + ownMove)
    guard findRuns() else {
      isLost = true
      nextThrow = nil
      return
    }
    for predictor in Self.baseCount..<Self.predictorCount {
      predictors[predictor] = (predictors[predictor - Self.baseCount] + 2) % 3
    }
    let best = (0..<4).map { Self.firstOfBest(scores[$0]) }
    metaPredictors[0] = predictors[best[0]]
    metaPredictors[1] = Self.beat(predictors[best[1]])
    metaPredictors[2] = predictors[best[2]]
    metaPredictors[3] = Self.beat(predictors[best[3]])
    for meta in 4..<metaCount { metaPredictors[meta] = Self.beat(metaPredictors[meta - 4]) }
    let leading = Self.firstOfBest(metaScores)
    nextThrow = metaScores[leading] < 0 ? nil : Int(Self.beat(metaPredictors[leading]))
  }

  /// Scores every predictor and meta-predictor by the round just played.
  private mutating func scoreGuesses(own ownMove: UInt8, other otherMove: UInt8) {
    for predictor in 0..<Self.predictorCount {
      let guess = predictors[predictor]
      let beaten = (guess + 2) % 3
      for way in 0..<2 {
        let target = way == 0 ? otherMove : ownMove
        scores[way][predictor] *= 0.8
        if target == guess { scores[way][predictor] += 3 }
        if target == beaten { scores[way][predictor] -= 3 }
        if target == guess { scores[way + 2][predictor] += 3 }
        if target == beaten { scores[way + 2][predictor] = 0 }
      }
    }
    for meta in 0..<metaCount {
      metaScores[meta] *= metaDecay
      if otherMove == metaPredictors[meta] { metaScores[meta] += 3 }
      if otherMove == (metaPredictors[meta] + 2) % 3 { metaScores[meta] -= 3 }
    }
  }

  /// Sets the twenty first predictors from the rounds; false if one of them would draw.
  private mutating func findRuns() -> Bool {
    var ownRun = 0
    for (cap, index) in zip(Self.runCaps, 0...) {
      for (history, slot) in [(pairs, 0), (other, 2), (own, 4)] {
        guard let run = history.latestRun(cap: cap) else {
          if slot == 4 { ownRun = 0 }
          continue
        }
        predictors[6 * index + slot] = other[run.next]
        predictors[6 * index + slot + 1] = Self.beat(own[run.next])
        if slot == 4 { ownRun = run.length }
      }
    }
    // The bot's "RNA polymerase": the run of both players' moves that ends one round before the
    // latest, as long as its own moves' last match, or shorter until one is found.
    let count = pairs.count
    var length = ownRun
    var start = Self.latestStart(of: length, in: pairs)
    while start == nil {
      length -= 1
      start = Self.latestStart(of: length, in: pairs)
      if length < 2 { break }
    }
    guard let start, length + start < count else { return false }
    predictors[18] = Self.beat(own[length + start])
    predictors[19] = other[length + start]
    return true
  }

  /// Python's `history.rfind(history[count - length : count - 1], 0, count - 2)`: the latest place
  /// where the run of `length − 1` moves that ends one before the latest starts, ending before the
  /// last two, or nil.
  private static func latestStart(of length: Int, in history: [UInt8]) -> Int? {
    let count = history.count
    let runStart = count - length
    let runLength = max(0, (count - 1) - runStart)
    let end = count - 2 >= 0 ? count - 2 : max(0, count + (count - 2))
    var start = end - runLength
    while start >= 0 {
      if (0..<runLength).allSatisfy({ history[start + $0] == history[runStart + $0] }) { return start }
      start -= 1
    }
    return nil
  }

  /// The place of the first of the highest scores.
  private static func firstOfBest(_ scores: [Double]) -> Int {
    var best = 0
    for index in scores.indices where scores[index] > scores[best] { best = index }
    return best
  }
}
