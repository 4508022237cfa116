/// One copy of the mind of one of licatj's rpscontest bots (``Scattershot``, ``McMetamanFixed``),
/// with draws of its own: what ``LicatjModel`` follows many of, and what their agents play by.
protocol LicatjMind: Sendable {
  init()

  /// Whether the bot throws by henny in its next round and learns nothing, after `rounds` rounds
  /// that leave it at `net`.
  static func fallsBack(rounds: Int, net: Int) -> Bool

  /// Whether the bot throws by henny in its next round though it learns as usual.
  static func panics(losingStreak: Int) -> Bool

  /// The strategies' guesses that follow from the rounds, once `tables` has learnt the latest.
  static func sharedGuesses(_ tables: LicatjTables) -> [Int]

  /// Learns a round the bot plays by its strategies: the other player's move and the bot's result.
  mutating func learn(
    other: Int, result: Int, shared: [Int], tables: LicatjTables, using generator: inout SeededGenerator)

  /// The chance of each of the bot's next throws, its ties broken evenly, if it does not panic.
  func chances(henny: SIMD3<Double>) -> SIMD3<Double>

  /// Settles the bot's choices from its throw (nil when it panicked, which says nothing of them).
  mutating func settle(thrown: Int?, henny: SIMD3<Double>, using generator: inout SeededGenerator)

  /// Chooses as the bot does, its ties at random. Returns its throw, or nil for henny.
  mutating func choose(using generator: inout SeededGenerator) -> Int?
}
