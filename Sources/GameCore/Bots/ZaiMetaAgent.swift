/// Plays as one of zdg's meta-strategy bots does (`Copy`: ``ZaiAllMixMeta`` or
/// ``ZaiGHPM7SwitchMeta``): it throws the move of its best-scoring meta-strategy, breaking its
/// ties at random. Its chance comes from its own seeded generator. For the classic rules only, as
/// the bots are.
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
      bot.keepBranch(at: Int(generator.next() % UInt64(bot.metas.branches.count)))
    }
    recorded = history.count
    guard let branch = bot.metas.branches.first else { return rules.moves[Int(generator.next() % 3)] }
    let tied = branch.tiedMoves
    return rules.moves[tied[Int(generator.next() % UInt64(tied.count))]]
  }
}
