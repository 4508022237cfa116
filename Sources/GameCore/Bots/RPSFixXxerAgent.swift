/// Plays as the rpscontest bot RPS_FixXxer does (TeleZ; see ``RPSFixXxer``): its leading
/// strategy's throw while its meta score is not negative, otherwise a random one. Its chance comes
/// from its own seeded generator. For the classic rules only, as the bot is.
public struct RPSFixXxerAgent: Opponent {
  private var generator: SeededGenerator
  private var replay = BotReplay<RPSFixXxer>()

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "RPS_FixXxer" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    return rules.moves[replay.nextThrow(after: history, drawingFrom: &generator)]
  }
}
