/// Finds where the end of a growing sequence of symbols happened before: for every length k up to
/// ``maximumLength``, the most recent earlier position where the last k symbols also ended.
///
/// One hash table maps each context, the last k symbols read as a number in base `alphabetSize`
/// (with k beside it), to the position where it last ended. Adding a symbol looks up and updates
/// one entry per length, and forgets the contexts that ended exactly ``memory`` symbols ago, so the
/// work per symbol and the memory stay bounded however long the sequence grows.
///
/// ```swift
/// var matcher = HistoryMatcher(alphabetSize: 3, maximumLength: 4, memory: 100)
/// for symbol in [0, 1, 2, 0, 1] { matcher.append(symbol) }
/// matcher.longestMatch(within: 100)  // (length: 2, end: 1): "0 1" ended at 1, followed by symbol 2
/// ```
struct HistoryMatcher: Sendable {
  let alphabetSize: Int
  let maximumLength: Int
  /// How many symbols back a match may start.
  let memory: Int
  private(set) var symbols: [UInt8] = []
  /// Key: the context's number shifted left 5 bits, with its length in the low bits.
  private var latestEnd: PositionTable
  /// After the latest append: for each length k, where the last k symbols ended before, or −1.
  private var earlierEnds: [Int]
  /// For each remembered position (a ring of `memory + 1`) and length, where the context of that
  /// length ending there had ended before, or −1: the runs before the latest, one step at a time.
  private var previousEnds: [Int32]

  init(alphabetSize: Int, maximumLength: Int, memory: Int) {
    // The context number must fit in the 59 bits above the length.
    var fitting = 0
    var power = 1.0
    while fitting < maximumLength && power * Double(alphabetSize) < 0x1p59 {
      power *= Double(alphabetSize)
      fitting += 1
    }
    precondition(alphabetSize <= 255 && fitting >= 1 && memory > 0)
    self.alphabetSize = alphabetSize
    self.maximumLength = fitting
    self.memory = memory
    // Each remembered position is the latest end of at most one context per length.
    latestEnd = PositionTable(capacity: fitting * (memory + 1))
    earlierEnds = Array(repeating: -1, count: fitting + 1)
    previousEnds = Array(repeating: -1, count: (memory + 1) * (fitting + 1))
  }

  /// Where the context of `length` symbols that ended at `end` had ended before that, within
  /// memory, or −1.
  func earlierEnd(before end: Int, length: Int) -> Int {
    guard end >= 0, length >= 1, length <= maximumLength, symbols.count - 1 - end <= memory else { return -1 }
    let before = Int(previousEnds[(end % (memory + 1)) * (maximumLength + 1) + length])
    return before >= 0 && symbols.count - 1 - before <= memory ? before : -1
  }

  /// The number of symbols appended so far.
  var count: Int { symbols.count }

  mutating func append(_ symbol: Int) {
    let position = symbols.count
    symbols.append(UInt8(symbol))
    var code: UInt64 = 0
    var place: UInt64 = 1
    for length in 1...maximumLength {
      guard position - length + 1 >= 0 else {
        earlierEnds[length] = -1
        continue
      }
      code += UInt64(symbols[position - length + 1]) * place
      place *= UInt64(alphabetSize)
      earlierEnds[length] = latestEnd.update(code << 5 | UInt64(length), to: position) ?? -1
    }
    let row = (position % (memory + 1)) * (maximumLength + 1)
    for length in 0...maximumLength { previousEnds[row + length] = Int32(earlierEnds[length]) }
    forget(endingAt: position - memory)
  }

  /// The longest context, at most `cap` symbols long, that ended before within the last `horizon`
  /// symbols, as its length and the position where it ended then (the symbol after it, at
  /// `end + 1`, is what came next).
  func longestMatch(within horizon: Int, upTo cap: Int = .max) -> (length: Int, end: Int)? {
    let earliest = symbols.count - 1 - horizon
    for length in stride(from: min(cap, maximumLength), through: 1, by: -1) {
      let end = earlierEnds[length]
      if end >= 0 && end >= earliest { return (length, end) }
    }
    return nil
  }

  /// Drops the contexts that last ended at `position`, unless they came again since.
  private mutating func forget(endingAt position: Int) {
    guard position >= 0 else { return }
    var code: UInt64 = 0
    var place: UInt64 = 1
    for length in 1...maximumLength where position - length + 1 >= 0 {
      code += UInt64(symbols[position - length + 1]) * place
      place *= UInt64(alphabetSize)
      latestEnd.remove(code << 5 | UInt64(length), ifAt: position)
    }
  }
}
