/// Plays as the rpscontest bot RPS_Meta_Fix does (TeleZ; see ``RPSMetaFix``): by its scores, from
/// starting guesses drawn from its own seeded generator. For the classic rules only, as the bot is.
public struct RPSMetaFixAgent: Opponent {
  private let start: RPSMetaFix
  private var bot: RPSMetaFix
  private var recorded = 0

  public init(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    start = RPSMetaFix(
      startingGuess: Int(generator.next() % 3), startingMetaGuess: Int(generator.next() % 3))
    bot = start
  }

  public var name: String { "RPS_Meta_Fix" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    if history.count < recorded {
      bot = start
      recorded = 0
    }
    for round in history[recorded...] {
      bot.record(own: round.computer.rawValue, other: round.player.rawValue)
    }
    recorded = history.count
    return rules.moves[bot.nextThrow]
  }
}
