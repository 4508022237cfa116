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
/// A ``FilteredBotTrial`` weighs the player's moves under the filter's chances, identifies the
/// bot and says when the model stops for good. A round costs the same at any length of game, so
/// the model has no round limit. It is defined for three moves only, as the bot is.
struct GreenbergModel: Sendable {
  static let particleCount = 100
  /// Each copy is weighed as if this share of the bot's throws were beyond its reach
  /// (``ParticleWeights``), so one surprise does not empty the filter.
  static let weighingRandomShare = 0.05
  /// The least chance the model must give the bot's likeliest throw for the engine to answer it.
  static let answeringChance = 0.5

  private var predictors = GreenbergPredictors()
  private var particles = [GreenbergMind](repeating: GreenbergMind(), count: particleCount)
  /// For each copy, the bot's throw and the copy's mind after, for each of the three draws (at
  /// `3 copy + draw`).
  private var outcomes: [(move: Int, mind: GreenbergMind)]
  private var weights = ParticleWeights(count: particleCount)
  /// The filter's own chance, seeded the same every game, so the model's state depends on the
  /// rounds alone.
  private var generator = SeededGenerator(seed: 0x6EEB)
  private var trial = FilteredBotTrial(maximumRounds: .max)
  /// The chance of each of the bot's next throws.
  private(set) var forecast = [1.0 / 3, 1.0 / 3, 1.0 / 3]

  init() {
    outcomes = []
    foresee(other: nil)
  }

  var isStopped: Bool { trial.isStopped }

  var identifiesPlayer: Bool { trial.identifiesPlayer }

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
    trial.recordAnswer(enginePayoff: enginePayoff)
  }

  /// Learns from the latest round, from both players' moves so far (as ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init), let mine = myMoves.last.map(Int.init) else {
      return
    }
    if trial.stopsAfter(chance: forecast[theirs], rounds: theirMoves.count) {
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
