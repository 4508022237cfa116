/// The other player modelled as one of sdfsdf's rpscontest bots (IO2_fightinguuu with ``IO2Mind``,
/// Are You A Lucker? with ``LuckerMind``; Iocaine Powder heirs) chooses, from its side of the
/// table, followed with a particle filter.
///
/// The bot's predictors follow from the rounds (``SdfsdfPredictors``) but for the throws some of
/// them draw, and which predictor it follows depends on how those draws fared (the mind). It
/// guesses by one predictor's throw and throws by its guess. The filter keeps
/// ``SdfsdfMind/particleCount`` copies of the mind. Before each round it asks every copy for the
/// chance of each throw, summed over the draws the guessing predictor may make; once the bot has
/// thrown, each copy is weighed by the chance it gave that throw and makes its draws, the guessing
/// predictor's by how well each fits the throw.
///
/// A ``FilteredBotTrial`` weighs the player's moves under the filter's chances, identifies the
/// bot and says when the model stops for good. It is defined for three moves only, as the bots
/// are.
struct SdfsdfModel<Mind: SdfsdfMind>: Sendable {
  /// Each copy is weighed as if this share of the bot's throws were beyond its reach
  /// (``ParticleWeights``), so one surprise does not empty the filter.
  static var weighingRandomShare: Double { 0.05 }

  private var predictors = SdfsdfPredictors(countsOtherMoveFirst: Mind.countsOtherMoveFirst)
  private var particles = [Mind](repeating: Mind(), count: Mind.particleCount)
  private var weights = ParticleWeights(count: Mind.particleCount)
  /// The filter's own chance, seeded the same every game, so the model's state depends on the
  /// rounds alone.
  private var generator = SeededGenerator(seed: 0x1002)
  /// The predictors search the whole game every round, so the model stops after 5,000 rounds, as
  /// ``DeterministicBotModel`` does.
  private var trial = FilteredBotTrial(maximumRounds: 5000)
  /// How often the other player threw each move, for a bot that guesses from those.
  private var otherCounts = SIMD4<Double>()
  /// For each guess, the chance of each of the bot's throws.
  private let throwChances: [SIMD4<Double>] = (0..<3).map { guess in
    let options = Mind.throwOptions(guessing: UInt8(guess))
    var chances = SIMD4<Double>()
    for move in options { chances[Int(move)] += 1 / Double(options.count) }
    return chances
  }
  /// The chance of each of the bot's next throws.
  private(set) var forecast = [1.0 / 3, 1.0 / 3, 1.0 / 3]

  var isStopped: Bool { trial.isStopped }

  var identifiesPlayer: Bool { trial.identifiesPlayer }

  /// The log of the odds the player's moves lend the model over the game.
  var logOdds: Double { trial.logOdds }

  /// While the model identifies the player: the chances it gives each of their next moves.
  var distribution: [Double]? { identifiesPlayer ? forecast : nil }

  /// Counts a round in which the engine threw the answer to the model's forecast.
  mutating func recordAnswer(enginePayoff: Int) {
    trial.recordAnswer(enginePayoff: enginePayoff)
  }

  /// Learns from the latest round, from both players' moves so far (as ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last, let mine = myMoves.last else { return }
    if trial.stopsAfter(chance: forecast[Int(theirs)], rounds: theirMoves.count) {
      particles = []
      predictors = SdfsdfPredictors(countsOtherMoveFirst: Mind.countsOtherMoveFirst)
      return
    }
    if theirMoves.count == 1 {
      // The bot's first throw is drawn, and every predictor names it before the second.
      for copy in particles.indices { particles[copy].setEveryThrow(to: theirs) }
    } else {
      follow(thrown: theirs)
    }
    for copy in particles.indices { particles[copy].score(own: theirs, other: mine) }
    predictors.append(own: theirs, other: mine)
    otherCounts[Int(mine)] += 1
    let named = predictors.choices.enumerated().filter { $0.element.count == 1 }.map {
      ($0.offset, $0.element[0])
    }
    for copy in particles.indices {
      for (slot, move) in named { particles[copy].setThrow(move, of: slot) }
    }
    foresee()
  }

  /// The chance of each move the bot may guess, for a copy following `guessing`: the guessing
  /// predictor's throw, a draw from its choices, or the other player's moves so far as often as
  /// they came.
  private func guesses(by guessing: (slot: Int, turn: UInt8)?) -> SIMD4<Double> {
    guard let (slot, turn) = guessing else { return otherCounts / otherCounts.sum() }
    var chances = SIMD4<Double>()
    let choices = predictors.choices[slot]
    for choice in choices {
      chances[Int((choice + turn) % 3)] += 1 / Double(choices.count)
    }
    return chances
  }

  /// The chance the bot throws `move` if it guesses `guess`.
  private func chance(of move: UInt8, guessing guess: UInt8) -> Double {
    throwChances[Int(guess)][Int(move)]
  }

  /// Weighs each copy by the chance it gave the bot's throw, makes its draws (the guessing
  /// predictor's by how well each fits the throw), and resamples when the weight has gathered on
  /// a few.
  private mutating func follow(thrown: UInt8) {
    let followed = particles.map(\.guessingPredictor)
    let thrownByGuess = SIMD4((0..<3).map { chance(of: thrown, guessing: UInt8($0)) } + [0])
    let chances = followed.map { (guesses(by: $0) * thrownByGuess).sum() }
    let resamples = weights.weigh(randomShare: Self.weighingRandomShare) { chances[$0] }
    let drawing = predictors.choices.enumerated().filter { $0.element.count > 1 }
    for copy in particles.indices {
      let guessing = followed[copy]
      for (slot, slotChoices) in drawing {
        var choices = slotChoices
        if let guessing, slot == guessing.slot {
          let fits = choices.map { chance(of: thrown, guessing: ($0 + guessing.turn) % 3) }
          let total = fits.reduce(0, +)
          if total > 0 {
            // A draw that gives the throw, as likely as it makes it.
            var pick = generator.nextUnit() * total
            let drawn = zip(choices, fits).first { _, fit in
              pick -= fit
              return fit > 0 && pick <= 0
            }
            choices = [drawn?.0 ?? choices[fits.lastIndex { $0 > 0 } ?? 0]]
          }
        }
        particles[copy].setThrow(choices[Int(generator.next() % UInt64(choices.count))], of: slot)
      }
    }
    if resamples {
      particles = weights.resample(using: &generator).map { particles[$0] }
    }
  }

  /// Sums every copy's chances of the bot's next throw.
  private mutating func foresee() {
    var chances = SIMD4<Double>()
    for copy in particles.indices {
      let guesses = guesses(by: particles[copy].guessingPredictor) * weights.weights[copy]
      chances += guesses[0] * throwChances[0] + guesses[1] * throwChances[1] + guesses[2] * throwChances[2]
    }
    forecast = [chances[0], chances[1], chances[2]]
  }
}

/// IO2_fightinguuu's model.
typealias IO2Model = SdfsdfModel<IO2Mind>

/// Are You A Lucker?'s model.
typealias LuckerModel = SdfsdfModel<LuckerMind>
