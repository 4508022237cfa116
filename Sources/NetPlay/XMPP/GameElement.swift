import Foundation

/// The XMPP binding of the v1 frames: each frame travels whole, length prefix included, as the
/// base64 text of one `<frame xmlns='urn:x-rps:game:1' match='ID'/>` element in a message
/// stanza (docs/protocol.md, "Through an XMPP server"). Pure: no connection, testable alone.
///
/// ```swift
/// let text = GameElement.text(for: .ping(token: 1))        // "AAkHAAAAAAAAAAE="
/// let body = try GameElement.body(fromText: text)          // [0x07, 0, 0, 0, 0, 0, 0, 0, 1]
/// ```
public enum GameElement {
  /// The game's namespace: the frame element's, and the feature its clients advertise.
  public static let namespace = "urn:x-rps:game:1"
  public static let name = "frame"
  /// The base64 of the longest frame (2 + 256 bytes). A longer text is refused unread.
  public static let maximumTextLength = (2 + Frame.maximumLength + 2) / 3 * 4
  /// A match id: 16 random bytes in lower-case hexadecimal, chosen by the side that invites.
  public static let matchIDLength = 32

  /// The element's text for `message`.
  public static func text(for message: Message) -> String {
    Data(message.frame).base64EncodedString()
  }

  /// The one frame body in an element's text. Whitespace is allowed (XML may wrap text);
  /// anything but exactly one whole frame is an error, in the words of the TCP binding where
  /// they apply (a length prefix of 65535 reads as on a socket).
  public static func body(fromText text: String) throws(WireError) -> [UInt8] {
    let characters = text.utf8.filter { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0a || $0 == 0x0d) }
    guard characters.count <= maximumTextLength else {
      throw .badField("a game element of \(characters.count) characters; the most is \(maximumTextLength)")
    }
    guard let data = Data(base64Encoded: Data(characters)) else {
      throw .badField("a game element that is not base64")
    }
    var decoder = FrameDecoder()
    decoder.append(data)
    guard let body = try decoder.nextBody() else {
      throw .badField("a game element holding \(data.count) bytes, less than one whole frame")
    }
    guard decoder.bufferedCount == 0 else {
      throw .badField("a game element with \(decoder.bufferedCount) bytes after its frame")
    }
    return body
  }

  /// Whether `text` can be a match id: 1 to 64 characters of letters, digits, `-` and `_` (the
  /// game makes 32 hexadecimal ones; a peer's are accepted in this wider shape).
  public static func isMatchID(_ text: String) -> Bool {
    (1...64).contains(text.utf8.count)
      && text.utf8.allSatisfy { byte in
        (0x30...0x39).contains(byte) || (0x41...0x5a).contains(byte) || (0x61...0x7a).contains(byte)
          || byte == 0x2d || byte == 0x5f
      }
  }
}
