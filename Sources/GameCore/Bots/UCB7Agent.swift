/// Plays as the rpscontest bot UCB7 does (Sean; see ``UCB7Tree``): it throws the best-scoring
/// move over the path of its context tree, and the node that chose it learns from the round. Its
/// Gamma draws come from its own seeded generator. For the classic rules only, as the bot is.
public struct UCB7Agent: Opponent {
  private var generator: SeededGenerator
  private var tree = UCB7Tree()
  private var path: [Int] = []
  private var ownMoves: [UInt8] = []
  private var otherMoves: [UInt8] = []
  /// The node that chose the latest throw.
  private var chooser: Int?

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "UCB7" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    if history.count < ownMoves.count {
      (tree, ownMoves, otherMoves, chooser) = (UCB7Tree(), [], [], nil)
    }
    // As an opponent it sees the rounds from its side: its throws are their `computer`.
    for round in history[ownMoves.count...] {
      let own = round.computer.rawValue
      let other = round.player.rawValue
      if let chooser { tree.credit(chooser, share: 1, ownMove: own, otherMove: other) }
      chooser = nil
      ownMoves.append(UInt8(own))
      otherMoves.append(UInt8(other))
    }
    tree.walk(ownMoves: ownMoves, otherMoves: otherMoves, into: &path)
    let choice = tree.draw(over: path, exploration: tree.exploration(over: path), using: &generator)
    chooser = path[choice.place]
    return rules.moves[choice.move]
  }
}
