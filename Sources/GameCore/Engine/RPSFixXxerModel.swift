/// The other player modelled as the rpscontest bot RPS_FixXxer chooses (``RPSFixXxer``), from
/// their side of the table: the model knows the bot's throw whenever chance does not take it.
///
/// One hypothesis (``RivalHypotheses``) weighs the player's moves: a throw the bot makes by its
/// strategies is all but certain, a random one is even. Its CUSUM odds identify the bot after
/// about nine rounds that go as the model says; one throw against it sets the CUSUM back by more
/// than four such rounds, and early in a game rules the bot out.
///
/// Answered, the bot loses the rounds it throws by its strategies, its meta score falls below
/// zero, and it throws at random from then on, level with anyone. But that score goes on judging
/// what its leading strategy would have thrown, random rounds included. So while the bot throws at
/// random, the engine lets that throw win (``steeringMove``): those rounds are level either way,
/// and the meta score climbs back, so the bot soon throws by its strategies again, to be beaten.
///
/// The model stops, for good, once the hypothesis is ruled out, when it has not identified the
/// player in ``quietRounds`` rounds, or when the rounds in which the engine answered or steered it
/// have lost ``answerStopLoss`` more than they won, and after ``maximumRounds``. It is defined for
/// three moves only, as the bot is.
struct RPSFixXxerModel: Sendable {
  static let identifyingOdds = 10_000.0
  static let quietRounds = 400
  /// A guard against a player taken for the bot: against the bot, steered rounds are level and
  /// answered ones won.
  static let answerStopLoss = -10
  /// The model stops after this many rounds: the bot searches its whole history every round, and
  /// so does the copy.
  static let maximumRounds = 5000

  private var bot = RPSFixXxer()
  private var hypotheses = RivalHypotheses(count: 1, identifyingOdds: identifyingOdds)
  private(set) var isStopped = false

  var identifiesPlayer: Bool { !isStopped && hypotheses.identifiesPlayer }

  /// While the model identifies the player and the bot will throw by its strategies: the chances
  /// it gives each of their next moves.
  var distribution: [Double]? {
    guard identifiesPlayer, bot.nextThrow != nil else { return nil }
    return chances
  }

  /// While the model identifies the player and the bot will throw at random: the move its leading
  /// strategy's throw beats, which lifts its meta score most.
  var steeringMove: Int? {
    guard identifiesPlayer, bot.nextThrow == nil, let leading = bot.leadingThrow else { return nil }
    return (leading + 2) % 3
  }

  private var chances: [Double] {
    guard let move = bot.nextThrow else { return [1.0 / 3, 1.0 / 3, 1.0 / 3] }
    return (0..<3).map { $0 == move ? 1 : 0 }
  }

  /// Counts a round in which the engine threw the answer to the model's forecast, or steered it.
  mutating func recordAnswer(enginePayoff: Int) {
    hypotheses.recordAnswer(enginePayoff: enginePayoff)
  }

  /// Learns from the latest round, from both players' moves so far (as ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init), let mine = myMoves.last.map(Int.init) else {
      return
    }
    hypotheses.record([chances[theirs]])
    if hypotheses.isSpent(
      rounds: theirMoves.count, quietRounds: Self.quietRounds, answerStopLoss: Self.answerStopLoss,
      maximumRounds: Self.maximumRounds)
    {
      isStopped = true
      bot = RPSFixXxer()
      return
    }
    bot.record(own: theirs, other: mine)
  }
}
