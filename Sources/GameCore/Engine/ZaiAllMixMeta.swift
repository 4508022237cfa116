/// The rpscontest bot zai_all_mix_meta (zdg, 13th on the leaderboard of the rpscontest archive of
/// JoseJoy249/Rock_paper_scissors_agent), from its side of the table, but for chance.
///
/// Nine guessers name a move: rock, each player's last move, and the two moves of the round that
/// followed the latest earlier occurrence of the longest run (``GreedyHistoryMatcher``) of the
/// bot's moves, the other player's, and both as pairs; each also second-guessed once and twice,
/// 27 in all. Each is scored, fading by 0.98, by how often it named the other player's move, and
/// again by how often it named the bot's own. Each scoring weighs the moves by the scores of the
/// guessers that name them, and its best reply is one meta-strategy; with both second-guessed
/// once and twice, six meta-strategies are scored, fading by 0.98, by what they would have won
/// or lost, and the bot throws the best one's move.
///
/// Its only chance is in ties, among best replies and among the meta-strategies' scores; the copy
/// follows every way they may have gone that the bot's throws have not ruled out
/// (``MetaStrategyBranches``), and the rest of its state follows from the rounds.
struct ZaiAllMixMeta: Sendable {
  /// How fast the strategies' scores fade.
  let decay: Double
  static let matcherOrder = 6
  static let guesserCount = 27

  private var ownMoves: [Int] = []
  private var otherMoves: [Int] = []
  private var pairs: [Int] = []
  private var ownMatcher = GreedyHistoryMatcher(order: matcherOrder, base: 3)
  private var otherMatcher = GreedyHistoryMatcher(order: matcherOrder, base: 3)
  private var pairMatcher = GreedyHistoryMatcher(order: matcherOrder, base: 9)
  private var guesses = [Int](repeating: 0, count: guesserCount)
  private var otherScores = [Double](repeating: 0, count: guesserCount)
  private var ownScores = [Double](repeating: 0, count: guesserCount)
  private(set) var metas: MetaStrategyBranches

  init() {
    self.init(decay: 0.98, metaDecay: 0.98)
  }

  /// The bot with other rates of fading, as tweak_the_best has them.
  init(decay: Double, metaDecay: Double) {
    self.decay = decay
    metas = MetaStrategyBranches(decay: metaDecay)
    learnGuesses()
  }

  /// The chances of the bot's next throw.
  var distribution: [Double] { metas.distribution }

  /// Learns a round: the bot's throw and the other player's. The first throw is at random; the
  /// meta-strategies start with the second.
  mutating func record(own: Int, other: Int) {
    metas.keep(throwing: own)
    let position = ownMoves.count
    ownMoves.append(own)
    otherMoves.append(other)
    pairs.append(own * 3 + other)
    ownMatcher.append(own + 1, at: position)
    otherMatcher.append(other + 1, at: position)
    pairMatcher.append(own * 3 + other + 1, at: position)
    if position > 0 {
      for guesser in 0..<Self.guesserCount {
        otherScores[guesser] *= decay
        otherScores[guesser] += guesses[guesser] == other ? 1 : 0
        ownScores[guesser] *= decay
        ownScores[guesser] += guesses[guesser] == own ? 1 : 0
      }
      metas.score(other: other)
    }
    learnGuesses()
    metas.branch(
      replies: Self.bestReplies(weighing: otherScores, guesses: guesses),
      reverseReplies: Self.bestReplies(weighing: ownScores, guesses: guesses))
  }

  /// Keeps one way the ties may have gone, as the bot itself has: for playing as the bot.
  mutating func keepBranch(at index: Int) {
    metas.keepBranch(at: index)
  }

  /// The guessers' moves for the next round, from the rounds so far.
  private mutating func learnGuesses() {
    guesses[0] = 0
    if let own = ownMoves.last, let other = otherMoves.last {
      guesses[3] = own
      guesses[6] = other
      for (slot, matcher) in [ownMatcher, otherMatcher, pairMatcher].enumerated() {
        let pair = pairs[matcher.sequelPosition ?? pairs.count - 1]
        // The bot names the pair's moves the other way round: its own move first.
        guesses[9 + 6 * slot] = pair / 3
        guesses[12 + 6 * slot] = pair % 3
      }
    }
    for guesser in 0..<Self.guesserCount where guesser % 3 != 0 {
      guesses[guesser] = (guesses[guesser - 1] + 1) % 3
    }
  }

  /// The best replies to the moves weighed by `scores` of the guessers naming them.
  private static func bestReplies(weighing scores: [Double], guesses: [Int]) -> [Int] {
    var weights = [0.0, 0.0, 0.0]
    for guesser in 0..<guesserCount { weights[guesses[guesser]] += scores[guesser] }
    let payoffs = [weights[2] - weights[1], weights[0] - weights[2], weights[1] - weights[0]]
    let best = payoffs.max() ?? 0
    return (0..<3).filter { payoffs[$0] == best }
  }
}
