/// What an engine made of a round already played: how likely it thought each of the player's moves
/// was before the round, and the strategy that chose its throw. For a later "insight" view.
public struct EngineInsight: Hashable, Sendable {
  /// The round described; it was finished before the insight existed.
  public let round: Round
  /// For each move of the rules, the chance the engine gave it of being the player's throw in
  /// ``round``. The values sum to 1.
  public let predicted: [Move: Double]
  /// The strategy in charge of the engine's throw, in words.
  public let strategy: String

  public init(round: Round, predicted: [Move: Double], strategy: String) {
    self.round = round
    self.predicted = predicted
    self.strategy = strategy
  }

  /// The player's move the engine thought likeliest.
  public var likeliest: Move? {
    predicted.max { $0.value < $1.value || ($0.value == $1.value && $0.key.rawValue > $1.key.rawValue) }?.key
  }
}
