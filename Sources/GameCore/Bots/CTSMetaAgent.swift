/// Plays as the rpscontest bot cts-meta does (Sean; see ``CTSMeta``): a throw drawn with the
/// chances its context tree's forecast gives each. Its chance comes from its own seeded
/// generator. For the classic rules only, as the bot is.
public struct CTSMetaAgent: Opponent {
  private var generator: SeededGenerator
  private var bot = CTSMeta()
  private var recorded = 0

  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  public var name: String { "cts-meta" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    if history.count < recorded {
      bot = CTSMeta()
      recorded = 0
    }
    // As an opponent it sees the rounds from its side: its throws are their `computer`.
    for round in history[recorded...] {
      bot.record(own: round.computer.rawValue, other: round.player.rawValue)
    }
    recorded = history.count
    var target = Double(generator.next() >> 11) * 0x1p-53
    for move in 0..<2 {
      target -= bot.chances[move]
      if target < 0 { return rules.moves[move] }
    }
    return rules.moves[2]
  }
}
