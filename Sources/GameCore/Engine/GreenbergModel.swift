/// The other player modelled as Greenberg (Andrzej Nagorko's winner of the second RoShamBo
/// contest, in Travis Erdman's Python port) chooses, from its side of the table, followed with a
/// particle filter.
///
/// The bot's guesses and their scores follow from the rounds (``GreenbergPredictors``), but one
/// guess is drawn at random every round, and its score, a random walk, decides whether the bot
/// throws its best guess or that draw (``GreenbergMind``). The filter keeps ``particleCount``
/// copies of that part of the mind. Before each round it asks every copy what the bot throws for
/// each of the three draws; once the bot has thrown, each copy is weighed by the share of draws
/// that give that throw and keeps one of those draws, so the copies follow the hidden score
/// without guessing blindly. While the score is below the best guesses' scores, the throw is known.
///
/// One hypothesis (``RivalHypotheses``) weighs the player's moves under the filter's chances; its
/// CUSUM odds identify the bot (``identifiesPlayer``). The model stops, for good, once its odds
/// over the game rule it out (after ``trialRounds``), when it has not identified the player in
/// ``quietRounds`` rounds, or when the rounds in which the engine answered it have lost
/// ``answerStopLoss`` more than they won. It is defined for three moves only, as the bot is.
struct GreenbergModel: Sendable {
  static let particleCount = 100
  /// Each copy is weighed as if this share of the bot's throws were beyond its reach
  /// (``ParticleWeights``), so one surprise does not empty the filter.
  static let weighingRandomShare = 0.05
  static let identifyingOdds = 1_000_000.0
  /// The least chance the model must give the bot's likeliest throw for the engine to answer it.
  static let answeringChance = 0.5
  /// The model is ruled out once the odds over the game fall below 1 in this, but not in its
  /// first ``trialRounds``, while the bot's scores are near even and most of its throws are drawn.
  static let rulingOutOdds = 150.0
  static let trialRounds = 40
  static let quietRounds = 300
  static let answerStopLoss = -10

  private var predictors = GreenbergPredictors()
  private var particles = [GreenbergMind](repeating: GreenbergMind(), count: particleCount)
  /// For each copy, the bot's throw and the copy's mind after, for each of the three draws (at
  /// `3 copy + draw`).
  private var outcomes: [(move: Int, mind: GreenbergMind)]
  private var weights = ParticleWeights(count: particleCount)
  /// The filter's own chance, seeded the same every game, so the model's state depends on the
  /// rounds alone.
  private var generator = SeededGenerator(seed: 0x6EEB)
  /// Rules nothing out by itself: the model does, after its trial rounds.
  private var hypotheses = RivalHypotheses(
    count: 1, identifyingOdds: identifyingOdds, rulingOutOdds: .infinity)
  /// The chance of each of the bot's next throws.
  private(set) var forecast = [1.0 / 3, 1.0 / 3, 1.0 / 3]
  private(set) var isStopped = false

  init() {
    outcomes = []
    foresee(other: nil)
  }

  var identifiesPlayer: Bool { !isStopped && hypotheses.identifiesPlayer }

  /// While the model identifies the player and the bot will likely throw by its guesses: the
  /// chances it gives each of their next moves. While its random guess leads, the bot throws
  /// evenly and an answer gains nothing, so the engine plays on as it would.
  var distribution: [Double]? {
    guard identifiesPlayer, let likeliest = forecast.max(), likeliest >= Self.answeringChance else {
      return nil
    }
    return forecast
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
    if hypotheses.recordFilteredRound(
      chance: forecast[theirs], rounds: theirMoves.count, trialRounds: Self.trialRounds,
      rulingOutOdds: Self.rulingOutOdds, quietRounds: Self.quietRounds, answerStopLoss: Self.answerStopLoss,
      // A round costs the same at any length of game, so the model need not stop after so many.
      maximumRounds: .max)
    {
      isStopped = true
      particles = []
      outcomes = []
      predictors = GreenbergPredictors()
      return
    }
    follow(thrown: theirs)
    predictors.append(own: theirs, other: mine)
    foresee(other: mine)
  }

  /// Weighs each copy by the share of draws that give the bot's throw, moves it on with one of
  /// those draws, and resamples when the weight has gathered on a few.
  private mutating func follow(thrown: Int) {
    // A local, as the closure must not reach into `self` while its weights change.
    let outcomes = outcomes
    let resamples = weights.weigh(randomShare: Self.weighingRandomShare) { copy in
      Double((0..<3).filter { outcomes[3 * copy + $0].move == thrown }.count) / 3
    }
    for copy in particles.indices {
      let agreeing = (0..<3).filter { outcomes[3 * copy + $0].move == thrown }
      let draws = agreeing.isEmpty ? [0, 1, 2] : agreeing
      particles[copy] = outcomes[3 * copy + draws[Int(generator.next() % UInt64(draws.count))]].mind
    }
    if resamples {
      particles = weights.resample(using: &generator).map { particles[$0] }
    }
  }

  /// Asks every copy what the bot throws next for each draw, and sums the chances.
  private mutating func foresee(other: Int?) {
    var chances = [0.0, 0.0, 0.0]
    outcomes.removeAll(keepingCapacity: true)
    for copy in particles.indices {
      for draw in 0..<3 {
        let outcome = particles[copy].playing(draw: draw, other: other, best: predictors.best)
        chances[outcome.move] += weights.weights[copy] / 3
        outcomes.append(outcome)
      }
    }
    forecast = chances
  }
}
