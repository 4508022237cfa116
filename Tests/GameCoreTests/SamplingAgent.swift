@testable import GameCore

/// Throws as a sampling bot does: drawn with the chances the bot gives each throw.
struct SamplingAgent<Bot: SamplingBot>: Opponent {
  var bot: Bot
  var generator: SeededGenerator
  var roundsSeen = 0

  init(bot: Bot, seed: UInt64) {
    self.bot = bot
    generator = SeededGenerator(seed: seed)
  }

  var name: String { "sampling bot" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    for round in history[roundsSeen...] {
      bot.record(own: round.computer.rawValue, other: round.player.rawValue)
    }
    roundsSeen = history.count
    var target = Double(generator.next() >> 11) * 0x1p-53
    for move in 0..<2 {
      target -= bot.chances[move]
      if target < 0 { return rules.moves[move] }
    }
    return rules.moves[2]
  }
}
