/// Keeps an agent's copy of a bot up to date with the match: the rounds it has not yet seen are
/// replayed into it, and a new match (a shorter history) starts it over.
struct BotReplay<Bot: RecordingBot>: Sendable {
  private(set) var bot: Bot
  private var recorded = 0

  init(bot: Bot) {
    self.bot = bot
  }

  /// Replays the rounds of `history` the bot has not seen, from its side: its throws are their
  /// `computer`. A new match starts over from the bot `start` makes.
  mutating func catchUp(with history: [Round], startingOver start: () -> Bot) {
    if history.count < recorded {
      bot = start()
      recorded = 0
    }
    for round in history[recorded...] {
      bot.record(own: round.computer.rawValue, other: round.player.rawValue)
    }
    recorded = history.count
  }
}

extension BotReplay where Bot: ReplayableBot {
  init() {
    self.init(bot: Bot())
  }

  /// Catches up with `history`, starting a new match over from a fresh bot.
  mutating func catchUp(with history: [Round]) {
    catchUp(with: history) { Bot() }
  }
}

extension BotReplay where Bot: DeterministicBot {
  /// Catches up with `history` and gives the bot's next throw: the one it names, else one drawn
  /// from `generator`. A throw is drawn every round, as the bots draw theirs, so which rounds
  /// chance takes does not change the draws of the others.
  mutating func nextThrow(after history: [Round], drawingFrom generator: inout SeededGenerator) -> Int {
    catchUp(with: history)
    let randomThrow = Int(generator.next() % 3)
    return bot.nextThrow ?? randomThrow
  }
}
