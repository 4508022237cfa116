import GameCore

/// What `rps engine` was asked for.
public struct EngineOptions: Equatable, Sendable {
  public var level = Level.hard
  /// Nil draws the engine's seed from the system.
  public var seed: UInt64?
  public var rules = Rules.classic

  public init() {}
}
