/// Plays as the rpscontest bot RPS_Meta_Fix does (TeleZ; see ``RPSMetaFix``): by its scores, from
/// starting guesses drawn afresh each match from its own seeded generator, as the bot draws them
/// each time it starts. For the classic rules only, as the bot is.
public struct RPSMetaFixAgent: Opponent {
  private var generator: SeededGenerator
  private var replay: BotReplay<RPSMetaFix>

  public init(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    replay = BotReplay(bot: Self.start(drawingFrom: &generator))
    self.generator = generator
  }

  public var name: String { "RPS_Meta_Fix" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    // Drawn from a local copy: the replay is being changed while the closure draws.
    var generator = generator
    replay.catchUp(with: history) { Self.start(drawingFrom: &generator) }
    self.generator = generator
    return rules.moves[replay.bot.nextThrow]
  }

  private static func start(drawingFrom generator: inout SeededGenerator) -> RPSMetaFix {
    RPSMetaFix(startingGuess: Int(generator.next() % 3), startingMetaGuess: Int(generator.next() % 3))
  }
}
