/// The rpscontest bots of the RunDMC family (RunDMC2, RunDMCDiscounted95, RunDMCDiscounted98,
/// RunDMCDiscounted99Conservative, SimpleDMC and MixTapeKT, in the archive t-vaudry/RPS), from
/// their side of the table: each draws a guess of the other player's move from its counts and
/// throws what beats it, so the chance of each of its throws follows from the rounds
/// (``chances``).
///
/// The bots mean to grow dynamic Markov models, cloning a state once it has been visited often
/// enough; but a clone shares its original's list of counts (Python passes the list, not a copy),
/// so every clone counts as its original does, and each model is a fixed set of count vectors
/// walked in a cycle of three layers (``Chain``). Replayed against the real scripts, these
/// vectors give every throw the chance the bot gave it.
struct DynamicMarkovSampler: SamplingBot {
  enum Variant: Sendable {
    /// One chain stepping on each move of both players in turn, counting it +2, by the move;
    /// the guess is drawn with `randrange`, which favours rock and slights scissors by one count.
    case runDMC2
    /// The same stepping by the cycle alone (the loop over the counts reuses the move's
    /// variable), counting +1 and fading every count by this much a move.
    case discounted(Double)
    /// One chain stepping each round, by the round's two moves, counting the other player's move
    /// +1; the guess is drawn with `randint`, which counts rock once more.
    case simple
    /// Five chains counting the other player's move +2 (by both moves, by each player's, and by
    /// the bot's move in odd and in even rounds), their counts summed; drawn as SimpleDMC draws.
    case mixTape
  }

  /// The family's six bots.
  static let variants: [Variant] = [
    .runDMC2, .discounted(0.95), .discounted(0.98), .discounted(0.99), .simple, .mixTape,
  ]

  /// Count vectors in three layers of `width` each, after a root: a step counts a move in the
  /// current vector and goes to the next layer's vector for its key.
  private struct Chain: Sendable {
    let width: Int
    private var counts: [SIMD3<Double>]
    private var state = 0
    private var layer = 0

    init(width: Int, initialCount: Double) {
      self.width = width
      counts = Array(repeating: SIMD3(repeating: initialCount), count: 1 + 3 * width)
    }

    var current: SIMD3<Double> { counts[state] }

    mutating func step(counting move: Int, by amount: Double, fading decay: Double = 1, to key: Int) {
      counts[state][move] += amount
      if decay != 1 { counts[state] *= decay }
      state = 1 + width * layer + key
      layer = (layer + 1) % 3
    }
  }

  let variant: Variant
  private var chains: [Chain]
  private(set) var rounds = 0
  /// The chance of each of the bot's next throws.
  private(set) var chances = SIMD3<Double>(repeating: 1.0 / 3)

  init(variant: Variant) {
    self.variant = variant
    chains =
      switch variant {
      case .runDMC2: [Chain(width: 3, initialCount: 1)]
      case .discounted: [Chain(width: 1, initialCount: 1)]
      case .simple: [Chain(width: 9, initialCount: 1)]
      case .mixTape: [9, 3, 3, 3, 3].map { Chain(width: $0, initialCount: 0) }
      }
    chances = Self.throwChances(guessChances())
  }

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own: Int, other: Int) {
    rounds += 1
    switch variant {
    case .runDMC2:
      chains[0].step(counting: other, by: 2, to: other)
      chains[0].step(counting: own, by: 2, to: own)
    case .discounted(let decay):
      chains[0].step(counting: other, by: 1, fading: decay, to: 0)
      chains[0].step(counting: own, by: 1, fading: decay, to: 0)
    case .simple:
      chains[0].step(counting: other, by: 1, to: 3 * other + own)
    case .mixTape:
      chains[0].step(counting: other, by: 2, to: 3 * other + own)
      chains[1].step(counting: other, by: 2, to: other)
      chains[2].step(counting: other, by: 2, to: own)
      chains[rounds % 2 == 1 ? 3 : 4].step(counting: other, by: 2, to: own)
    }
    chances = Self.throwChances(guessChances())
  }

  /// The chance of each guess of the other player's move, as the bot draws it.
  private func guessChances() -> SIMD3<Double> {
    switch variant {
    case .runDMC2:
      // randrange(0, t) and "r <= x": rock takes one value more, scissors one less.
      let weights = chains[0].current + 1
      return SIMD3(weights[0] + 1, weights[1], weights[2] - 1) / weights.sum()
    case .discounted:
      let weights = chains[0].current + 1
      return weights / weights.sum()
    case .simple:
      return Self.drawnWithRandint(chains[0].current)
    case .mixTape:
      return Self.drawnWithRandint(chains.reduce(SIMD3(repeating: 1)) { $0 + $1.current })
    }
  }

  /// randint(0, t) draws from t + 1 values, and "r <= x" gives rock the extra one.
  private static func drawnWithRandint(_ weights: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(weights[0] + 1, weights[1], weights[2]) / (weights.sum() + 1)
  }

  /// The bot throws what beats its guess.
  private static func throwChances(_ guesses: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(guesses[2], guesses[0], guesses[1])
  }
}
