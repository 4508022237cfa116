/// Bytes as lower-case hexadecimal, for logs, tests and the protocol document's examples.
public enum Hex {
  public static func string(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    var text = ""
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return text
  }

  /// The bytes of a hexadecimal string (spaces ignored), or nil if it is not one.
  public static func bytes(_ text: String) -> [UInt8]? {
    let digits = text.filter { !$0.isWhitespace }
    guard digits.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    var index = digits.startIndex
    while index < digits.endIndex {
      let next = digits.index(index, offsetBy: 2)
      guard let byte = UInt8(digits[index..<next], radix: 16) else { return nil }
      bytes.append(byte)
      index = next
    }
    return bytes
  }
}
