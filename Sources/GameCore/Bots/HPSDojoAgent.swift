/// Plays as the first version of the Kaggle agent High-Performance RPS Dojo does (Rock Paper
/// Scissors 2020–21; see ``HPSDojoModel``): at random, except when its secret countdown has run
/// out and one of its strategies wins it more than 0.2 a try; then it throws that strategy's move,
/// lowers its score by a third and draws a new countdown. For the classic rules only, as the agent
/// is.
public struct HPSDojoAgent: Opponent {
  private var generator: SeededGenerator
  private var contexts = HPSDojoContexts(settings: HPSDojoModel.settings)
  /// Per rotation and context: `rotation × cells + cell`
  /// (``HPSDojoModel/score(_:predictions:engineMove:)``).
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
      } else if let strategy = HPSDojoModel.bestStrategy(scores, in: contexts) {
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
    HPSDojoModel.score(&scores, predictions: previous, engineMove: otherMove)
  }

  /// `n` with chance ``HPSDojoModel/countdownChances``[n], as the agent draws it.
  private static func drawCountdown(using generator: inout SeededGenerator) -> Int {
    var drawn = generator.nextUnit()
    for (countdown, chance) in HPSDojoModel.countdownChances.enumerated() {
      if drawn < chance { return countdown }
      drawn -= chance
    }
    return HPSDojoModel.countdownChances.count - 1
  }
}
