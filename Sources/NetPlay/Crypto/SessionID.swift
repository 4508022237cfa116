/// The 32 bytes that name one connection's match: BLAKE2b-256 of a label and both hellos'
/// nonces, host's first. Every commitment includes it, so a commitment from another match (or an
/// earlier connection to the same host) never verifies in this one.
public struct SessionID: Hashable, Sendable, CustomStringConvertible {
  /// The label hashed before the nonces (ASCII, 14 bytes).
  public static let label = Array("rps-session-v1".utf8)

  public let bytes: [UInt8]

  public init(hostNonce: [UInt8], guestNonce: [UInt8]) {
    bytes = Sodium.blake2b(SessionID.label + hostNonce + guestNonce)
  }

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Six digits both players can read to each other: the first four bytes, big-endian, modulo
  /// a million. Two windows that show the same digits are talking to each other.
  public var checkDigits: String {
    let number = bytes.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) } % 1_000_000
    let text = String(number)
    return String(repeating: "0", count: 6 - text.count) + text
  }

  public var description: String { Hex.string(bytes) }
}
