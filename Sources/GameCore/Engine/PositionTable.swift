/// A hash map from non-zero 64-bit keys to positions in a sequence, with a fixed number of slots
/// chosen up front: open addressing, linear probing, multiplicative hashing, and deletion by
/// shifting back the entries after the hole (so no tombstones pile up).
///
/// Its slots are allocated once for the most entries it will ever hold, so a lookup costs the
/// same early in a game as late: the working set does not grow with the history.
struct PositionTable: Sendable {
  private struct Slot: Sendable {
    /// 0 marks an empty slot.
    var key: UInt64
    var position: Int32
  }

  private var slots: [Slot]
  private let mask: Int
  private let shift: UInt64
  private(set) var count = 0

  /// A table for at most `capacity` entries, kept at most half full.
  init(capacity: Int) {
    var bits: UInt64 = 4
    while 1 << bits < 2 * capacity { bits += 1 }
    slots = Array(repeating: Slot(key: 0, position: 0), count: 1 << bits)
    mask = (1 << bits) - 1
    shift = 64 - bits
  }

  /// Sets the position of `key` and returns the one it had before, if any.
  mutating func update(_ key: UInt64, to position: Int) -> Int? {
    precondition(key != 0, "0 marks an empty slot")
    var index = home(of: key)
    while slots[index].key != 0 {
      if slots[index].key == key {
        let previous = Int(slots[index].position)
        slots[index].position = Int32(position)
        return previous
      }
      index = (index + 1) & mask
    }
    precondition(2 * (count + 1) <= slots.count, "more entries than the table was made for")
    slots[index] = Slot(key: key, position: Int32(position))
    count += 1
    return nil
  }

  /// The position of `key`, if it is in the table.
  func position(of key: UInt64) -> Int? {
    index(of: key).map { Int(slots[$0].position) }
  }

  /// Removes `key` if its position is `position`.
  mutating func remove(_ key: UInt64, ifAt position: Int) {
    guard let found = index(of: key), slots[found].position == Int32(position) else { return }
    var hole = found
    var next = (hole + 1) & mask
    while slots[next].key != 0 {
      // An entry may move back into the hole unless its home lies after the hole (going round).
      let home = home(of: slots[next].key)
      if (next - home) & mask >= (next - hole) & mask {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = Slot(key: 0, position: 0)
    count -= 1
  }

  /// Empties the table, keeping its slots.
  mutating func removeAll() {
    for index in slots.indices { slots[index] = Slot(key: 0, position: 0) }
    count = 0
  }

  private func index(of key: UInt64) -> Int? {
    var index = home(of: key)
    while slots[index].key != 0 {
      if slots[index].key == key { return index }
      index = (index + 1) & mask
    }
    return nil
  }

  private func home(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }
}
