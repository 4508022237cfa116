import GameCore

/// What the hellos settled: who the peer is and the match both sides play.
public struct PeerInfo: Equatable, Sendable {
  public var name: String
  /// The peer's role (the other of ours).
  public var role: Role
  public var rules: Rules
  public var targetWins: Int
  /// The host's pairing code (0 when the host showed none).
  public var pairingCode: UInt32
  public var session: SessionID
  public var version: UInt8

  public init(
    name: String, role: Role, rules: Rules, targetWins: Int, pairingCode: UInt32, session: SessionID,
    version: UInt8
  ) {
    self.name = name
    self.role = role
    self.rules = rules
    self.targetWins = targetWins
    self.pairingCode = pairingCode
    self.session = session
    self.version = version
  }
}
