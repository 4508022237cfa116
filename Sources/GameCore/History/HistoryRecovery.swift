import Foundation

/// What can still be read of a history file that does not decode whole: every match record
/// whose JSON is complete and valid. A file cut off mid-write (a full disk, a machine that
/// stopped) or one bad record would otherwise cost every match the player ever played.
///
/// The file is walked byte by byte rather than parsed, since a parser gives up at the first
/// fault: at the top level the walk looks for `current` and the elements of `finished`, takes
/// each one's bytes as far as its brackets close, and decodes each on its own. Nesting is
/// counted, not recursed into, so no file can exhaust the stack.
struct HistoryRecovery {
  /// The matches read: the finished ones in the file's order (newest first) and the one in
  /// progress if its record could be read.
  private(set) var history = History()
  /// How many match records the file begins, read or not: the ones recovered, the invalid
  /// ones and the one a cut ended in.
  private(set) var recordsFound = 0

  /// How many matches were read.
  var recordsRecovered: Int { history.finished.count + (history.current == nil ? 0 : 1) }

  init(reading data: Data) {
    let bytes = [UInt8](data)
    var walk = Walk(bytes: bytes)
    walk.skipWhitespace()
    guard walk.take(UInt8(ascii: "{")) else { return }
    while let key = walk.nextKey() {
      if key == "finished", walk.take(UInt8(ascii: "[")) {
        readFinished(&walk)
      } else if key == "current", walk.peek == UInt8(ascii: "{") {
        recordsFound += 1
        if let record = decodeRecord(walk.skipValue()) { history.current = record }
      } else {
        walk.skipValue()
      }
      // The file ends inside the value: nothing after it to read.
      if walk.isAtEnd { break }
    }
  }

  private mutating func readFinished(_ walk: inout Walk) {
    while true {
      walk.skipWhitespace()
      if walk.isAtEnd || walk.take(UInt8(ascii: "]")) { return }
      if walk.take(UInt8(ascii: ",")) { continue }
      // A stray closing bracket: the array is broken past here.
      if walk.peek == UInt8(ascii: "}") { return }
      recordsFound += 1
      guard let bytes = walk.skipValue() else { return }
      if let record = decodeRecord(bytes) { history.finished.append(record) }
    }
  }

  /// The record in `bytes`; nil when they are not one whole, valid record.
  private func decodeRecord(_ bytes: ArraySlice<UInt8>?) -> MatchRecord? {
    guard let bytes else { return nil }
    return try? JSONDecoder.history.decode(MatchRecord.self, from: Data(bytes))
  }

  /// A position in the file's bytes and the few steps of JSON the recovery needs.
  private struct Walk {
    let bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index >= bytes.count }
    var peek: UInt8? { isAtEnd ? nil : bytes[index] }

    mutating func skipWhitespace() {
      while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// Steps over `byte` (after any whitespace) if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
      skipWhitespace()
      guard peek == byte else { return false }
      index += 1
      return true
    }

    /// The next key of the top-level object, with the walk after its colon; nil at the object's
    /// end, the file's end or anything that is not a key.
    mutating func nextKey() -> String? {
      _ = take(UInt8(ascii: ","))
      skipWhitespace()
      guard peek == UInt8(ascii: "\"") else { return nil }
      let start = index + 1
      guard skipString() else { return nil }
      let key = String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
      guard take(UInt8(ascii: ":")) else { return nil }
      skipWhitespace()
      return key
    }

    /// Steps over a string whose opening quote is next; false when the file ends inside it.
    mutating func skipString() -> Bool {
      index += 1
      while let byte = peek {
        index += 1
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          return true
        }
      }
      index = bytes.count
      return false
    }

    /// Steps over the value that is next and returns its bytes; nil when the file ends inside it.
    @discardableResult
    mutating func skipValue() -> ArraySlice<UInt8>? {
      skipWhitespace()
      let start = index
      var depth = 0
      while let byte = peek {
        switch byte {
        case UInt8(ascii: "\""):
          guard skipString() else { return nil }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          index += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          // A closing bracket with nothing open ends a scalar, or is the container's own end.
          guard depth > 0 else { return index > start ? bytes[start..<index] : nil }
          depth -= 1
          index += 1
        case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
          if depth == 0 { return index > start ? bytes[start..<index] : nil }
          index += 1
        default:
          index += 1
        }
        if depth == 0 && index > start && (byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")) {
          return bytes[start..<index]
        }
        if depth == 0 && byte == UInt8(ascii: "\"") { return bytes[start..<index] }
      }
      return nil
    }
  }
}
