/// One of licatj's rpscontest bots played for real (``LicatjMind``): the rounds kept as it keeps
/// them, one mind, and its chance drawn from the generator it is given. What the agents of those
/// bots play by.
struct LicatjBot<Mind: LicatjMind>: Sendable {
  private var tables = LicatjTables()
  private var mind = Mind()
  /// Whether the bot learnt the latest round, and so plays its next by its strategies unless it
  /// panics.
  private var learnt = false

  /// Records a round: the bot's throw and the other player's.
  mutating func record(own: Int, other: Int, using generator: inout SeededGenerator) {
    let result = tables.append(own: own, other: other)
    learnt = !Mind.fallsBack(rounds: tables.rounds, net: tables.net)
    if learnt {
      tables.learn()
      mind.learn(
        other: other, result: result, shared: Mind.sharedGuesses(tables), tables: tables, using: &generator)
    }
  }

  /// The bot's next throw: at random in the first round, by its strategies, or by henny.
  mutating func nextThrow(using generator: inout SeededGenerator) -> Int {
    guard tables.rounds > 0 else { return Int(generator.next() % 3) }
    if learnt {
      // A panicking bot still chooses, and remembers its choice, before it throws by henny.
      let thrown = mind.choose(using: &generator)
      if !Mind.panics(losingStreak: tables.losingStreak), let thrown { return thrown }
    }
    let chances = tables.hennyChances
    var target = Double(generator.next() >> 11) * 0x1p-53
    for move in 0..<2 {
      target -= chances[move]
      if target < 0 { return move }
    }
    return 2
  }
}
