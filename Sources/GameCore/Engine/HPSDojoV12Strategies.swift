/// The strategies of version 12 of the Kaggle agent High-Performance RPS Dojo (elvenmonk;
/// `_SubmissionV12` in hav4ik's Kumoko pool), from its side of the table: what its contexts
/// predict of the other player, how each prediction and its two rotations would have fared, and
/// which it throws by when its countdown lets it.
///
/// It reads the other player by contexts of 1 to 3 rounds over pairs of three histories (the other
/// player's moves, its own, and the results), counts fading by 0.992 a round
/// (``HPSDojoContexts``), and scores every context's predicted move turned 0, 1 or 2 places round
/// the circle by its payoff against the other player's next move. Its choice is the first best
/// score per attempt (plus 3) among contexts that predict, if above 0.4; it then throws at random
/// by that context's counts, turned as the strategy turns. All of it is a function of the rounds.
struct HPSDojoV12Strategies: Sendable {
  static let settings = HPSDojoContexts.Settings(minimumDepth: 1, depths: 3, histories: 3, fading: 0.992)
  static let threshold = 0.4
  /// Added to a context's attempts when its scores are read per attempt.
  static let attemptsOffset = 3.0

  private var contexts = HPSDojoContexts(settings: settings)
  /// Per rotation and context: `rotation × cells + cell`.
  private var scores: [Double]
  /// The chances the agent throws with if it throws by a strategy next, or nil if none is chosen.
  private(set) var chances: SIMD3<Double>?
  /// The other player's move that would win the agent's best strategy of answering its
  /// predictions its next point (what that strategy's context predicts), or nil while no context
  /// predicts.
  private(set) var lure: Int?

  init() {
    scores = Array(repeating: 0, count: 3 * contexts.cells)
  }

  /// Learns the round the agent reads at `step` (its round number, from 1): the other player's
  /// move and its own.
  mutating func learn(otherMove: Int, ownMove: Int, step: Int) {
    // The results history: the other player's payoff against the agent, plus one.
    let previous = contexts.learn(values: [otherMove, ownMove, (otherMove - ownMove + 4) % 3], step: step)
    let cells = contexts.cells
    for cell in 0..<cells where previous[cell] < 3 {
      for rotation in 0..<3 {
        scores[rotation * cells + cell] += Double((previous[cell] + rotation - otherMove + 4) % 3 - 1)
      }
    }
    choose()
  }

  private mutating func choose() {
    let cells = contexts.cells
    var best = 0
    var bestScore = -Double.infinity
    var bestAnswer: Int?
    var bestAnswerScore = -Double.infinity
    for index in scores.indices {
      let cell = index % cells
      let predicts = contexts.predicts[cell] < 3
      let score = predicts ? scores[index] / (Double(contexts.attempts[cell]) + Self.attemptsOffset) : 0
      if score > bestScore {
        best = index
        bestScore = score
      }
      if predicts, index / cells == 1, score > bestAnswerScore {
        bestAnswer = cell
        bestAnswerScore = score
      }
    }
    lure = bestAnswer.map { contexts.predicts[$0] }
    guard bestScore > Self.threshold else {
      chances = nil
      return
    }
    let counts = contexts.currentCounts(cell: best % cells)
    let rotation = best / cells
    var turned = SIMD3<Double>()
    for move in 0..<3 { turned[(move + rotation) % 3] = counts[move] }
    chances = turned / turned.sum()
  }
}
