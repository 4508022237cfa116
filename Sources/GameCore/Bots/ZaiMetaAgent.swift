/// Plays as one of zdg's meta-strategy bots does (`Copy`: ``ZaiAllMixMeta``,
/// ``ZaiGHPM7SwitchMeta`` or ``ZaiAllSwitchMetaCorrector``): it throws the move of the
/// meta-strategy it chooses, breaking its ties at random. Its chance comes from its own seeded
/// generator. For the classic rules only, as the bots are.
struct ZaiMetaAgent<Copy: ZaiMetaCopy>: Opponent {
  private var generator: SeededGenerator
  private var bot = Copy()
  private var recorded = 0

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  var name: String { "\(Copy.self)" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bots play rock, paper, scissors")
    if history.count < recorded {
      (bot, recorded) = (Copy(), 0)
    }
    // As an opponent it sees the rounds from its side: its throws are their `computer`.
    for round in history[recorded...] {
      bot.record(own: round.computer.rawValue, other: round.player.rawValue)
      // The bot broke its ties one way: keep that one.
      bot.keepBranch(at: Int(generator.next() % UInt64(bot.metas.branchCount)))
    }
    recorded = history.count
    guard bot.metas.branchCount > 0 else { return rules.moves[Int(generator.next() % 3)] }
    let tied = bot.metas.tiedMoves(inBranch: 0)
    return rules.moves[tied[Int(generator.next() % UInt64(tied.count))]]
  }
}
