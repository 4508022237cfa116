/// The other player modelled as sdfsdf's rpscontest bot IO2_fightinguuu (an Iocaine Powder heir)
/// chooses, from its side of the table, followed with a particle filter.
///
/// The bot's predictors follow from the rounds (``IO2Predictors``) but for the throws some of them
/// draw, and which predictor it follows depends on which of those draws came true lately
/// (``IO2Mind``). It then throws what beats the followed predictor's guess two times in three and
/// the guess itself otherwise, so a known guess is worth a third of a point a round. The filter
/// keeps ``particleCount`` copies of the mind. Before each round it asks every copy for the
/// chance of each throw, summed over the draws its followed predictor may make; once the bot has
/// thrown, each copy is weighed by the chance it gave that throw and makes its draws, the followed
/// predictor's by how well each fits the throw.
///
/// A ``FilteredBotTrial`` weighs the player's moves under the filter's chances, identifies the
/// bot and says when the model stops for good. It is defined for three moves only, as the bot is.
struct IO2Model: Sendable {
  static let particleCount = 100
  /// Each copy is weighed as if this share of the bot's throws were beyond its reach
  /// (``ParticleWeights``), so one surprise does not empty the filter.
  static let weighingRandomShare = 0.05
  /// The chance of the bot's throw given its guess: what beats it two times in three.
  static let beatingShare = 2.0 / 3

  private var predictors = IO2Predictors()
  private var particles = [IO2Mind](repeating: IO2Mind(), count: particleCount)
  private var weights = ParticleWeights(count: particleCount)
  /// The filter's own chance, seeded the same every game, so the model's state depends on the
  /// rounds alone.
  private var generator = SeededGenerator(seed: 0x1002)
  private var trial = FilteredBotTrial(maximumRounds: .max)
  /// How often the other player threw each move: the bot's guess when no predictor scores.
  private var otherCounts = [0, 0, 0]
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
      predictors = IO2Predictors()
      return
    }
    if theirMoves.count == 1 {
      // The bot's first throw is drawn, and every predictor names it before the second.
      for copy in particles.indices { particles[copy].setEveryThrow(to: theirs) }
    } else {
      follow(thrown: theirs)
    }
    for copy in particles.indices { particles[copy].score(against: mine) }
    predictors.append(own: theirs, other: mine)
    otherCounts[Int(mine)] += 1
    for copy in particles.indices {
      for slot in 0..<9 where predictors.choices[slot].count == 1 {
        particles[copy].setThrow(predictors.choices[slot][0], of: slot)
      }
    }
    foresee()
  }

  /// The chance of each move the bot may guess, for one copy: the followed predictor's throw, a
  /// draw from its choices, or the other player's moves so far as often as they came.
  private func guesses(of mind: IO2Mind) -> [Double] {
    var chances = [0.0, 0.0, 0.0]
    guard let leader = mind.leader else {
      let total = Double(otherCounts.reduce(0, +))
      for move in 0..<3 { chances[move] = Double(otherCounts[move]) / total }
      return chances
    }
    let choices = predictors.choices[leader % 9]
    for choice in choices {
      chances[Int(IO2Mind.turned(choice, for: leader))] += 1 / Double(choices.count)
    }
    return chances
  }

  /// The chance the bot throws `move` if it guesses `guess`.
  private static func chance(of move: UInt8, guessing guess: UInt8) -> Double {
    if move == IO2Predictors.beat(guess) { return beatingShare }
    return move == guess ? 1 - beatingShare : 0
  }

  /// Weighs each copy by the chance it gave the bot's throw, makes its draws (the followed
  /// predictor's by how well each fits the throw), and resamples when the weight has gathered on
  /// a few.
  private mutating func follow(thrown: UInt8) {
    let chances = particles.map { mind in
      guesses(of: mind).enumerated().reduce(0.0) { total, guess in
        total + guess.element * Self.chance(of: thrown, guessing: UInt8(guess.offset))
      }
    }
    let resamples = weights.weigh(randomShare: Self.weighingRandomShare) { chances[$0] }
    for copy in particles.indices {
      let followed = particles[copy].leader.map { $0 % 9 }
      for slot in 0..<9 where predictors.choices[slot].count > 1 {
        var choices = predictors.choices[slot]
        if slot == followed, let leader = particles[copy].leader {
          let fitting = choices.filter {
            Self.chance(of: thrown, guessing: IO2Mind.turned($0, for: leader)) > 0
          }
          if !fitting.isEmpty {
            // The draws that give the throw, weighed by how likely each makes it.
            let fits = fitting.map { Self.chance(of: thrown, guessing: IO2Mind.turned($0, for: leader)) }
            var pick = generator.nextUnit() * fits.reduce(0, +)
            choices = [fitting.last ?? 0]
            for (choice, fit) in zip(fitting, fits) {
              pick -= fit
              if pick <= 0 {
                choices = [choice]
                break
              }
            }
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
    var chances = [0.0, 0.0, 0.0]
    for copy in particles.indices {
      let weight = weights.weights[copy]
      for (guess, share) in guesses(of: particles[copy]).enumerated() where share > 0 {
        let beating = Int(IO2Predictors.beat(UInt8(guess)))
        chances[beating] += weight * share * Self.beatingShare
        chances[guess] += weight * share * (1 - Self.beatingShare)
      }
    }
    forecast = chances
  }
}
