/// The other player modelled as the rpscontest bot cts-meta chooses (``CTSMeta``), from their side
/// of the table: the model knows the chance of each of the bot's throws.
///
/// One hypothesis (``RivalHypotheses``) weighs the player's moves under those chances; its CUSUM
/// odds identify the bot (``identifiesPlayer``), after some dozens of rounds: the bot samples its
/// throw, so each round lends the hypothesis only a little. The engine then throws the best reply
/// to the chances. (Replayed on the engine's games against the real bot, that reply would have
/// been worth +130 to +330 a game; answered, the bot's chances even out, and the engine gains
/// about +18 a game: +23.8 against +5.6 over 100 seeds, docs/engine-field.md.) The model stops, for good, once its odds over
/// the game rule it out, when it has not identified the player in ``quietRounds`` rounds, or when
/// the rounds in which the engine answered it have lost ``answerStopLoss`` more than they won,
/// and after ``maximumRounds``. It is defined for three moves only, as the bot is.
struct CTSMetaModel: Sendable {
  static let identifyingOdds = 100_000.0
  /// How fast the evidence of the latest rounds fades: answering pauses while it is against the
  /// model, as for ``DLLU1Model``.
  static let recentDecay = 0.8
  static let quietRounds = 400
  static let answerStopLoss = -10
  /// The model stops after this many rounds, so that its tree (up to ten nodes a round) stays
  /// bounded.
  static let maximumRounds = 5000

  private var bot = CTSMeta()
  private var hypotheses = RivalHypotheses(count: 1, identifyingOdds: identifyingOdds)
  /// The evidence of the latest rounds for the model, fading by ``recentDecay``.
  private var recentEvidence = 0.0
  private(set) var isStopped = false

  var identifiesPlayer: Bool { !isStopped && hypotheses.identifiesPlayer }

  /// While the model identifies the player: the chances it gives each of their next moves.
  var distribution: [Double]? {
    guard identifiesPlayer, recentEvidence >= 0 else { return nil }
    return [bot.chances[0], bot.chances[1], bot.chances[2]]
  }

  /// Counts a round in which the engine threw the answer to the model's forecast.
  mutating func recordAnswer(enginePayoff: Int) {
    hypotheses.recordAnswer(enginePayoff: enginePayoff)
  }

  /// Learns from the latest round, from both players' moves so far (as ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init), let mine = myMoves.last.map(Int.init) else {
      return
    }
    hypotheses.record([bot.chances[theirs]])
    recentEvidence = Self.recentDecay * recentEvidence + hypotheses.evidence(chance: bot.chances[theirs])
    if hypotheses.isSpent(
      rounds: theirMoves.count, quietRounds: Self.quietRounds, answerStopLoss: Self.answerStopLoss,
      maximumRounds: Self.maximumRounds)
    {
      isStopped = true
      bot = CTSMeta()
      return
    }
    bot.record(own: theirs, other: mine)
  }
}
