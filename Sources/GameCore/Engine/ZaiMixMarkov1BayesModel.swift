import Foundation

/// The other player modelled as the rpscontest bot zai_mix_markov1_bayes chooses
/// (``ZaiMixMarkov1Bayes``), from their side of the table: one copy of the bot for each seed it may
/// have drawn, each of which knows the bot's next throw but for ties.
///
/// Each copy is a hypothesis (``RivalHypotheses``) that takes its choices as all but certain: the
/// CUSUM odds identify the bot after nine to a few dozen rounds against it, and a copy that misses is ruled
/// out. The model stops, for good,
/// once every copy is ruled out, when none has identified the player in ``quietRounds`` rounds, or
/// when the rounds in which the engine answered it have lost ``answerStopLoss`` more than they
/// won. A player who is not the bot is ruled out within a few rounds: they throw outside the
/// bot's choices two rounds in three. It is defined for three moves only, as the bot is.
struct ZaiMixMarkov1BayesModel: Sendable {
  static let identifyingOdds = 10_000.0
  static let quietRounds = 300
  /// A guard against a player taken for the bot whose throws then part from it.
  static let answerStopLoss = -10

  private var copies = (0..<3).map { ZaiMixMarkov1Bayes(seed: $0) }
  private var hypotheses = RivalHypotheses(count: 3, identifyingOdds: identifyingOdds)
  private(set) var isStopped = false

  var identifiesPlayer: Bool { !isStopped && hypotheses.identifiesPlayer }

  /// While the model identifies the player: the chances it gives each of their next moves. Each
  /// copy gives its tied choices even chances and counts by its odds over the game, so copies
  /// that have agreed so far (they differ only in a guesser that rarely leads) share the forecast
  /// until one of them misses.
  var distribution: [Double]? {
    guard identifiesPlayer else { return nil }
    return hypotheses.mixture { copies[$0].chances }
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
    hypotheses.record(copies.map { $0.chances[theirs] })
    if hypotheses.isSpent(
      rounds: theirMoves.count, quietRounds: Self.quietRounds, answerStopLoss: Self.answerStopLoss)
    {
      isStopped = true
      copies = []
      return
    }
    for copy in hypotheses.live {
      copies[copy].record(own: theirs, other: mine)
    }
  }
}
