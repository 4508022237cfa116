/// The other player modelled as the rpscontest bot testinonmo chooses (``Testinonmo``), from
/// their side of the table: the model knows the bot's throw whenever chance does not take it.
///
/// One hypothesis (``RivalHypotheses``) weighs the player's moves: a throw the bot makes by its
/// counts is all but certain, a random one is even. Its CUSUM odds identify the bot after about
/// nine rounds that go as the model says. Answered, the bot loses, and once it has lost more
/// than 65% of the rounds it throws at random until its share of losses falls back, so the
/// engine wins about that share.
///
/// The model stops, for good, once the hypothesis is ruled out, when it has not identified the
/// player in ``quietRounds`` rounds, or when the rounds in which the engine answered it have lost
/// ``answerStopLoss`` more than they won, and after ``maximumRounds`` (its pattern tables grow with
/// the game). It is defined for three moves only, as the bot is.
struct TestinonmoModel: Sendable {
  static let identifyingOdds = 10_000.0
  static let quietRounds = 400
  static let answerStopLoss = -10
  static let maximumRounds = 5000

  private var bot = Testinonmo()
  private var hypotheses = RivalHypotheses(count: 1, identifyingOdds: identifyingOdds)
  private(set) var isStopped = false

  var identifiesPlayer: Bool { !isStopped && hypotheses.identifiesPlayer }

  /// While the model identifies the player and the bot will throw by its counts: the chances it
  /// gives each of their next moves.
  var distribution: [Double]? {
    guard identifiesPlayer, bot.nextThrow != nil else { return nil }
    return chances
  }

  private var chances: [Double] {
    guard let move = bot.nextThrow else { return [1.0 / 3, 1.0 / 3, 1.0 / 3] }
    return (0..<3).map { $0 == move ? 1 : 0 }
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
    // The bot's first throw is random, and nothing follows from the rounds before it.
    if theirMoves.count > 1 { hypotheses.record([chances[theirs]]) }
    if hypotheses.isSpent(
      rounds: theirMoves.count, quietRounds: Self.quietRounds, answerStopLoss: Self.answerStopLoss,
      maximumRounds: Self.maximumRounds)
    {
      isStopped = true
      bot = Testinonmo()
      return
    }
    bot.record(own: theirs, other: mine)
  }
}
