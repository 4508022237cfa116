/// Plays as the first version of the Kaggle agent High-Performance RPS Dojo does (Rock Paper
/// Scissors 2020–21; see ``HPSDojoModel``): at random, except when its secret countdown has run
/// out and one of its strategies wins it more than 0.2 a try; then it throws that strategy's move,
/// lowers its score by a third and draws a new countdown. For the classic rules only, as the agent
/// is.
public struct HPSDojoAgent: Opponent {
  private var generator: SeededGenerator
  private var contexts = HPSDojoContexts(settings: HPSDojoModel.settings)
  /// Per rotation and context: `rotation × cells + cell`.
  private var scores: [Double]
  private var countdown: Int
  private var rounds = 0

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    scores = []
    countdown = 0
    start()
  }

  public var name: String { "HPS Dojo" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the agent plays rock, paper, scissors")
    if history.count < rounds { start() }
    // As an opponent it sees the rounds from its side: its throws are their `computer`.
    for round in history[rounds...] {
      rounds += 1
      learn(otherMove: round.player.rawValue, ownMove: round.computer.rawValue)
    }
    if rounds > 0 {
      if countdown > 0 {
        countdown -= 1
      } else if let strategy = bestStrategy() {
        scores[strategy] -= 1.0 / 3
        countdown = Self.drawCountdown(using: &generator)
        return rules.moves[(contexts.predicts[strategy % contexts.cells] + strategy / contexts.cells) % 3]
      }
    }
    return rules.moves[Int(generator.next() % 3)]
  }

  /// Before the first round: its first throw is at random, with the countdown counting down.
  private mutating func start() {
    contexts = HPSDojoContexts(settings: HPSDojoModel.settings)
    scores = Array(repeating: 0, count: 3 * contexts.cells)
    countdown = max(0, Self.drawCountdown(using: &generator) - 1)
    rounds = 0
  }

  private mutating func learn(otherMove: Int, ownMove: Int) {
    let previous = contexts.learn(values: [otherMove, ownMove], step: rounds)
    for cell in 0..<contexts.cells where previous[cell] < 3 {
      for rotation in 0..<3 {
        scores[rotation * contexts.cells + cell] += Double(
          (previous[cell] + rotation - otherMove + 4) % 3 - 1)
      }
    }
  }

  /// The first best score per attempt among contexts that predict, if above the agent's threshold.
  private func bestStrategy() -> Int? {
    var best = 0
    var bestScore = -Double.infinity
    for index in scores.indices {
      let cell = index % contexts.cells
      let score = contexts.predicts[cell] < 3 ? scores[index] / Double(contexts.attempts[cell] + 5) : 0
      if score > bestScore {
        best = index
        bestScore = score
      }
    }
    return bestScore > HPSDojoModel.threshold ? best : nil
  }

  /// `Int(√n)` for `n` drawn uniformly from 0..<9, as the agent draws it.
  private static func drawCountdown(using generator: inout SeededGenerator) -> Int {
    let drawn = Int(generator.next() % 9)
    return drawn == 0 ? 0 : drawn < 4 ? 1 : 2
  }
}
