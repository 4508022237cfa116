import Foundation

/// Whether the player is the bot a particle filter's model follows (``LicatjModel``,
/// ``DNAPolymeraseModel``, ``OneDrawModel``, ``SdfsdfModel``), and when that model stops for good.
///
/// One hypothesis (``RivalHypotheses``) weighs the player's moves by the chances the filter gave
/// them; its CUSUM odds identify the bot at ``identifyingOdds``. The model stops once its odds over
/// the game fall below 1 in ``rulingOutOdds`` (not in its first ``trialRounds``, while the copies
/// settle on the bot's first draws), when it has not identified the player in ``quietRounds``
/// rounds, when the rounds in which the engine answered it have lost ``answerStopLoss`` more
/// than they won, or after `maximumRounds`.
struct FilteredBotTrial: Sendable {
  /// At 10,000 the model of scattershot took Centrifugal Bumblepuppy 4 for the bot in one game of
  /// twenty and lost 29 points of it.
  static let identifyingOdds = 1_000_000.0
  /// Early on a bot's random guesses may lead, and the copies lose track of it until its
  /// deterministic guesses take over and its throws bring them back.
  static let rulingOutOdds = 150.0
  static let trialRounds = 40
  static let quietRounds = 300
  static let answerStopLoss = -10

  let maximumRounds: Int
  /// Rules nothing out by itself: the trial does, after its trial rounds.
  private var hypotheses = RivalHypotheses(
    count: 1, identifyingOdds: identifyingOdds, rulingOutOdds: .infinity)
  private(set) var isStopped = false

  init(maximumRounds: Int) {
    self.maximumRounds = maximumRounds
  }

  var identifiesPlayer: Bool { !isStopped && hypotheses.identifiesPlayer }

  /// The log of the odds the player's moves lend the model over the game, so that of several
  /// models that identify the player the likeliest answers.
  var logOdds: Double { hypotheses.logOdds[0] }

  /// Counts a round in which the engine threw the answer to the model's forecast.
  mutating func recordAnswer(enginePayoff: Int) {
    hypotheses.recordAnswer(enginePayoff: enginePayoff)
  }

  /// Weighs the player's move of round `rounds` by the `chance` the filter gave it, and says
  /// whether the model stops now, for good.
  mutating func stopsAfter(chance: Double, rounds: Int) -> Bool {
    guard !isStopped else { return true }
    hypotheses.record([chance])
    let ruledOut = rounds >= Self.trialRounds && logOdds < -log(Self.rulingOutOdds)
    isStopped =
      ruledOut
      || hypotheses.isSpent(
        rounds: rounds, quietRounds: Self.quietRounds, answerStopLoss: Self.answerStopLoss,
        maximumRounds: maximumRounds)
    return isStopped
  }
}
