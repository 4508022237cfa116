/// The other player modelled as a bot whose throw follows from the rounds (``DeterministicBot``),
/// from their side of the table: the model knows the bot's throw whenever chance does not take it.
///
/// One hypothesis (``RivalHypotheses``) weighs the player's moves: a throw the bot makes by its
/// strategies or counts is all but certain, a random one is even (and lends the hypothesis
/// nothing). Its CUSUM odds identify the bot after about nine rounds that go as the model says;
/// one throw against it sets the CUSUM back by more than four such rounds, and two early in a
/// game rule the bot out.
///
/// The model stops, for good, once the hypothesis is ruled out, when it has not identified the
/// player in ``quietRounds`` rounds, or when the rounds in which the engine answered it have lost
/// ``answerStopLoss`` more than they won (a guard against a player taken for the bot), and after
/// ``maximumRounds``. It is defined for three moves only, as the bots are.
struct DeterministicBotModel<Bot: DeterministicBot>: Sendable {
  static var identifyingOdds: Double { 10_000 }
  static var quietRounds: Int { 400 }
  static var answerStopLoss: Int { -10 }
  /// The model stops after this many rounds: the bots search or tabulate their whole history,
  /// and so do the copies.
  static var maximumRounds: Int { 5000 }

  private(set) var bot = Bot()
  private var hypotheses = RivalHypotheses(count: 1, identifyingOdds: identifyingOdds)
  private(set) var isStopped = false

  var identifiesPlayer: Bool { !isStopped && hypotheses.identifiesPlayer }

  /// The log of the odds the player's moves lend the model over the game, so that of two copies
  /// that both identify the player (testinonmo and its forebear) the likelier answers.
  var logOdds: Double { hypotheses.logOdds[0] }

  /// While the model identifies the player and the bot will throw by its strategies or counts: the
  /// chances it gives each of their next moves.
  var distribution: [Double]? {
    guard identifiesPlayer, bot.nextThrow != nil else { return nil }
    return chances
  }

  /// While the model identifies the player and chance takes the bot's throw: the throw that
  /// brings it back to its strategies soonest (``DeterministicBot/steeringMove``).
  var steeringMove: Int? {
    guard identifiesPlayer, bot.nextThrow == nil else { return nil }
    return bot.steeringMove
  }

  private var chances: [Double] {
    guard let move = bot.nextThrow else { return [1.0 / 3, 1.0 / 3, 1.0 / 3] }
    return (0..<3).map { $0 == move ? 1 : 0 }
  }

  /// Counts a round in which the engine threw the answer to the model's forecast (or steered the
  /// bot, ``steeringMove``).
  mutating func recordAnswer(enginePayoff: Int) {
    hypotheses.recordAnswer(enginePayoff: enginePayoff)
  }

  /// Learns from the latest round, from both players' moves so far (as ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init), let mine = myMoves.last.map(Int.init) else {
      return
    }
    hypotheses.record([chances[theirs]])
    if bot.isLost
      || hypotheses.isSpent(
        rounds: theirMoves.count, quietRounds: Self.quietRounds, answerStopLoss: Self.answerStopLoss,
        maximumRounds: Self.maximumRounds)
    {
      isStopped = true
      bot = Bot()
      return
    }
    bot.record(own: theirs, other: mine)
  }
}
