import BenchmarkBots
import GameCore

/// What `rps tournament` was asked for.
public struct TournamentOptions: Equatable, Sendable {
  public enum Format: String, CaseIterable, Sendable {
    case table
    case json
  }

  public var rounds = 1000
  public var seeds = 20
  public var levels = Level.allCases
  public var rules = Rules.classic
  public var format = Format.table

  public init() {}
}
