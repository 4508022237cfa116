import Foundation

/// The other player modelled as one of licatj's rpscontest bots chooses (scattershot,
/// McMetamanFixed: ``LicatjMind``), from their side of the table, followed with a particle filter.
///
/// Besides ties, these bots draw guesses at random every round from what followed the latest runs,
/// and those guesses' scores decide their later throws. The filter keeps ``particleCount`` copies
/// of the bot's mind, each drawing its own, and weighs each by the chance it gave the bot's throw;
/// resampling keeps the copies that agree with what it did, and each copy settles which of its
/// tied choices the bot made from the throw it made. When the bot falls back on "henny" (behind
/// late in the game, or on a losing streak) its chances follow from the rounds alone
/// (``LicatjTables/hennyChances``).
///
/// A ``FilteredBotTrial`` weighs the player's moves under the filter's chances, identifies the
/// bot and says when the model stops for good (at the latest after ``maximumRounds``). It is
/// defined for three moves only, as the bots are.
/// (Static properties are computed: a generic type cannot store them.)
struct LicatjModel<Mind: LicatjMind>: Sendable {
  /// 100 copies give the real bots' throws a chance of 0.85 to 0.88 on average (``LicatjTests``).
  /// Both filters, live for the first ``FilteredBotTrial/trialRounds`` against anyone else, cost the hard level's
  /// tournament about a tenth of its speed (rps-bench: about 27,700 rounds a second without them,
  /// 22,700 with them and the session's other copies, docs/engine-field.md).
  static var particleCount: Int { 100 }
  /// Each copy is weighed as if this share of the bot's throws were random: a copy that missed
  /// keeps some weight, so the copies stay diverse enough to follow the bot's draws.
  static var weighingRandomShare: Double { 0.1 }
  /// The model stops after this many rounds: the bots search their whole history every round, and
  /// so do the shared tables.
  static var maximumRounds: Int { 5000 }

  private var tables = LicatjTables()
  private var particles = [Mind](repeating: Mind(), count: particleCount)
  private var weights = ParticleWeights(count: particleCount)
  /// Per copy, the chance it gives each of the bot's next throws (three in a row).
  private var particleChances = [Double](repeating: 1.0 / 3, count: 3 * particleCount)
  /// The filter's own chance, seeded the same every game, so the model's state depends on the
  /// rounds alone.
  private var generator = SeededGenerator(seed: 0x5CA7)
  /// Whether the bot learnt the latest round, and so plays its next by its strategies unless it
  /// panics.
  private var learnt = false
  /// Whether it throws by henny in its next round though it learnt.
  private var panics = false
  private var trial = FilteredBotTrial(maximumRounds: maximumRounds)
  /// The chance of each of the bot's next throws.
  private(set) var forecast = [1.0 / 3, 1.0 / 3, 1.0 / 3]

  var isStopped: Bool { trial.isStopped }

  var identifiesPlayer: Bool { trial.identifiesPlayer }

  /// While the model identifies the player: the chances it gives each of their next moves.
  var distribution: [Double]? { identifiesPlayer ? forecast : nil }

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
      tables = LicatjTables()
      return
    }
    if learnt {
      weigh(thrown: theirs)
    }
    let result = tables.append(own: theirs, other: mine)
    learnt = !Mind.fallsBack(rounds: tables.rounds, net: tables.net)
    panics = learnt && Mind.panics(losingStreak: tables.losingStreak)
    guard learnt else {
      forecast = Self.array(tables.hennyChances)
      return
    }
    tables.learn()
    let shared = Mind.sharedGuesses(tables)
    let henny = tables.hennyChances
    var chances = SIMD3<Double>(repeating: 0)
    for particle in particles.indices {
      particles[particle].learn(
        other: mine, result: result, shared: shared, tables: tables, using: &generator)
      let own = particles[particle].chances(henny: henny)
      for move in 0..<3 { particleChances[3 * particle + move] = own[move] }
      chances += weights.weights[particle] * own
    }
    forecast = Self.array(panics ? henny : chances)
  }

  private static func array(_ chances: SIMD3<Double>) -> [Double] {
    [chances[0], chances[1], chances[2]]
  }

  /// Weighs each copy by the chance it gave the bot's throw, settles which reading each played,
  /// and resamples when the weight has gathered on a few.
  private mutating func weigh(thrown: Int) {
    let henny = tables.hennyChances
    // Locals, as the closure must not reach into `self` while its weights change.
    let (panicking, chances) = (panics, particleChances)
    // A panicking bot's throw says nothing of its choices.
    let resamples = weights.weigh(randomShare: Self.weighingRandomShare) { particle in
      panicking ? henny[thrown] : chances[3 * particle + thrown]
    }
    for particle in particles.indices {
      particles[particle].settle(thrown: panics ? nil : thrown, henny: henny, using: &generator)
    }
    if resamples {
      particles = weights.resample(using: &generator).map { particles[$0] }
    }
  }
}
