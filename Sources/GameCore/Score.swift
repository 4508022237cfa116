/// Rounds won by each side, and draws.
public struct Score: Hashable, Codable, Sendable {
  public var player: Int
  public var computer: Int
  public var draws: Int

  public init(player: Int = 0, computer: Int = 0, draws: Int = 0) {
    self.player = player
    self.computer = computer
    self.draws = draws
  }

  /// The score after the given rounds.
  public init<Rounds: Sequence>(rounds: Rounds) where Rounds.Element == Round {
    self.init()
    for round in rounds { add(round.outcome) }
  }

  public mutating func add(_ outcome: Outcome) {
    switch outcome {
    case .win: player += 1
    case .loss: computer += 1
    case .draw: draws += 1
    }
  }
}
