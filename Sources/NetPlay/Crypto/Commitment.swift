/// A commitment to one throw: BLAKE2b-256 keyed with a fresh 32-byte random nonce, over a label,
/// the session id, the round, the committing side's role and the move.
///
/// It binds (the side cannot later reveal another move: that would need a second nonce giving
/// the same hash) and hides (without the nonce, the 32 bytes say nothing about the move). The
/// session, round and role in the hash mean a commitment copied from the peer, from another
/// round or from another match never verifies.
///
/// ```swift
/// let nonce = Sodium.randomBytes(32)
/// let commitment = Commitment(session: id, round: 1, role: .host, move: .rock, nonce: nonce)
/// commitment.verifies(session: id, round: 1, role: .host, move: .rock, nonce: nonce)  // true
/// ```
public struct Commitment: Hashable, Sendable, CustomStringConvertible {
  /// The label hashed first (ASCII, 13 bytes).
  public static let label = Array("rps-commit-v1".utf8)
  public static let nonceLength = 32
  public static let length = 32

  public let bytes: [UInt8]

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  public init(session: SessionID, round: UInt32, role: Role, move: UInt8, nonce: [UInt8]) {
    precondition(nonce.count == Commitment.nonceLength, "a commitment nonce is 32 bytes")
    bytes = Sodium.blake2b(
      Commitment.message(session: session, round: round, role: role, move: move), key: nonce)
  }

  /// The bytes hashed: label ‖ session id ‖ round (4 bytes, big-endian) ‖ role ‖ move.
  public static func message(session: SessionID, round: UInt32, role: Role, move: UInt8) -> [UInt8] {
    label + session.bytes + ByteWriter.bigEndian(round) + [role.rawValue, move]
  }

  /// Whether `move` and `nonce` open this commitment.
  public func verifies(session: SessionID, round: UInt32, role: Role, move: UInt8, nonce: [UInt8]) -> Bool {
    guard nonce.count == Commitment.nonceLength else { return false }
    let expected = Commitment(session: session, round: round, role: role, move: move, nonce: nonce)
    return Sodium.constantTimeEqual(expected.bytes, bytes)
  }

  public var description: String { Hex.string(bytes) }
}
