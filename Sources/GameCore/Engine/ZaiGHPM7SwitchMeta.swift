/// The rpscontest bot zai_ghpm7_all_switch_meta (zdg; the rpscontest archive of t-vaudry/RPS),
/// from its side of the table, but for chance.
///
/// Three history matchers, over the bot's moves, the other player's and both as pairs, remember
/// for each run of up to 7 of the latest values where the round after its latest occurrence
/// stands; unlike ``GreedyHistoryMatcher`` they skip storing runs shorter than the one that
/// matched last. Each names both moves of that round, and each of those six moves also
/// second-guessed once and twice is a strategy, 18 in all. The strategies are scored, fading by
/// 0.94, by what they would have won or lost against the other player's move, and again against
/// the bot's own; the best of each scoring gives a reply, and the replies make the six
/// meta-strategies (``MetaStrategyBranches``), scored the same way, whose best the bot throws.
/// Its only chance is in ties, which the branches follow.
struct ZaiGHPM7SwitchMeta: Sendable {
  static let decay = 0.94
  static let order = 7
  static let strategyCount = 18

  /// One of the bot's three history matchers.
  private struct Matcher: Sendable {
    let base: Int
    /// `powers[k]` is `base` to the power k − 1.
    let powers: [Int]
    var values: [Int] = []
    var sequels: [Int: Int] = [:]
    var lastUsedOrder = 0

    init(base: Int) {
      self.base = base
      powers =
        [0]
        + (0..<ZaiGHPM7SwitchMeta.order).map { power in (0..<power).reduce(1) { product, _ in product * base }
        }
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

  private var ownMoves: [Int] = []
  private var otherMoves: [Int] = []
  private var matchers = [Matcher(base: 3), Matcher(base: 3), Matcher(base: 9)]
  private var strategyMoves = [Int](repeating: 0, count: strategyCount)
  private var otherScores = [Double](repeating: 0, count: strategyCount)
  private var ownScores = [Double](repeating: 0, count: strategyCount)
  private(set) var metas = MetaStrategyBranches(decay: decay)

  /// The chances of the bot's next throw.
  var distribution: [Double] { metas.distribution }

  /// Learns a round: the bot's throw and the other player's. The first throw is at random; the
  /// meta-strategies start with the second.
  mutating func record(own: Int, other: Int) {
    metas.keep(throwing: own)
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
      metas.score(other: other)
    }
    let rounds = position + 1
    let longest = rounds > Self.order ? Self.order : rounds - 1
    let values = [own + 1, other + 1, own * 3 + other + 1]
    for (slot, value) in values.enumerated() {
      let sequel = matchers[slot].append(value, at: position, longest: longest)
      for rotation in 0..<3 {
        strategyMoves[6 * slot + rotation] = (ownMoves[sequel] + rotation) % 3
        strategyMoves[6 * slot + 3 + rotation] = (otherMoves[sequel] + rotation) % 3
      }
    }
    metas.branch(
      replies: Self.leadingMoves(scores: otherScores, moves: strategyMoves),
      reverseReplies: Self.leadingMoves(scores: ownScores, moves: strategyMoves))
  }

  /// Keeps one way the ties may have gone, as the bot itself has: for playing as the bot.
  mutating func keepBranch(at index: Int) {
    metas.keepBranch(at: index)
  }

  /// +1 if `move` beats `other`, −1 if it loses, 0 a tie.
  private static func points(_ move: Int, against other: Int) -> Double {
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
