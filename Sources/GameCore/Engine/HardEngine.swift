/// The strongest level: an ensemble of predictors in the style of Iocaine Powder, with a safety net
/// that falls back towards uniform random play when an opponent out-predicts it (see ``Ensemble``).
///
/// It learns incrementally: each call reads only the rounds it has not seen, and its cost per
/// decision does not grow with the history. A history shorter than the one seen before is a new
/// match; the engine keeps what it learnt about the player and carries on (a person's habits do not
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
  /// Built for the classic rules, and built again for rules with another number of moves.
  private var ensemble = Ensemble(moveCount: Rules.classic.moves.count)
  private var follower = HistoryFollower()
  /// The move the engine last threw at random, until it learns the round it was thrown in.
  private var randomThrow: Int?

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public init(generator: SeededGenerator) {
    self.generator = generator
  }

  public var name: String { "Hard" }

  public var lastInsight: EngineInsight? { follower.lastInsight }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    learn(from: history, rules: rules)
    // Decided in place: binding the ensemble to a local would copy its many tables' references.
    let decision = ensemble.decide(using: &generator)
    randomThrow = decision.atRandom ? decision.move : nil
    follower.expect(decision.expected, strategy: decision.strategy)
    return rules.moves[decision.move]
  }

  public mutating func matchEnded(after history: [Round], rules: Rules) {
    learn(from: history, rules: rules)
  }

  private mutating func learn(from history: [Round], rules: Rules) {
    if ensemble.circle.count != rules.moves.count {
      ensemble = Ensemble(moveCount: rules.moves.count)
      follower.restart()
    }
    for round in follower.newRounds(in: history, rules: rules) {
      // Normally one new round a call: the one the last decision was thrown in.
      let playedAtRandom = randomThrow == round.computer.rawValue
      randomThrow = nil
      ensemble.observe(
        theirs: round.player.rawValue, mine: round.computer.rawValue, playedAtRandom: playedAtRandom)
    }
  }
}
