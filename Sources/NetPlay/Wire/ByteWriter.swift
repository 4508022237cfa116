/// Builds a message's bytes: fixed-width big-endian numbers and byte strings.
struct ByteWriter {
  private(set) var bytes: [UInt8] = []

  mutating func append(_ byte: UInt8) { bytes.append(byte) }
  mutating func append(_ more: [UInt8]) { bytes.append(contentsOf: more) }
  mutating func append(_ number: UInt32) { bytes.append(contentsOf: ByteWriter.bigEndian(number)) }
  mutating func append(_ number: UInt64) {
    bytes.append(contentsOf: (0..<8).reversed().map { UInt8(truncatingIfNeeded: number >> ($0 * 8)) })
  }

  static func bigEndian(_ number: UInt32) -> [UInt8] {
    [
      UInt8(number >> 24), UInt8(truncatingIfNeeded: number >> 16), UInt8(truncatingIfNeeded: number >> 8),
      UInt8(truncatingIfNeeded: number),
    ]
  }
}
