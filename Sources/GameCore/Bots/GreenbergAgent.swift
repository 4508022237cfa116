/// Plays as Greenberg does (Andrzej Nagorko's winner of the second RoShamBo contest, in Travis
/// Erdman's Python port; see ``GreenbergPredictors`` and ``GreenbergMind``): it follows whichever
/// of its guesses has scored best lately, or its random guess when that has scored at least as
/// much over the game. The random guess comes from its own seeded generator. For the classic
/// rules only, as the bot is.
public struct GreenbergAgent: Opponent {
  private var generator: SeededGenerator
  private var predictors = GreenbergPredictors()
  private var mind = GreenbergMind()
  private var recorded = 0

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "Greenberg" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    if history.count < recorded {
      predictors = GreenbergPredictors()
      mind = GreenbergMind()
      recorded = 0
    }
    for round in history[recorded...] {
      predictors.append(own: round.computer.rawValue, other: round.player.rawValue)
    }
    recorded = history.count
    let draw = Int(generator.next() % 3)
    let (move, next) = mind.playing(draw: draw, other: history.last?.player.rawValue, best: predictors.best)
    mind = next
    return rules.moves[move]
  }
}
