/// A copy of a public bot whose throw follows from the rounds except where chance takes it
/// (``RPSFixXxer``, ``Testinonmo``), which ``DeterministicBotModel`` follows.
protocol DeterministicBot: ReplayableBot {
  /// The bot's next throw, or nil when chance takes it.
  var nextThrow: Int? { get }
}
