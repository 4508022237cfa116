/// The eighteen strategies of zdg's "all switch" rpscontest bots (zai_ghpm7_all_switch_meta,
/// zai_all_switch_meta_corrector) and the replies their two scorings choose.
///
/// Three history matchers, over the bot's moves, the other player's and both as pairs, remember
/// for each run of up to ``order`` of the latest values where the round after its latest
/// occurrence stands; unlike ``GreedyHistoryMatcher`` they skip storing runs shorter than the one
/// that matched last. Each names both moves of that round, and each of those six moves also
/// second-guessed once and twice is a strategy, 18 in all. The strategies are scored, fading by
/// ``decay``, by what they would have won or lost against the other player's move, and again
/// against the bot's own; the best of each scoring is a reply. None of it depends on chance.
struct ZaiSwitchStrategies: Sendable {
  static let decay = 0.94
  static let strategyCount = 18

  /// One of the bot's three history matchers.
  private struct Matcher: Sendable {
    let base: Int
    /// `powers[k]` is `base` to the power k − 1.
    let powers: [Int]
    var values: [Int] = []
    var sequels: [Int: Int] = [:]
    var lastUsedOrder = 0

    init(base: Int, order: Int) {
      self.base = base
      powers = [0] + (0..<order).map { power in (0..<power).reduce(1) { product, _ in product * base } }
    }

    /// Learns `value` (from 1 to `base`), the history's value at `position`, and returns the
    /// position of the round its longest earlier run says comes next.
    mutating func append(_ value: Int, at position: Int, longest: Int) -> Int {
      values.append(value)
      if lastUsedOrder == 0 { sequels[0] = position }
      var predicted = sequels[0] ?? position
      var precedingRun = 0
      let count = values.count
      guard longest >= 1 else { return predicted }
      for length in 1...longest {
        let latestRun = precedingRun * base + value
        precedingRun += values[count - length - 1] * powers[length]
        if length >= lastUsedOrder { sequels[precedingRun] = position }
        if let sequel = sequels[latestRun] {
          predicted = sequel
          lastUsedOrder = length
        }
      }
      return predicted
    }
  }

  /// The longest run the matchers look back on: 7 for zai_ghpm7_all_switch_meta, 6 for
  /// zai_all_switch_meta_corrector.
  let order: Int
  private var ownMoves: [Int] = []
  private var otherMoves: [Int] = []
  private var matchers: [Matcher]
  private var strategyMoves = [Int](repeating: 0, count: strategyCount)
  private var otherScores = [Double](repeating: 0, count: strategyCount)
  private var ownScores = [Double](repeating: 0, count: strategyCount)

  init(order: Int) {
    self.order = order
    matchers = [
      Matcher(base: 3, order: order), Matcher(base: 3, order: order), Matcher(base: 9, order: order),
    ]
  }

  /// Learns a round, the bot's throw and the other player's, and returns the moves of the
  /// best-scoring strategies by each scoring: the replies among which the bot breaks ties.
  mutating func record(own: Int, other: Int) -> (replies: [Int], reverseReplies: [Int]) {
    let position = ownMoves.count
    ownMoves.append(own)
    otherMoves.append(other)
    for strategy in 0..<Self.strategyCount {
      otherScores[strategy] *= Self.decay
      ownScores[strategy] *= Self.decay
    }
    if position > 0 {
      for strategy in 0..<Self.strategyCount {
        otherScores[strategy] += Self.points(strategyMoves[strategy], against: other)
        ownScores[strategy] += Self.points(strategyMoves[strategy], against: own)
      }
    }
    let rounds = position + 1
    let longest = rounds > order ? order : rounds - 1
    let values = [own + 1, other + 1, own * 3 + other + 1]
    for (slot, value) in values.enumerated() {
      let sequel = matchers[slot].append(value, at: position, longest: longest)
      for rotation in 0..<3 {
        strategyMoves[6 * slot + rotation] = (ownMoves[sequel] + rotation) % 3
        strategyMoves[6 * slot + 3 + rotation] = (otherMoves[sequel] + rotation) % 3
      }
    }
    return (
      Self.leadingMoves(scores: otherScores, moves: strategyMoves),
      Self.leadingMoves(scores: ownScores, moves: strategyMoves)
    )
  }

  /// +1 if `move` beats `other`, −1 if it loses, 0 a tie.
  static func points(_ move: Int, against other: Int) -> Double {
    [0.0, 1, -1][(move - other + 3) % 3]
  }

  /// The moves of the best-scoring strategies.
  private static func leadingMoves(scores: [Double], moves: [Int]) -> [Int] {
    let best = scores.max() ?? 0
    var leading: [Int] = []
    for strategy in scores.indices where scores[strategy] == best && !leading.contains(moves[strategy]) {
      leading.append(moves[strategy])
    }
    return leading
  }
}
