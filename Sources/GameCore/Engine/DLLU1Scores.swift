/// The predictors and meta-predictors of dllu's rpscontest bots dllu1, dllu1_defensive and
/// dllu1_randomer, from the bot's side of the table, but for chance.
///
/// Thirty predictors name the other player's next move: history matching (the latest earlier
/// occurrence of the longest run of up to 8, as the Centrifugal Bumblepuppy engines match) over
/// both players' moves as pairs, over the other player's and over the bot's own, read from either
/// player's moves; the pairs' match one round back, read two rounds on; a count of what the bot
/// threw in the rounds where the other player threw the bot's last move, weighed by how often the
/// other player throws each move; and each of those ten second-guessed once and twice. Six
/// scoring rules (fading by 0.9 or 0.87, or adding up hits until answering the guess would have
/// lost, each against the other player's moves and against the bot's own) each name their
/// leading predictor, a meta-predictor, and the meta-predictors are scored fading by 0.96. The bot
/// throws what beats the leading meta-predictor's move, unless chance takes over: in the opening,
/// when no meta-predictor scores well, and in dllu1_randomer half the time.
///
/// The arithmetic follows the bot's operation by operation, so ties and near-ties come out the
/// same. The bot's chance also enters its state, through guesses in the first round and (in
/// dllu1_defensive and dllu1_randomer) noise added to the meta-predictors' scores; a copy
/// knows only the opening guesses it is given, and keeps the scores without noise. Its history
/// matchers are the engine's, which look back 1000 rounds; the bot searches its whole history, so
/// in longer games the two can part.
struct DLLU1Scores: Sendable {
  static let predictorCount = 30
  static let metaCount = 6
  static let matchCap = 8

  /// Whether the count predictor divides as Python 2 does (in whole numbers), or as Python 3 does.
  let floorDivision: Bool
  private let firstPairGuess: Int
  private(set) var rounds = 0
  private var predictions: [Int]
  private var metaMoves: [Int]
  /// Per scoring rule and predictor: `rule × predictorCount + predictor`.
  private var scores = [Double](repeating: 5, count: 6 * predictorCount)
  private(set) var metaScores: [Double] = [5, 2, 5, 2, 4, 2]
  /// Per pair of moves, the other player's × 3 + the bot's: how often it came.
  private var pairCounts = [Double](repeating: 0, count: 9)
  private var otherCounts: [Double] = [1, 1, 1]

  /// The bot's opening guesses: `predictorGuess` of every predictor, `metaGuess` of every
  /// meta-predictor, and `pairGuess`, after the first round, for the pairs' match one round back.
  /// The first shifts each scoring rule's scores alike, so it never changes a throw.
  init(floorDivision: Bool, predictorGuess: Int, metaGuess: Int, pairGuess: Int) {
    self.floorDivision = floorDivision
    firstPairGuess = pairGuess
    predictions = Array(repeating: predictorGuess, count: Self.predictorCount)
    metaMoves = Array(repeating: metaGuess, count: Self.metaCount)
  }

  /// The move the bot throws next unless chance takes over.
  var move: Int { (metaMoves[Self.firstLargest(metaScores)] + 1) % 3 }

  var bestMetaScore: Double { metaScores.max() ?? 0 }

  /// Learns a round: the bot's throw and the other player's. `ownMatcher`, `otherMatcher` and
  /// `pairMatcher` hold the bot's moves, the other player's, and both as pairs, this round's
  /// included, and the arrays hold the moves. `jitters`, if given, are added to the
  /// meta-predictors' scores, as dllu1_defensive does.
  mutating func record(
    own: Int, other: Int, ownMoves: [UInt8], otherMoves: [UInt8], ownMatcher: HistoryMatcher,
    otherMatcher: HistoryMatcher, pairMatcher: HistoryMatcher, jitters: [Double]? = nil
  ) {
    score(own: own, other: other, jitters: jitters)
    pairCounts[other * 3 + own] += 1
    otherCounts[other] += 1
    rounds += 1
    let last = rounds - 1
    for (slot, matcher) in [pairMatcher, otherMatcher, ownMatcher].enumerated() {
      let sequel =
        matcher.longestMatch(within: matcher.memory, upTo: Self.matchCap).map { $0.end + 1 } ?? last
      predictions[2 * slot] = Int(otherMoves[sequel])
      predictions[2 * slot + 1] = (Int(ownMoves[sequel]) + 1) % 3
    }
    if rounds == 1 {
      predictions[6] = firstPairGuess
      predictions[7] = firstPairGuess
    } else {
      var sequel = last
      for length in stride(from: min(rounds - 1, Self.matchCap - 1), through: 1, by: -1) {
        let before = pairMatcher.earlierEnd(before: last - 1, length: length)
        if before >= 0 {
          sequel = before + 2
          break
        }
      }
      predictions[6] = Int(otherMoves[sequel])
      predictions[7] = (Int(ownMoves[sequel]) + 1) % 3
    }
    // What the bot threw when the other player threw the bot's last move, weighed by how often the
    // other player throws each move.
    var best = [0.0, 0.0, 0.0]
    for move in 0..<3 {
      let product = pairCounts[own * 3 + move] * otherCounts[move]
      best[move] =
        floorDivision ? (product / otherCounts[own]).rounded(.down) : product / otherCounts[own]
    }
    predictions[8] = Self.firstLargest(best)
    predictions[9] = predictions[8]
    for index in 10..<Self.predictorCount {
      predictions[index] = (predictions[index - 10] + 2) % 3
    }
    for rule in 0..<Self.metaCount {
      let leader = Self.firstLargest(scores, from: rule * Self.predictorCount, count: Self.predictorCount)
      // The odd rules score against the bot's own moves: their predictor is its own next move.
      metaMoves[rule] = rule % 2 == 0 ? predictions[leader] : (predictions[leader] + 1) % 3
    }
  }

  private mutating func score(own: Int, other: Int, jitters: [Double]?) {
    let count = Self.predictorCount
    for index in 0..<count {
      let guess = predictions[index]
      let beaten = (guess + 2) % 3
      let beating = (guess + 1) % 3
      for rule in 0..<2 {
        let actual = rule == 0 ? other : own
        let plain = (actual == guess ? 1.0 : 0) - (actual == beaten ? 1.0 : 0)
        scores[rule * count + index] = 0.9 * scores[rule * count + index] + plain * 3
        var weighed = 0.87 * scores[(rule + 2) * count + index]
        weighed += actual == guess ? 3.3 : 0
        weighed -= actual == beating ? 1.2 : 0
        weighed -= actual == beaten ? 2.3 : 0
        scores[(rule + 2) * count + index] = weighed
        let run = scores[(rule + 4) * count + index] + (actual == guess ? 3 : 0)
        scores[(rule + 4) * count + index] = actual == beaten ? 0 : run
      }
    }
    for meta in 0..<Self.metaCount {
      let guess = metaMoves[meta]
      let plain = (other == guess ? 1.0 : 0) - (other == (guess + 2) % 3 ? 1.0 : 0)
      metaScores[meta] = 0.96 * (metaScores[meta] + plain)
      if let jitters { metaScores[meta] += jitters[meta] }
    }
  }

  /// The first index of the largest value, as Python's `list.index(max(list))`.
  private static func firstLargest(_ values: [Double], from start: Int = 0, count: Int? = nil) -> Int {
    let end = start + (count ?? values.count)
    var best = start
    for index in start..<end where values[index] > values[best] { best = index }
    return best - start
  }
}
