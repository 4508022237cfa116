/// The other player modelled as a bot that draws one of three moves every round chooses, from its
/// side of the table, followed with a particle filter: Greenberg (Andrzej Nagorko's winner of the
/// second RoShamBo contest, in Travis Erdman's Python port; ``GreenbergModel``) or Iocaine Powder
/// (Dan Egnor's winner of the first, in David Bau's; ``IocainePowderModel``).
///
/// The bot's guesses follow from the rounds (``OneDrawBot``), but one move is drawn at random
/// every round, and how that draw has fared decides, some rounds, whether the bot throws by its
/// guesses or by the draw: Greenberg's random guess has a score (``GreenbergMind``), Iocaine
/// Powder's random predictor its totals (``IocainePowderMind``). The filter keeps
/// ``OneDrawBot/particleCount`` copies of that part of the mind. Before each round it asks every copy what
/// the bot throws for each of the three draws; once the bot has thrown, each copy is weighed by the
/// share of draws that give that throw and keeps one of those draws, so the copies follow the
/// hidden part without guessing blindly. While the draw does not lead, the throw is known.
///
/// A ``FilteredBotTrial`` weighs the player's moves under the filter's chances, identifies the
/// bot and says when the model stops for good. A round costs about the same at any length of
/// game, so the model has no round limit. It is defined for three moves only, as the bots are.
struct OneDrawModel<Bot: OneDrawBot>: Sendable {
  /// Each copy is weighed as if this share of the bot's throws were beyond its reach
  /// (``ParticleWeights``), so one surprise does not empty the filter.
  static var weighingRandomShare: Double { 0.05 }
  /// The least chance the model must give the bot's likeliest throw for the engine to answer it.
  static var answeringChance: Double { 0.5 }

  private var bot = Bot()
  private var particles: [Bot.Mind]
  /// For each copy, the bot's throw and the copy's mind after, for each of the three draws (at
  /// `3 copy + draw`).
  private var outcomes: [(move: Int, mind: Bot.Mind)]
  private var weights = ParticleWeights(count: Bot.particleCount)
  /// The filter's own chance, seeded the same every game, so the model's state depends on the
  /// rounds alone.
  private var generator = SeededGenerator(seed: 0x6EEB)
  private var trial = FilteredBotTrial(maximumRounds: .max)
  /// The chance of each of the bot's next throws.
  private(set) var forecast = [1.0 / 3, 1.0 / 3, 1.0 / 3]

  init() {
    particles = [Bot.Mind](repeating: bot.firstMind, count: Bot.particleCount)
    outcomes = []
    foresee(other: nil)
  }

  var isStopped: Bool { trial.isStopped }

  var identifiesPlayer: Bool { trial.identifiesPlayer }

  /// While the model identifies the player and the bot will likely throw by its guesses: the
  /// chances it gives each of their next moves. While its draw leads, the bot throws evenly and
  /// an answer gains nothing, so the engine plays on as it would.
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
      bot = Bot()
      return
    }
    follow(thrown: theirs)
    bot.append(own: theirs, other: mine)
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
      bot.playingEachDraw(particles[copy], other: other, into: &outcomes)
      for draw in 0..<3 {
        chances[outcomes[3 * copy + draw].move] += weights.weights[copy] / 3
      }
    }
    forecast = chances
  }
}

/// Greenberg's model.
typealias GreenbergModel = OneDrawModel<GreenbergPredictors>

/// Iocaine Powder's model.
typealias IocainePowderModel = OneDrawModel<IocainePowderPredictors>
