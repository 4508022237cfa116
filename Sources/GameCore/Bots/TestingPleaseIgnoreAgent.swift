/// Plays as the rpscontest bot Testing Please Ignore does (see ``TestingPleaseIgnore``): a random
/// hand in its first round, then the hand its counts favour. Its chance comes from its own seeded
/// generator. For the classic rules only, as the bot is.
public struct TestingPleaseIgnoreAgent: Opponent {
  private var generator: SeededGenerator
  private var replay = BotReplay<TestingPleaseIgnore>()

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "Testing Please Ignore" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    return rules.moves[replay.nextThrow(after: history, drawingFrom: &generator)]
  }
}
