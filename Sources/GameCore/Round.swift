/// One round: both throws and how it ended for the player.
public struct Round: Hashable, Codable, Sendable {
  public let player: Move
  public let computer: Move
  public let outcome: Outcome

  public init(player: Move, computer: Move, rules: Rules) {
    self.player = player
    self.computer = computer
    self.outcome = rules.outcome(of: player, against: computer)
  }
}
