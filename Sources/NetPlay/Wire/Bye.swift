/// The last message of a connection: why it ends, and a line for the other player.
public struct Bye: Equatable, Sendable {
  public enum Reason: UInt8, Sendable, CaseIterable {
    /// The match is over; nothing more will be sent.
    case finished = 0
    /// The player left before the end.
    case leaving = 1
    /// The host is already in a game with someone else.
    case busy = 2
    /// No protocol version both sides speak.
    case version = 3
    /// The receiver broke the protocol; the text says how.
    case violation = 4
    /// The receiver did not answer in time.
    case timeout = 5
  }

  public static let maximumTextLength = 200

  public var reason: Reason
  /// At most 200 bytes of UTF-8; may be empty.
  public var text: String

  public init(_ reason: Reason, _ text: String = "") {
    self.reason = reason
    // Cut on a character boundary, so the text stays valid UTF-8 within the cap.
    var cut = text
    while cut.utf8.count > Bye.maximumTextLength { cut.removeLast() }
    self.text = cut
  }

  func encode(into writer: inout ByteWriter) {
    writer.append(reason.rawValue)
    let bytes = Array(text.utf8)
    writer.append(UInt8(bytes.count))
    writer.append(bytes)
  }

  init(reading reader: inout ByteReader) throws(WireError) {
    let code = try reader.byte()
    // An unknown reason from a newer peer still ends the connection: it reads as leaving.
    reason = Reason(rawValue: code) ?? .leaving
    let length = Int(try reader.byte())
    guard length <= Bye.maximumTextLength else {
      throw .badText("is \(length) bytes long; the most is \(Bye.maximumTextLength)")
    }
    guard let text = String(validating: try reader.bytes(length), as: UTF8.self) else {
      throw .badText("is not valid UTF-8")
    }
    // Shown to the player on one line: control characters become spaces.
    self.text = String(
      String.UnicodeScalarView(text.unicodeScalars.map { Hello.isForbiddenInName($0) ? " " : $0 }))
    try reader.end()
  }
}
