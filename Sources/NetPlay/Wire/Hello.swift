import GameCore

/// The first message each side sends: who it is, which protocol versions it speaks, its fresh
/// random nonce for the session id and, from the host, the match's rules and length.
public struct Hello: Equatable, Sendable {
  /// "RPS!": a hello that does not start with it is not from this game.
  public static let magic: [UInt8] = Array("RPS!".utf8)
  public static let nonceLength = 32
  public static let maximumNameLength = 32

  public var minimumVersion: UInt8
  public var maximumVersion: UInt8
  public var nonce: [UInt8]
  /// The rules: 0 classic (rock, paper, scissors), 1 with Spock and lizard. The host's decide.
  public var rules: Rules
  /// Wins that end the match, 1 to 100. The host's decide.
  public var targetWins: Int
  /// The host's pairing code, 0 to 999999, shown while it waits; a guest sends 0.
  public var pairingCode: UInt32
  /// The player's name: 1 to 32 bytes of UTF-8 without control characters.
  public var name: String

  public init(
    minimumVersion: UInt8 = ProtocolVersion.minimum, maximumVersion: UInt8 = ProtocolVersion.maximum,
    nonce: [UInt8], rules: Rules = .classic, targetWins: Int = 3, pairingCode: UInt32 = 0, name: String
  ) {
    self.minimumVersion = minimumVersion
    self.maximumVersion = maximumVersion
    self.nonce = nonce
    self.rules = rules
    self.targetWins = targetWins
    self.pairingCode = pairingCode
    self.name = name
  }

  func encode(into writer: inout ByteWriter) {
    writer.append(Hello.magic)
    writer.append(minimumVersion)
    writer.append(maximumVersion)
    writer.append(nonce)
    writer.append(rules == .classic ? UInt8(0) : UInt8(1))
    writer.append(UInt8(clamping: targetWins))
    writer.append(pairingCode)
    let name = Array(name.utf8)
    writer.append(UInt8(clamping: name.count))
    writer.append(name)
  }

  init(reading reader: inout ByteReader) throws(WireError) {
    let magic = try reader.bytes(4)
    guard magic == Hello.magic else { throw .wrongMagic(magic) }
    minimumVersion = try reader.byte()
    maximumVersion = try reader.byte()
    guard minimumVersion <= maximumVersion else {
      throw .badField("a hello whose versions run backwards (\(minimumVersion) to \(maximumVersion))")
    }
    nonce = try reader.bytes(Hello.nonceLength)
    switch try reader.byte() {
    case 0: rules = .classic
    case 1: rules = .rockPaperScissorsSpockLizard
    case let other: throw .badField("a hello with unknown rules \(other)")
    }
    targetWins = Int(try reader.byte())
    guard (1...Match.maximumTargetWins).contains(targetWins) else {
      throw .badField("a hello asking for \(targetWins) wins; a match is won with 1 to 100")
    }
    pairingCode = try reader.uint32()
    guard pairingCode < 1_000_000 else { throw .badField("a pairing code above 999999 (\(pairingCode))") }
    let length = Int(try reader.byte())
    name = try Hello.validName(try reader.bytes(length))
    // Bytes after the name are left for later versions to add fields: this version ignores them,
    // so a newer peer's hello still reads well enough to agree on a version.
  }

  /// The name in `bytes`, if it is one a player may have: 1 to 32 bytes of UTF-8 with no control
  /// characters and no bidirectional overrides (which could make a name look like another).
  public static func validName(_ bytes: [UInt8]) throws(WireError) -> String {
    guard !bytes.isEmpty else { throw .badName("is empty") }
    guard bytes.count <= maximumNameLength else {
      throw .badName("is \(bytes.count) bytes long; the most is \(maximumNameLength)")
    }
    guard let name = String(validating: bytes, as: UTF8.self) else { throw .badName("is not valid UTF-8") }
    if let bad = name.unicodeScalars.first(where: Hello.isForbiddenInName) {
      throw .badName("holds the control character U+\(String(bad.value, radix: 16, uppercase: true))")
    }
    return name
  }

  static func isForbiddenInName(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }
}
