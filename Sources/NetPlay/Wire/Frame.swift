/// The framing: every message travels as a 2-byte big-endian length, then that many bytes, the
/// first of which is the message type.
public enum Frame {
  /// The largest body a peer may announce. The largest message (a bye with its longest text) is
  /// 203 bytes; anything above this cap is refused at its length prefix, before its body is read.
  public static let maximumLength = 256

  /// `body` with its length prefix.
  public static func encode(_ body: [UInt8]) -> [UInt8] {
    precondition(!body.isEmpty && body.count <= maximumLength, "a frame holds 1 to 256 bytes")
    return [UInt8(body.count >> 8), UInt8(body.count & 0xff)] + body
  }
}
