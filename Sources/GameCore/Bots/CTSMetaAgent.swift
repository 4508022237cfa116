/// Plays as the rpscontest bot cts-meta does (Sean; see ``CTSMeta``): a throw drawn with the
/// chances its context tree's forecast gives each. Its chance comes from its own seeded
/// generator. For the classic rules only, as the bot is.
public struct CTSMetaAgent: Opponent {
  private var generator: SeededGenerator
  private var replay = BotReplay<CTSMeta>()

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "cts-meta" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    replay.catchUp(with: history)
    var target = Double(generator.next() >> 11) * 0x1p-53
    for move in 0..<2 {
      target -= replay.bot.chances[move]
      if target < 0 { return rules.moves[move] }
    }
    return rules.moves[2]
  }
}
