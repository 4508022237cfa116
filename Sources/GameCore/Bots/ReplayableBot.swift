/// A copy of a public bot that learns a round from its own side: its throw and the other
/// player's (``RPSFixXxer``, ``CTSMeta``, ``RPSMetaFix``).
protocol RecordingBot: Sendable {
  mutating func record(own: Int, other: Int)
}

/// A copy of a public bot that starts every match the same way, with nothing drawn.
protocol ReplayableBot: RecordingBot {
  init()
}
