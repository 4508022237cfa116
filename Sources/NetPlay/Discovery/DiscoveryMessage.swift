/// The two datagrams of LAN discovery (docs/protocol.md, "Finding games on the LAN").
///
/// A query: "RPS?", version 1, a 16-byte random token. An answer: "RPS=", version 1, the same
/// token, the game's TCP port, whether the host is in a match, and its name. A searcher accepts
/// only answers that echo its token, so stray or forged datagrams without it are ignored.
public enum DiscoveryMessage {
  public static let queryMagic = Array("RPS?".utf8)
  public static let answerMagic = Array("RPS=".utf8)
  public static let version: UInt8 = 1
  public static let tokenLength = 16
  public static let queryLength = 4 + 1 + tokenLength

  public static func query(token: [UInt8]) -> [UInt8] {
    queryMagic + [version] + token
  }

  /// The token of a well-formed query, or nil.
  public static func token(ofQuery bytes: [UInt8]) -> [UInt8]? {
    guard bytes.count == queryLength, Array(bytes.prefix(4)) == queryMagic, bytes[4] == version else {
      return nil
    }
    return Array(bytes.suffix(tokenLength))
  }

  public static func answer(token: [UInt8], port: UInt16, busy: Bool, name: String) -> [UInt8] {
    let nameBytes = Array(name.utf8.prefix(Hello.maximumNameLength))
    return answerMagic + [version] + token + [UInt8(port >> 8), UInt8(port & 0xff), busy ? 1 : 0]
      + [UInt8(nameBytes.count)] + nameBytes
  }

  /// An answer to the query with `token`: the port, busy flag and name; nil for anything else.
  public static func parseAnswer(
    _ bytes: [UInt8], token: [UInt8]
  ) -> (port: UInt16, busy: Bool, name: String)? {
    let header = 4 + 1 + tokenLength + 2 + 1 + 1
    guard bytes.count >= header, Array(bytes.prefix(4)) == answerMagic, bytes[4] == version,
      Sodium.constantTimeEqual(Array(bytes[5..<5 + tokenLength]), token)
    else { return nil }
    let port = UInt16(bytes[21]) << 8 | UInt16(bytes[22])
    guard port != 0, bytes[23] <= 1 else { return nil }
    let length = Int(bytes[24])
    guard bytes.count == header + length, let name = try? Hello.validName(Array(bytes[header...])) else {
      return nil
    }
    return (port, bytes[23] == 1, name)
  }
}
