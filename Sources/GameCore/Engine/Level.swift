/// How hard the computer plays.
///
/// ```swift
/// var game = Game(opponent: Level.hard.makeOpponent(seed: 7))
/// ```
public enum Level: String, CaseIterable, Sendable {
  /// Uniformly random throws: it cannot be beaten in the long run, and cannot win either.
  case easy
  /// One predictor: what the player usually throws after their last two moves (``MediumEngine``).
  case medium
  /// An ensemble of predictors with a safety net (``HardEngine``).
  case hard

  /// The name shown to the player.
  public var name: String {
    switch self {
    case .easy: "Easy"
    case .medium: "Medium"
    case .hard: "Hard"
    }
  }

  /// A fresh opponent of this level whose chance comes from `seed`.
  public func makeOpponent(seed: UInt64) -> any Opponent {
    makeOpponent(generator: SeededGenerator(seed: seed))
  }

  /// A fresh opponent of this level drawing on `generator`.
  public func makeOpponent(generator: SeededGenerator) -> any Opponent {
    switch self {
    case .easy: RandomOpponent(generator: generator)
    case .medium: MediumEngine(generator: generator)
    case .hard: HardEngine(generator: generator)
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
