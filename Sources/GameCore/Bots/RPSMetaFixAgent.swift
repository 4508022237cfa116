/// Plays as the rpscontest bot RPS_Meta_Fix does (TeleZ; see ``RPSMetaFix``): by its scores, from
/// starting guesses drawn afresh each match from its own seeded generator, as the bot draws them
/// each time it starts. For the classic rules only, as the bot is.
public struct RPSMetaFixAgent: Opponent {
  private var generator: SeededGenerator
  private var bot: RPSMetaFix
  private var recorded = 0

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    bot = Self.start(drawingFrom: &generator)
  }

  public var name: String { "RPS_Meta_Fix" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    if history.count < recorded {
      bot = Self.start(drawingFrom: &generator)
      recorded = 0
    }
    for round in history[recorded...] {
      bot.record(own: round.computer.rawValue, other: round.player.rawValue)
    }
    recorded = history.count
    return rules.moves[bot.nextThrow]
  }

  private static func start(drawingFrom generator: inout SeededGenerator) -> RPSMetaFix {
    RPSMetaFix(startingGuess: Int(generator.next() % 3), startingMetaGuess: Int(generator.next() % 3))
  }
}
