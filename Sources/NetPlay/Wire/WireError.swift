/// Bytes from the peer that are not a message of the protocol. Each description completes the
/// sentence "the peer …", so the line the player reads names what the peer did.
public enum WireError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A length prefix above ``Frame/maximumLength``.
  case oversized(length: Int)
  /// A length prefix of zero: a frame must hold at least its type.
  case empty
  case unknownType(UInt8)
  /// A message that ended before its last field.
  case truncated(String)
  case trailingBytes(String, count: Int)
  case wrongMagic([UInt8])
  case badName(String)
  case badText(String)
  case badField(String)

  public var description: String {
    switch self {
    case .oversized(let length):
      "sent a frame of \(length) bytes; the most is \(Frame.maximumLength)"
    case .empty: "sent an empty frame (length 0)"
    case .unknownType(let type): "sent a frame of unknown type 0x\(Hex.string([type]))"
    case .truncated(let what): "sent a \(what) message that is too short"
    case .trailingBytes(let what, let count): "sent a \(what) message with \(count) bytes too many"
    case .wrongMagic(let bytes): "sent a hello without the magic \"RPS!\" (got \(Hex.string(bytes)))"
    case .badName(let reason): "sent a name that \(reason)"
    case .badText(let reason): "sent a bye whose text \(reason)"
    case .badField(let reason): "sent \(reason)"
    }
  }
}
