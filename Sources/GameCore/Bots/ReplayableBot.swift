/// A copy of a public bot that learns a round from its own side: its throw and the other
/// player's (``RPSFixXxer``, ``CTSMeta``).
protocol ReplayableBot: Sendable {
  init()
  mutating func record(own: Int, other: Int)
}
