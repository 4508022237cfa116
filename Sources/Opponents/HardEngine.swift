import GameCore

/// The strongest level: it reads habits of both sides at once and answers whichever has lately
/// paid, with a safety net that throws at random while it is being read.
///
/// ``HabitModel`` foretells the player's next throw, and the engine's own, from what came after
/// the same context before (their last throws, the engine's, whole rounds, how the last round
/// ended, the longest earlier run like the latest), each answered three ways;
/// ``StrategyScores`` follows the strategy trusted to read people unless another would clearly
/// have won more lately; ``SafetyNet``
/// throws uniformly at random, more often the further the engine falls behind by more than chance
/// explains. Its settings were tuned on people's recorded games (docs/engine.md).
///
/// It learns incrementally: each call reads only the rounds it has not seen, in time and memory
/// that do not grow with the history. A history shorter than the one seen before is a new match;
/// the engine keeps what it learnt about the player and carries on (a person's habits do not
/// change between matches). Different rules (another number of moves) start it afresh. All chance
/// comes from its seeded generator, so a seed replays a game exactly.
///
/// ```swift
/// var game = Game(opponent: HardEngine(seed: 7))
/// game.play(.rock)
/// game.lastInsight?.strategy  // the strategy that chose the engine's throw in that round
/// ```
public struct HardEngine: Opponent {
  private var generator: SeededGenerator
  private var model = HabitModel(moveCount: Rules.classic.moves.count)
  private var scores: StrategyScores
  private var safetyNet = SafetyNet()
  private var follower = HistoryFollower()
  /// The engine's last throw and whether it was thrown at random, until it learns the round it
  /// was thrown in: only rounds it threw in tell the safety net how it fares (not those it is told
  /// of from earlier games, which another engine played).
  private var committed: (move: Int, atRandom: Bool)?

  public init(seed: UInt64) {
    self.init(generator: SeededGenerator(seed: seed))
  }

  public init(generator: SeededGenerator) {
    self.generator = generator
    scores = StrategyScores(strategyCount: model.strategyCount, peopleReaders: model.peopleReaders)
  }

  public var name: String { "Hard" }

  public var lastInsight: EngineInsight? { follower.lastInsight }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    learn(from: history, rules: rules)
    let count = model.circle.count
    let atRandom = generator.nextUnit() < safetyNet.randomShare
    guard let strategy = scores.choice, !atRandom else {
      let move = Int(generator.next() % UInt64(count))
      committed = (move, true)
      follower.expect(
        Array(repeating: 1 / Double(count), count: count), strategy: atRandom ? .safetyNet : .opening)
      return rules.moves[move]
    }
    committed = (model.moves[strategy], false)
    follower.expect(model.expectedPlayerMove(under: strategy), strategy: model.strategy(at: strategy))
    return rules.moves[model.moves[strategy]]
  }

  public mutating func matchEnded(after history: [Round], rules: Rules) {
    learn(from: history, rules: rules)
  }

  private mutating func learn(from history: [Round], rules: Rules) {
    if model.circle.count != rules.moves.count {
      model = HabitModel(moveCount: rules.moves.count)
      scores = StrategyScores(strategyCount: model.strategyCount, peopleReaders: model.peopleReaders)
      safetyNet = SafetyNet()
      follower.restart()
    }
    for round in follower.newRounds(in: history, rules: rules) {
      precondition(rules.allows(round.player) && rules.allows(round.computer), "a round outside the rules")
      let player = round.player.rawValue
      let computer = round.computer.rawValue
      let circle = model.circle
      if let committed, committed.move == computer {
        safetyNet.record(
          enginePayoff: circle.payoff(of: computer, against: player), playedAtRandom: committed.atRandom)
      }
      committed = nil
      model.observe(player: player, computer: computer)
      scores.update(player: player, moves: model.moves, circle: circle)
    }
  }
}
