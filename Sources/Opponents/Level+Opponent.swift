import GameCore

extension Level {
  /// A fresh opponent of this level whose chance comes from `seed`.
  ///
  /// ```swift
  /// var game = Game(opponent: Level.hard.makeOpponent(seed: 7))
  /// ```
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
