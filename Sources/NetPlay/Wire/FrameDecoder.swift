/// Cuts the byte stream from the peer into frame bodies, however the bytes were split into
/// reads. Refuses a frame as soon as its length prefix is known to be out of bounds, so an
/// oversized frame costs two bytes of memory, not its announced size.
///
/// ```swift
/// var decoder = FrameDecoder()
/// decoder.append(bytesFromSocket)
/// while let body = try decoder.nextBody() { handle(try Message(body: body)) }
/// ```
public struct FrameDecoder: Sendable {
  private var buffer: [UInt8] = []
  private var start = 0

  public init() {}

  /// True while part of a frame has arrived and the rest has not: the transport's frame timer
  /// runs while this holds, so a peer dribbling bytes cannot hold the connection.
  public var hasPartialFrame: Bool { start < buffer.count }

  /// Bytes held: never more than one frame's worth beyond the last bytes appended.
  public var bufferedCount: Int { buffer.count - start }

  public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    buffer.append(contentsOf: bytes)
  }

  /// The next whole frame's body, or nil until more bytes arrive.
  public mutating func nextBody() throws(WireError) -> [UInt8]? {
    let available = buffer.count - start
    guard available >= 2 else {
      compact()
      return nil
    }
    let length = Int(buffer[start]) << 8 | Int(buffer[start + 1])
    guard length > 0 else { throw .empty }
    guard length <= Frame.maximumLength else { throw .oversized(length: length) }
    guard available >= 2 + length else {
      compact()
      return nil
    }
    let body = Array(buffer[start + 2..<start + 2 + length])
    start += 2 + length
    return body
  }

  /// Drops the bytes already handed out, so the buffer never holds more than one frame's worth.
  private mutating func compact() {
    guard start > 0 else { return }
    buffer.removeFirst(start)
    start = 0
  }
}
