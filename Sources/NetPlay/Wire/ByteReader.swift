/// Reads a message's fields in order. Running past the end is a ``WireError`` naming the
/// message, never a crash: the bytes come from the peer.
struct ByteReader {
  private let bytes: [UInt8]
  private var position = 0
  private let what: String

  init(_ bytes: [UInt8], what: String) {
    self.bytes = bytes
    self.what = what
  }

  var remaining: Int { bytes.count - position }

  mutating func byte() throws(WireError) -> UInt8 {
    guard position < bytes.count else { throw .truncated(what) }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func bytes(_ count: Int) throws(WireError) -> [UInt8] {
    guard count <= remaining else { throw .truncated(what) }
    defer { position += count }
    return Array(bytes[position..<position + count])
  }

  mutating func uint32() throws(WireError) -> UInt32 {
    try bytes(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
  }

  mutating func uint64() throws(WireError) -> UInt64 {
    try bytes(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  }

  /// Refuses bytes left over after the last field.
  func end() throws(WireError) {
    guard remaining == 0 else { throw .trailingBytes(what, count: remaining) }
  }
}
