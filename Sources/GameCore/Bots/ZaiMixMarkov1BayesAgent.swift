/// Plays as the rpscontest bot zai_mix_markov1_bayes does (zdg; see ``ZaiMixMarkov1Bayes``): it
/// draws its seed, then throws the best reply to its mixture of wrapped guessers, choosing among
/// ties at random. Its chance comes from its own seeded generator. For the classic rules only, as
/// the bot is.
public struct ZaiMixMarkov1BayesAgent: Opponent {
  private var generator: SeededGenerator
  private var bot: ZaiMixMarkov1Bayes
  private var recorded = 0

  public init(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    bot = ZaiMixMarkov1Bayes(seed: Int(generator.next() % 3))
    self.generator = generator
  }

  public var name: String { "zai_mix_markov1_bayes" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    if history.count < recorded {
      bot = ZaiMixMarkov1Bayes(seed: Int(generator.next() % 3))
      recorded = 0
    }
    // As an opponent it sees the rounds from its side: its throws are their `computer`.
    for round in history[recorded...] {
      bot.record(own: round.computer.rawValue, other: round.player.rawValue)
    }
    recorded = history.count
    // Past some 35,000 rounds the bot's weights overflow and it has no choice left, as in Python.
    let choices = bot.choices.isEmpty ? [0, 1, 2] : bot.choices
    return rules.moves[choices[Int(generator.next() % UInt64(choices.count))]]
  }
}
