import Foundation

/// A copy of one of zdg's rpscontest bots that end in six meta-strategies: it knows the bot's
/// throw but for ties (`Metas`).
protocol ZaiMetaCopy: Sendable {
  associatedtype Metas: ZaiMetaBranches
  init()
  /// The chances of the bot's next throw.
  var distribution: [Double] { get }
  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own: Int, other: Int)
  /// The ways its ties may have gone.
  var metas: Metas { get }
  /// Keeps one way its ties may have gone, as the bot itself has: for playing as the bot.
  mutating func keepBranch(at index: Int)
}

extension ZaiAllMixMeta: ZaiMetaCopy {}
extension ZaiGHPM7SwitchMeta: ZaiMetaCopy {}
extension ZaiAllSwitchMetaCorrector: ZaiMetaCopy {}

/// The other player modelled as one of zdg's meta-strategy bots chooses (`Copy`, such as
/// ``ZaiAllMixMeta``, ``ZaiGHPM7SwitchMeta`` or ``ZaiAllSwitchMetaCorrector``), from their side of
/// the table.
///
/// The copy is one hypothesis of ``RivalHypotheses``: its CUSUM odds identify the bot
/// (``identifiesPlayer``), and its odds over the game rule it out. It stops, for good, once ruled out, when it has not
/// identified the player in ``quietRounds`` rounds, or when the rounds in which the engine
/// answered it have lost ``answerStopLoss`` more than they won. It is defined for three moves only,
/// as the bot is.
struct ZaiMetaModel<Copy: ZaiMetaCopy>: Sendable {
  static var identifyingOdds: Double { 10_000 }
  static var quietRounds: Int { 300 }
  static var answerStopLoss: Int { -10 }

  private var copy = Copy()
  private var hypothesis = RivalHypotheses(count: 1, identifyingOdds: identifyingOdds)
  private(set) var isStopped = false

  var identifiesPlayer: Bool { !isStopped && hypothesis.identifiesPlayer }

  /// The log of the odds of the player's moves under the copy against chance's, over the game.
  var logOdds: Double { hypothesis.logOdds[0] }

  /// While the model identifies the player: the chances it gives each of their next moves.
  var distribution: [Double]? { identifiesPlayer ? copy.distribution : nil }

  /// Counts a round in which the engine threw the answer to the model's forecast.
  mutating func recordAnswer(enginePayoff: Int) {
    hypothesis.recordAnswer(enginePayoff: enginePayoff)
  }

  /// Learns from the latest round, from both players' moves so far (as ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init), let mine = myMoves.last.map(Int.init) else {
      return
    }
    hypothesis.record([copy.distribution[theirs]])
    if hypothesis.isSpent(
      rounds: theirMoves.count, quietRounds: Self.quietRounds, answerStopLoss: Self.answerStopLoss)
    {
      isStopped = true
      copy = Copy()
      return
    }
    copy.record(own: theirs, other: mine)
  }
}
