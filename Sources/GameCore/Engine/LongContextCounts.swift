/// How often each player threw each move after every run of rounds of a few lengths, and which of
/// those runs is the one just played: a variable-order Markov model that backs off from the longest
/// run that came before to shorter ones.
///
/// History matching follows the latest time a run came; this counts every time, so it forecasts a
/// player's usual sequel rather than their last one (the way the Kaggle bot "memory patterns"
/// reads its opponents).
///
/// ```swift
/// var counts = LongContextCounts(moveCount: 3, lengths: [2, 1], capacity: 100)
/// for (theirs, mine) in [(0, 0), (1, 1), (0, 0), (1, 1), (0, 0)] {
///   counts.append(theirs: theirs, mine: mine)
/// }
/// counts.longestRow  // the row of the run (1, 1), (0, 0): it came before, and (1, 1) followed
/// ```
struct LongContextCounts: Sendable {
  let moveCount: Int
  /// The run lengths counted, longest first.
  let lengths: [Int]
  /// How many runs it counts at most; past that it forgets them all and starts again, which keeps
  /// its memory bounded over endless play (a player's habits also change).
  let capacity: Int
  /// The latest rounds, as many as the longest run, each as one symbol: their move × moveCount +
  /// the engine's.
  private var rounds: [UInt8] = []
  /// Key: the run's symbols read as a number in base moveCount², shifted left 5 bits, with the
  /// length in the low bits; value: the run's row in ``weights``. Made once for `capacity` runs,
  /// so a game's first rounds cost the same as its later ones.
  private var rows: PositionTable
  /// Rows of 2 × moveCount counts: what the other player threw next, then what the engine threw.
  private(set) var weights: [Double] = []
  /// For each of ``lengths``, the key of the run that ends with the latest round and its row,
  /// or −1 while it has not come before.
  private var latestKeys: [UInt64?]
  private var latestRows: [Int]

  init(moveCount: Int, lengths: [Int], capacity: Int) {
    // A run's number must fit in the 59 bits above its length.
    var longestFitting = 0
    var power = 1.0
    while power * Double(moveCount * moveCount) < 0x1p59 {
      power *= Double(moveCount * moveCount)
      longestFitting += 1
    }
    precondition(moveCount * moveCount <= 255 && capacity > 0)
    precondition(!lengths.isEmpty && lengths.allSatisfy { $0 >= 1 && $0 < 32 && $0 <= longestFitting })
    self.moveCount = moveCount
    self.lengths = lengths.sorted(by: >)
    self.capacity = capacity
    rows = PositionTable(capacity: capacity)
    weights.reserveCapacity(capacity * 2 * moveCount)
    latestKeys = Array(repeating: nil, count: lengths.count)
    latestRows = Array(repeating: -1, count: lengths.count)
  }

  /// Where the counts after the longest run just played that came before start in ``weights``
  /// (the other player's, then `moveCount` further on the engine's), or −1 if none did.
  var longestRow: Int { latestRows.first { $0 >= 0 } ?? -1 }

  mutating func append(theirs: Int, mine: Int) {
    if rows.count + lengths.count > capacity {
      rows.removeAll()
      weights.removeAll(keepingCapacity: true)
      latestRows = Array(repeating: -1, count: lengths.count)
    }
    // The runs that ended with the round before are followed by this one.
    for index in lengths.indices {
      guard let key = latestKeys[index] else { continue }
      let row = latestRows[index] >= 0 ? latestRows[index] : addRow(key)
      weights[row + theirs] += 1
      weights[row + moveCount + mine] += 1
    }
    rounds.append(UInt8(theirs * moveCount + mine))
    if rounds.count > lengths[0] { rounds.removeFirst() }
    findLatestRuns()
  }

  private mutating func addRow(_ key: UInt64) -> Int {
    let row = weights.count
    weights.append(contentsOf: repeatElement(0, count: 2 * moveCount))
    _ = rows.update(key, to: row)
    return row
  }

  /// The runs of each length ending with the latest round, and their rows if they came before.
  private mutating func findLatestRuns() {
    let base = UInt64(moveCount * moveCount)
    var code: UInt64 = 0
    var place: UInt64 = 1
    var length = 0
    // Lengths are longest first: walk them from the back, growing the run one round at a time.
    for index in lengths.indices.reversed() {
      let wanted = lengths[index]
      guard wanted <= rounds.count else {
        latestKeys[index] = nil
        latestRows[index] = -1
        continue
      }
      while length < wanted {
        length += 1
        code += UInt64(rounds[rounds.count - length]) * place
        place *= base
      }
      let key = code << 5 | UInt64(wanted)
      latestKeys[index] = key
      latestRows[index] = rows.position(of: key) ?? -1
    }
  }
}
