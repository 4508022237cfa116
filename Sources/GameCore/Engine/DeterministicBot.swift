/// A copy of a public bot whose throw follows from the rounds except where chance takes it
/// (``RPSFixXxer``, ``Testinonmo``, ``CentrifugalBumblepuppyCopies``), which ``DeterministicBotModel``
/// follows.
protocol DeterministicBot: ReplayableBot {
  /// The bot's next throw, or nil when chance takes it.
  var nextThrow: Int? { get }

  /// While chance takes the bot's throw, a throw that costs nothing then and brings the bot back
  /// to throwing by its strategies soonest; nil for a bot that cannot be steered so.
  var steeringMove: Int? { get }

  /// Whether the copy can no longer follow the bot, so the model stops.
  var isLost: Bool { get }
}

extension DeterministicBot {
  var steeringMove: Int? { nil }

  var isLost: Bool { false }
}
