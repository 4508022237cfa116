/// How hard the computer plays.
///
/// The engines themselves are in the Opponents module (`Level.makeOpponent(seed:)`); the
/// level is here because matches and statistics record it.
public enum Level: String, CaseIterable, Sendable {
  /// Uniformly random throws: it cannot be beaten in the long run, and cannot win either.
  case easy
  /// One predictor: what the player usually throws after their last two moves.
  case medium
  /// Many predictors of both players' habits, a score for each way of answering them, and a
  /// safety net.
  case hard

  /// The name shown to the player.
  public var name: String {
    switch self {
    case .easy: "Easy"
    case .medium: "Medium"
    case .hard: "Hard"
    }
  }
}

extension Level: Codable {
  /// Saved as its identifier ("hard"). Histories of version 1 saved the name shown on screen
  /// ("Hard"), which reads as the same level.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let level = Level(rawValue: text.lowercased()) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "no level is called \"\(text)\"")
    }
    self = level
  }
}
