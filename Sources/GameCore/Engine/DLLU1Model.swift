import Foundation

/// The other player modelled as dllu's rpscontest bots dllu1, dllu1_defensive and dllu1_randomer
/// choose (``DLLU1Scores``), from their side of the table.
///
/// The three bots keep the same scores and differ in when chance takes their throw: dllu1 in the
/// opening and while no meta-predictor scores above 0.07; dllu1_defensive in the opening and
/// unless the best meta-predictor scores above 3 plus a random fraction, its scores jittered
/// every round; dllu1_randomer as dllu1_defensive, and half the time besides. The model keeps a
/// copy of the scores for each way the bot may divide (as Python 2 or 3) and each opening guess
/// that can change its later throws, and weighs each copy as each of the bots (``Variant``), one
/// of ``RivalHypotheses``: their CUSUM odds identify the player (``identifiesPlayer``), and their
/// odds over the game rule hypotheses out. Scores kept without the jitter name
/// dllu1_defensive's and dllu1_randomer's throw about nine times in ten
/// (``jitteredAgreement``). Its forecast is offered for answering only while the latest rounds
/// bear it out (``recentDecay``).
///
/// The model stops, for good, once every hypothesis is ruled out, when none has identified the
/// player in ``quietRounds`` rounds, or when the rounds in which the engine answered it have lost
/// ``answerStopLoss`` more than they won. It is defined for three moves only, as the bots are.
struct DLLU1Model: Sendable {
  enum Variant: CaseIterable, Sendable {
    case dllu1, defensive, randomer
  }

  /// How often scores kept without the jitter name the jittered bots' throw when chance does not
  /// take it (about 0.9, measured against the bot, docs/engine-field.md).
  static let jitteredAgreement = 0.9
  static let identifyingOdds = 100_000.0
  static let quietRounds = 300
  /// Answering stops for good past this many more answered rounds lost than won; the gate on
  /// the latest rounds (``recentDecay``) is what keeps it from costing against the engines the
  /// model mistakes for these bots.
  static let answerStopLoss = -25
  /// How fast the evidence of the latest rounds fades: answering pauses while it is against the
  /// model. Centrifugal Bumblepuppy 4, dllu's earlier engine, follows the model for long stretches
  /// (its odds under dllu1_defensive's rules reach 10^17 in some games), then turns on the
  /// engine's answers; paused this way, answering it gains (docs/engine-field.md).
  static let recentDecay = 0.8

  private var copies: [DLLU1Scores] = []
  /// Per copy and variant: `copy × 3 + variant`.
  private var hypotheses: RivalHypotheses
  /// The evidence of the latest rounds for the model's forecast as a whole, fading by
  /// ``recentDecay``.
  private var recentEvidence = 0.0
  private(set) var isStopped = false

  init() {
    for floorDivision in [false, true] {
      for metaGuess in 0..<3 {
        for pairGuess in 0..<3 {
          copies.append(
            DLLU1Scores(
              floorDivision: floorDivision, predictorGuess: 0, metaGuess: metaGuess, pairGuess: pairGuess))
        }
      }
    }
    hypotheses = RivalHypotheses(
      count: copies.count * Variant.allCases.count, identifyingOdds: Self.identifyingOdds)
  }

  var identifiesPlayer: Bool { !isStopped && hypotheses.identifiesPlayer }

  /// While the model identifies the player and its latest rounds bear it out: the chances it
  /// gives each of their next moves.
  var distribution: [Double]? {
    guard identifiesPlayer, recentEvidence >= 0 else { return nil }
    return forecast
  }

  /// The chances for each of the player's next moves, each live hypothesis counting by its odds
  /// over the game.
  private var forecast: [Double] { hypotheses.mixture { chances(of: $0) } }

  /// Counts a round in which the engine threw the answer to the model's forecast.
  mutating func recordAnswer(enginePayoff: Int) {
    hypotheses.recordAnswer(enginePayoff: enginePayoff)
  }

  /// Learns from the latest round. `matchers` are the ``Ensemble``'s: over the other player's
  /// moves (the bot's own), the engine's, and both as pairs, this round's included.
  mutating func update(matchers: [HistoryMatcher], theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init) else { return }
    // Each live hypothesis's chances, worked out once for the forecast and for its own odds.
    var chancesByHypothesis = [[Double]](repeating: [], count: hypotheses.logOdds.count)
    for hypothesis in hypotheses.live { chancesByHypothesis[hypothesis] = chances(of: hypothesis) }
    let forecast = hypotheses.mixture { chancesByHypothesis[$0] }
    recentEvidence = Self.recentDecay * recentEvidence + hypotheses.evidence(chance: forecast[theirs])
    hypotheses.record(chancesByHypothesis.map { $0.isEmpty ? 0 : $0[theirs] })
    if hypotheses.isSpent(
      rounds: theirMoves.count, quietRounds: Self.quietRounds, answerStopLoss: Self.answerStopLoss)
    {
      isStopped = true
      copies = []
      return
    }
    let variantCount = Variant.allCases.count
    for copy in copies.indices
    where (0..<variantCount).contains(where: { !hypotheses.ruledOut[copy * variantCount + $0] }) {
      copies[copy].record(
        own: theirs, other: Int(myMoves[myMoves.count - 1]), ownMoves: theirMoves, otherMoves: myMoves,
        ownMatcher: matchers[0], otherMatcher: matchers[1], pairMatcher: matchers[2])
    }
  }

  /// The chances a hypothesis gives each of the player's next moves.
  private func chances(of hypothesis: Int) -> [Double] {
    let variantCount = Variant.allCases.count
    let copy = copies[hypothesis / variantCount]
    let variant = Variant.allCases[hypothesis % variantCount]
    let rounds = copy.rounds
    // randint(3, 40) > rounds: chance takes the opening.
    let opening = rounds < 3 ? 1 : Double(max(0, 40 - rounds)) / 38
    let best = copy.bestMetaScore
    let atRandom: Double
    let agreement: Double
    switch variant {
    case .dllu1:
      atRandom = best < 0.07 ? 1 : opening
      agreement = 1
    case .defensive:
      atRandom = 1 - (1 - opening) * min(max(best - 3, 0), 1)
      agreement = Self.jitteredAgreement
    case .randomer:
      atRandom = 1 - (1 - opening) * min(max(best - 3, 0), 1) / 2
      agreement = Self.jitteredAgreement
    }
    let chosen = (1 - atRandom) * agreement
    var chances = Array(repeating: (1 - chosen) / 3, count: 3)
    chances[copy.move] += chosen
    return chances
  }
}
