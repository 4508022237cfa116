/// One message of the protocol (docs/protocol.md has every byte).
public enum Message: Equatable, Sendable {
  case hello(Hello)
  /// A commitment to this side's throw in `round` (rounds count from 1).
  case commit(round: UInt32, commitment: Commitment)
  /// The throw and nonce that open this side's commitment for `round`.
  case reveal(round: UInt32, move: UInt8, nonce: [UInt8])
  /// The sender scored `round` and is ready for the next; its wins and the receiver's, to check.
  case next(round: UInt32, senderWins: UInt8, receiverWins: UInt8)
  /// The sender gives up the match during `round`.
  case resign(round: UInt32)
  case bye(Bye)
  case ping(token: UInt64)
  case pong(token: UInt64)

  /// The type byte that starts each message's frame.
  public enum Kind: UInt8, CaseIterable, Sendable {
    case hello = 0x01
    case commit = 0x02
    case reveal = 0x03
    case next = 0x04
    case resign = 0x05
    case bye = 0x06
    case ping = 0x07
    case pong = 0x08

    /// The case's name, as docs/protocol.md writes it ("hello", "commit", …).
    public var name: String { String(describing: self) }
  }

  public var kind: Kind {
    switch self {
    case .hello: .hello
    case .commit: .commit
    case .reveal: .reveal
    case .next: .next
    case .resign: .resign
    case .bye: .bye
    case .ping: .ping
    case .pong: .pong
    }
  }

  /// The frame body: the type byte, then the fields.
  public var body: [UInt8] {
    var writer = ByteWriter()
    writer.append(kind.rawValue)
    switch self {
    case .hello(let hello): hello.encode(into: &writer)
    case .commit(let round, let commitment):
      writer.append(round)
      writer.append(commitment.bytes)
    case .reveal(let round, let move, let nonce):
      writer.append(round)
      writer.append(move)
      writer.append(nonce)
    case .next(let round, let senderWins, let receiverWins):
      writer.append(round)
      writer.append(senderWins)
      writer.append(receiverWins)
    case .resign(let round): writer.append(round)
    case .bye(let bye): bye.encode(into: &writer)
    case .ping(let token), .pong(let token): writer.append(token)
    }
    return writer.bytes
  }

  /// The whole frame: length prefix and body.
  public var frame: [UInt8] { Frame.encode(body) }

  /// Reads a frame body from the peer.
  public init(body: [UInt8]) throws(WireError) {
    guard let type = body.first else { throw .empty }
    guard let kind = Kind(rawValue: type) else { throw .unknownType(type) }
    var reader = ByteReader(Array(body.dropFirst()), what: kind.name)
    switch kind {
    case .hello:
      self = .hello(try Hello(reading: &reader))
      return
    case .commit:
      self = .commit(
        round: try reader.uint32(), commitment: Commitment(bytes: try reader.bytes(Commitment.length)))
    case .reveal:
      self = .reveal(
        round: try reader.uint32(), move: try reader.byte(), nonce: try reader.bytes(Commitment.nonceLength))
    case .next:
      self = .next(round: try reader.uint32(), senderWins: try reader.byte(), receiverWins: try reader.byte())
    case .resign: self = .resign(round: try reader.uint32())
    case .bye:
      self = .bye(try Bye(reading: &reader))
      return
    case .ping: self = .ping(token: try reader.uint64())
    case .pong: self = .pong(token: try reader.uint64())
    }
    try reader.end()
  }
}
