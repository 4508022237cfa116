/// Plays as the Kaggle agent Decision Tree Classifier does (Rock Paper Scissors 2020–21; see
/// ``DecisionTreeClassifierModel``): at random for its first 31 rounds, then the move that beats
/// the other side's next move as its scikit-learn tree forecasts it. For the classic rules only,
/// as the agent is; it is the costliest opponent the hard engine models, which makes it the
/// benchmark's.
public struct DecisionTreeClassifierAgent: Opponent {
  private var generator: SeededGenerator
  private var model = DecisionTreeClassifierModel()
  private var myMoves: [UInt8] = []
  private var otherMoves: [UInt8] = []

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "decision tree classifier" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the agent plays rock, paper, scissors")
    if history.count < myMoves.count {
      (model, myMoves, otherMoves) = (DecisionTreeClassifierModel(), [], [])
    }
    // As an opponent it sees the rounds from its side: its throws are their `computer`.
    for round in history[myMoves.count...] {
      myMoves.append(UInt8(round.computer.rawValue))
      otherMoves.append(UInt8(round.player.rawValue))
      model.update(theirMoves: myMoves, myMoves: otherMoves)
    }
    return rules.moves[model.forecast ?? Int(generator.next() % 3)]
  }
}
