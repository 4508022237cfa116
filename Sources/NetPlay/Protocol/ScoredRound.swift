import GameCore

/// A round both sides revealed, scored by this side on its own.
public struct ScoredRound: Equatable, Sendable {
  public var number: UInt32
  /// This side's throw as `player`, the peer's as `computer`: GameCore's names for the two sides.
  public var round: Round
  /// The match after this round.
  public var match: Match

  public init(number: UInt32, round: Round, match: Match) {
    self.number = number
    self.round = round
    self.match = match
  }
}
