/// The other player modelled as the public bots of one family choose (``SamplingBot``), one
/// hypothesis a variant: each knows the chance of each of the bot's throws.
///
/// As for cts-meta (``CTSMetaModel``), the bots sample their throws, so each round lends a
/// hypothesis only a little; CUSUM odds identify the bot (``identifiesPlayer``), and the engine
/// then throws the best reply to the chances of the variants still live, mixed by their odds
/// over the game. Answering pauses while the latest rounds are against the model and while the
/// engine is winning the rounds it did not answer; the model stops for good once every variant is
/// ruled out, when none identified the player in ``quietRounds`` rounds, when the answered rounds'
/// net falls to ``answerStopLoss``, or after ``maximumRounds``. It is defined for three moves
/// only, as the bots are.
///
/// Three rival hypotheses say the player throws by their own habits: as often as they threw each
/// move, as often as they threw it after their latest throw, and as often as they threw the
/// engine's latest throw, what beats it or what it beats. A player who keeps to one throw for
/// long (a frequency counter, say) would otherwise pile up odds for a bot whose draw leans towards
/// one throw, as RunDMC2's does, and a player who answers the engine's latest throw (zailast) for
/// zai_mix_history v3, which weighs such answers among others; the rivals, fitting such players
/// far better, rule the bots out. A bot's throws follow such habits only in part, so against the
/// bot the rivals fall behind it.
struct SamplingBotModel<Bot: SamplingBot>: Sendable {
  static var identifyingOdds: Double { 10_000 }
  static var recentDecay: Double { 0.8 }
  static var quietRounds: Int { 600 }
  static var answerStopLoss: Int { -10 }
  /// The model stops after this many rounds, so that a bot's tables stay bounded.
  static var maximumRounds: Int { 5000 }
  /// The model answers only while the engine's net a round, over the rounds it did not answer, is
  /// below this: a player the engine's own strategies beat is someone else, and answering a false
  /// identification would give that up.
  static var winningRate: Double { 0.05 }

  private var bots = Bot.variants.map { Bot(variant: $0) }
  /// The bots' hypotheses first, then the three rivals.
  private var hypotheses = RivalHypotheses(
    count: Bot.variants.count + 3, habits: 3, identifyingOdds: identifyingOdds)
  /// How often the player threw each move, in all and after each of their throws.
  private var throwCounts = SIMD3<Double>(repeating: 1)
  private var throwCountsAfter = Array(repeating: SIMD3<Double>(repeating: 1), count: 3)
  /// How often the player threw the engine's latest throw, what beats it, and what it beats.
  private var shiftCounts = SIMD3<Double>(repeating: 1)
  private var latestThrow: Int?
  private var latestEngineThrow: Int?
  private var recentEvidence = 0.0
  private(set) var isStopped = false
  private var answeredLatestRound = false
  /// The engine's net over the rounds the model did not answer, and how many there were.
  private var unansweredNet = 0
  private var unansweredRounds = 0

  var identifiesPlayer: Bool { !isStopped && hypotheses.identifiesPlayer }

  /// While the model identifies the player: the chances it gives each of their next moves.
  var distribution: [Double]? {
    guard identifiesPlayer, recentEvidence >= 0,
      Double(unansweredNet) < Self.winningRate * Double(unansweredRounds)
    else { return nil }
    return mixture()
  }

  /// Counts a round in which the engine threw the answer to the model's forecast.
  mutating func recordAnswer(enginePayoff: Int) {
    hypotheses.recordAnswer(enginePayoff: enginePayoff)
    answeredLatestRound = true
  }

  /// Learns from the latest round, from both players' moves so far (as ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init), let mine = myMoves.last.map(Int.init) else {
      return
    }
    if !answeredLatestRound {
      unansweredNet += [0, 1, -1][(mine - theirs + 3) % 3]
      unansweredRounds += 1
    }
    answeredLatestRound = false
    let habitsAfter = latestThrow.map { throwCountsAfter[$0] } ?? throwCounts
    let shift = latestEngineThrow.map { (theirs - $0 + 3) % 3 }
    let chancesOfMove =
      bots.map { $0.chances[theirs] } + [
        throwCounts[theirs] / throwCounts.sum(), habitsAfter[theirs] / habitsAfter.sum(),
        shift.map { shiftCounts[$0] / shiftCounts.sum() } ?? 1.0 / 3,
      ]
    let forecast = mixture()
    hypotheses.record(chancesOfMove)
    throwCounts[theirs] += 1
    if let latestThrow { throwCountsAfter[latestThrow][theirs] += 1 }
    latestThrow = theirs
    if let shift { shiftCounts[shift] += 1 }
    latestEngineThrow = mine
    recentEvidence = Self.recentDecay * recentEvidence + hypotheses.evidence(chance: forecast[theirs])
    if hypotheses.isSpent(
      rounds: theirMoves.count, quietRounds: Self.quietRounds, answerStopLoss: Self.answerStopLoss,
      maximumRounds: Self.maximumRounds)
    {
      isStopped = true
      bots = []  // Their tables are not needed again.
      return
    }
    for bot in bots.indices { bots[bot].record(own: theirs, other: mine) }
  }

  /// The bots' chances mixed by their odds over the game; even chances once the model has stopped
  /// and let its bots go.
  private func mixture() -> [Double] {
    guard !isStopped else { return [1.0 / 3, 1.0 / 3, 1.0 / 3] }
    return hypotheses.mixture { hypothesis in
      let chances = bots[hypothesis].chances
      return [chances[0], chances[1], chances[2]]
    }
  }
}
