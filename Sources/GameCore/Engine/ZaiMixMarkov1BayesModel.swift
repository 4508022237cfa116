import Foundation

/// The other player modelled as the rpscontest bot zai_mix_markov1_bayes chooses
/// (``ZaiMixMarkov1Bayes``), from their side of the table: one copy of the bot for each seed it may
/// have drawn, each of which knows the bot's next throw but for ties.
///
/// Each copy keeps the odds of the other player's moves against chance's, under its choices taken
/// as all but certain (a throw outside them counts as a chance in a hundred of chance's): as a CUSUM
/// test keeps them, to say when the other player is the bot (``identifiesPlayer``, after a dozen
/// rounds against it), and over the whole game, to rule that copy out. The model stops, for good,
/// once every copy is ruled out, when none has identified the player in ``quietRounds`` rounds, or
/// when the rounds in which the engine answered it have lost ``answerStopLoss`` more than they
/// won. A player who is not the bot is ruled out within a few rounds: they throw outside the
/// bot's choices two rounds in three. It is defined for three moves only, as the bot is.
struct ZaiMixMarkov1BayesModel: Sendable {
  /// The share of chance's odds a throw outside a copy's choices keeps.
  static let missShare = 0.01
  static let identifyingOdds = 10_000.0
  static let rulingOutOdds = 150.0
  static let quietRounds = 300
  /// A guard against a player taken for the bot whose throws then part from it.
  static let answerStopLoss = -10

  private var copies = (0..<3).map { ZaiMixMarkov1Bayes(seed: $0) }
  private var logOdds = [0.0, 0.0, 0.0]
  private var cusums = [0.0, 0.0, 0.0]
  private var ruledOut = [false, false, false]
  private var answeredNet = 0
  private var hasIdentified = false
  private(set) var isStopped = false

  var identifiesPlayer: Bool {
    let threshold = log(Self.identifyingOdds)
    return !isStopped && copies.indices.contains { !ruledOut[$0] && cusums[$0] >= threshold }
  }

  /// While the model identifies the player: the chances it gives each of their next moves. Each
  /// copy gives its tied choices even chances and counts by its odds over the game, so copies
  /// that have agreed so far (they differ only in a guesser that rarely leads) share the forecast
  /// until one of them misses.
  var distribution: [Double]? {
    guard identifiesPlayer else { return nil }
    let live = copies.indices.filter { !ruledOut[$0] }
    let best = live.map { logOdds[$0] }.max() ?? 0
    var chances = [0.0, 0.0, 0.0]
    for copy in live {
      let choices = copies[copy].choices
      let weight = exp(logOdds[copy] - best) / Double(choices.count)
      for move in choices { chances[move] += weight }
    }
    let total = chances.reduce(0, +)
    return chances.map { $0 / total }
  }

  /// Counts a round in which the engine threw the answer to the model's forecast.
  mutating func recordAnswer(enginePayoff: Int) {
    answeredNet += enginePayoff
  }

  /// Learns from the latest round, from both players' moves so far (as ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init), let mine = myMoves.last.map(Int.init) else {
      return
    }
    let rulingOut = -log(Self.rulingOutOdds)
    for copy in copies.indices where !ruledOut[copy] {
      let choices = copies[copy].choices
      let chance = choices.contains(theirs) ? 1 / Double(choices.count) : 0
      let evidence = log(3 * ((1 - Self.missShare) * chance + Self.missShare / 3))
      logOdds[copy] += evidence
      cusums[copy] = max(0, cusums[copy] + evidence)
    }
    // A copy is ruled out against chance, and against the copy that has followed the player best:
    // the bot has one seed.
    let best = logOdds.indices.filter { !ruledOut[$0] }.map { logOdds[$0] }.max() ?? 0
    for copy in copies.indices where !ruledOut[copy] {
      ruledOut[copy] = logOdds[copy] < rulingOut || logOdds[copy] < best + rulingOut
    }
    hasIdentified = hasIdentified || identifiesPlayer
    if ruledOut.allSatisfy({ $0 }) || (theirMoves.count >= Self.quietRounds && !hasIdentified)
      || answeredNet <= Self.answerStopLoss
    {
      isStopped = true
      copies = []
      return
    }
    for copy in copies.indices where !ruledOut[copy] {
      copies[copy].record(own: theirs, other: mine)
    }
  }
}
