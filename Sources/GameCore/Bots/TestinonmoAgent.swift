/// Plays as the rpscontest bot testinonmo does (ido; see ``Testinonmo``): the hand its counts
/// favour, or a random one in its first round and while it has lost more than 65% of the rounds.
/// Its chance comes from its own seeded generator. For the classic rules only, as the bot is.
public struct TestinonmoAgent: Opponent {
  private var generator: SeededGenerator
  private var replay = BotReplay<Testinonmo>()

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "testinonmo" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    return rules.moves[replay.nextThrow(after: history, drawingFrom: &generator)]
  }
}
