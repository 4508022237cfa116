/// The other player's side played through: a bank of strategies they could play, each scored by
/// what it would have won them against the engine's throws, and for each scoring rule the move of
/// the strategy leading under it. That is what a player who keeps to what has been winning for
/// them throws next, and the strongest public engines choose their moves that way.
///
/// Strategies are built as the engine's own are (``StrategyScoreboard``): an anchor, the best
/// reply to a forecast of the engine's move, turned 0, 1, … places round the circle.
struct OpponentPlaythrough: Sendable {
  /// The strategies' anchors for the coming round, −1 where a forecast is missing. The ensemble
  /// sets them before ``forecast(circle:)``; one buffer serves the whole game.
  var anchors: [Int]
  private var scoreboard: StrategyScoreboard
  /// For each scoring rule, the other player's next move if they keep to the strategy leading
  /// under it, or −1 while none has an anchor.
  private(set) var forecasts: [Int]

  init(predictorCount: Int, moveCount: Int, scorings: [StrategyScoreboard.Scoring], metaDecay: Double) {
    anchors = Array(repeating: -1, count: predictorCount)
    scoreboard = StrategyScoreboard(
      predictorCount: predictorCount, moveCount: moveCount, scorings: scorings, metaDecay: metaDecay,
      metaTurns: 1)
    forecasts = Array(repeating: -1, count: scorings.count)
  }

  /// Scores every strategy on the round just played, as built from ``anchors`` before it: its
  /// payoff for the other player against the engine's move.
  mutating func record(engineMove: Int, circle: MoveCircle) {
    scoreboard.record(theirMove: engineMove, anchors: anchors, circle: circle)
  }

  /// Selects the leading strategy under each rule among those ``anchors`` now offer, and sets
  /// ``forecasts``.
  mutating func forecast(circle: MoveCircle) {
    scoreboard.select(anchors: anchors)
    for (rule, selection) in scoreboard.selections.enumerated() {
      forecasts[rule] =
        selection >= 0 ? circle.rotate(anchors[selection / circle.count], by: selection % circle.count) : -1
    }
  }
}
