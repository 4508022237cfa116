import Foundation

/// The other player modelled as the rpscontest bot DNA Polymerase V or its Ausf. B, C or D
/// chooses, from its side of the table, followed with a particle filter.
///
/// Most of the bot's guesses follow from the rounds (``DNAPolymeraseStrands``), but a few are
/// drawn at random every round, and their scores decide its throw whenever one of them leads. The
/// filter keeps ``particleCount`` copies of the bot's mind (``DNAPolymeraseMind``), each drawing
/// its own, weighs each by the chance it gave the bot's throw and resamples, so the copies that
/// agree with what the bot did are kept. Four throws in five are the answer to the leading guess,
/// so once the copies have the bot's scores they know its throw most rounds.
///
/// A ``FilteredBotTrial`` weighs the player's moves under the filter's chances, identifies the
/// bot and says when the model stops for good (at the latest after ``maximumRounds``). It is
/// defined for three moves only, as the bot is.
struct DNAPolymeraseModel: Sendable {
  static let particleCount = 100
  /// Each copy is weighed as if this share of the bot's throws were random beyond its own 20%
  /// (``ParticleWeights``).
  static let weighingRandomShare = 0.1
  /// The model stops after this many rounds: the strands are searched back every round.
  static let maximumRounds = 5000

  private var strands: DNAPolymeraseStrands
  private var particles: [DNAPolymeraseMind]
  private var weights = ParticleWeights(count: particleCount)
  /// The chance each copy gave each of the bot's next throws.
  private var particleChances: [SIMD3<Double>]
  /// The filter's own chance, seeded the same every game, so the model's state depends on the
  /// rounds alone.
  private var generator = SeededGenerator(seed: 0xD7A)
  private var trial = FilteredBotTrial(maximumRounds: maximumRounds)
  /// The chance of each of the bot's next throws.
  private(set) var forecast = [1.0 / 3, 1.0 / 3, 1.0 / 3]

  init(variant: DNAPolymeraseStrands.Variant) {
    strands = DNAPolymeraseStrands(variant: variant)
    var generator = SeededGenerator(seed: 0xD7A0)
    particleChances = Array(repeating: SIMD3(repeating: 1.0 / 3), count: Self.particleCount)
    particles = (0..<Self.particleCount).map { _ in
      DNAPolymeraseMind(variant: variant, draw: { _ in Int.random(in: 0..<3, using: &generator) })
    }
  }

  var isStopped: Bool { trial.isStopped }

  var identifiesPlayer: Bool { trial.identifiesPlayer }

  /// The log of the odds the player's moves lend the model over the game, so that of the versions
  /// that identify the player the likeliest answers.
  var logOdds: Double { trial.logOdds }

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
      strands = DNAPolymeraseStrands(variant: strands.variant)
      return
    }
    // The bot's first throw is drawn at random and says nothing of its mind.
    if theirMoves.count > 1 { weigh(thrown: theirs) }
    let readings = strands.append(other: mine, own: theirs)
    // The copies draw from a local generator: a closure over `self` would overlap the access to
    // the particle being changed.
    var drawing = generator
    var chances = SIMD3<Double>(repeating: 0)
    for particle in particles.indices {
      particles[particle].learn(
        other: mine, readings: readings, draw: { _ in Int.random(in: 0..<3, using: &drawing) })
      particleChances[particle] = particles[particle].chances
      chances += weights.weights[particle] * particleChances[particle]
    }
    generator = drawing
    forecast = [chances[0], chances[1], chances[2]]
  }

  /// Weighs each copy by the chance it gave the bot's throw, and resamples when the weight has
  /// gathered on a few.
  private mutating func weigh(thrown: Int) {
    // A local, as the closure must not reach into `self` while its weights change.
    let chances = particleChances
    let resamples = weights.weigh(randomShare: Self.weighingRandomShare) { chances[$0][thrown] }
    if resamples {
      let kept = weights.resample(using: &generator)
      particles = kept.map { particles[$0] }
      particleChances = kept.map { particleChances[$0] }
    }
  }
}
