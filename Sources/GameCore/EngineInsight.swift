/// What an engine made of a round already played: how likely it thought each of the player's moves
/// was before the round, and the strategy that chose its throw. For a later "insight" view.
public struct EngineInsight: Hashable, Codable, Sendable {
  /// The round described; it was finished before the insight existed.
  public let round: Round
  /// For each move of the rules, the chance the engine gave it of being the player's throw in
  /// ``round``. The values sum to 1.
  public let predicted: [Move: Double]
  /// The strategy in charge of the engine's throw.
  public let strategy: Strategy
  /// How far the engine's forecasts had been coming true before ``round``, from 0 (no better
  /// than chance lately) to 1 (all of them lately).
  public let confidence: Double

  public init(round: Round, predicted: [Move: Double], strategy: Strategy, confidence: Double = 1) {
    self.round = round
    self.predicted = predicted
    self.strategy = strategy
    self.confidence = min(1, max(0, confidence))
  }

  /// Whether the insight can stand for round `round` of a match by `rules`: it describes that
  /// round, and its forecast gives each move of the rules a chance between 0 and 1 (an insight
  /// read back from a file is checked before it is believed).
  public func describes(_ round: Round, rules: Rules) -> Bool {
    self.round == round && Set(predicted.keys).isSubset(of: Set(rules.moves))
      && predicted.values.allSatisfy { $0.isFinite && (0...1).contains($0) } && strategy.isSound
  }

  /// `insights` kept of `match`'s rounds, one per round, each believed only where it describes
  /// its round (nil elsewhere, and for rounds without one).
  public static func believed(_ insights: [EngineInsight?], of match: Match) -> [EngineInsight?] {
    match.rounds.indices.map { index in
      guard index < insights.count, let insight = insights[index],
        insight.describes(match.rounds[index], rules: match.rules)
      else { return nil }
      return insight
    }
  }

  /// The player's move the engine thought likeliest.
  public var likeliest: Move? {
    predicted.max { $0.value < $1.value || ($0.value == $1.value && $0.key.rawValue > $1.key.rawValue) }?.key
  }

  /// ``predicted`` as far as the engine's record bears it out: a strategy that reads one earlier
  /// run is certain of its move, but a player shown "100%" by an engine that has been right one
  /// time in three is misled. The forecast is mixed with even chances by how far ``confidence``
  /// falls short, keeping at least a fifth of the lean so that the habit the engine acted on
  /// still shows. The values sum to 1.
  public var forecast: [Move: Double] {
    let kept = 0.2 + 0.8 * confidence
    let even = 1 / Double(max(1, predicted.count))
    return predicted.mapValues { kept * $0 + (1 - kept) * even }
  }
}
