/// One of the simple agents that ilialar's Kaggle multi-armed bandit chooses among
/// (``MultiArmedBandit``), from the bandit's side of the table: "own" throws are the bandit's,
/// "other" throws its opponent's. Each gives the chance of each of its next throws; an agent that
/// would throw at random (before it has rounds enough to read) gives even chances.
///
/// The tables repeat the script's arithmetic step for step, fading each count towards its start
/// of 0.1 as `(count - 0.1) / decay + 0.1`, so that its `np.argmax` ties and near-ties fall the
/// same way.
struct BanditAgent: Sendable {
  enum Kind: Sendable, Equatable {
    /// The other player's latest throw turned by `shift` (1 beats it).
    case mirror(shift: Int)
    /// The agent's own latest throw turned by `shift`.
    case ownShift(shift: Int)
    /// What beats the other player's most frequent throw.
    case popularBeater
    /// What the agent's own most frequent throw beats.
    case antiPopularBeater
    /// Counts of what followed each throw of one player (the other player's, or with `ownThrows`
    /// the agent's own), faded by `decay`; the likeliest next throw (or one drawn by the counts,
    /// `sampled`) is beaten, or for its own throws the answer to it is beaten.
    case transitionMatrix(sampled: Bool, ownThrows: Bool, decay: Double)
    /// The same after the latest round's pair of throws.
    case transitionTensor(sampled: Bool, ownThrows: Bool, decay: Double)
    /// The same after the latest three throws of one player, counted over every earlier run of
    /// three; at random while that run has not been seen.
    case patternMatching(sampled: Bool, ownThrows: Bool, decay: Double)
  }

  private static let start = 0.1
  /// The throws kept of each player: a matcher's run of three and the throw after it.
  private static let kept = 4

  let kind: Kind
  /// A transition matrix (9 counts), a tensor (27), or a pattern matcher's counts after each run
  /// of three throws (27 runs × 3), each starting at 0.1.
  private var table: [Double]
  private var ownCounts = SIMD3<Double>(repeating: 0)
  private var otherCounts = SIMD3<Double>(repeating: 0)
  private var rounds = 0
  /// Each player's latest throws, oldest first (at most ``kept``).
  private var own: [Int] = []
  private var other: [Int] = []

  init(_ kind: Kind) {
    self.kind = kind
    let size =
      switch kind {
      case .transitionMatrix: 9
      case .transitionTensor: 27
      case .patternMatching: 81
      default: 0
      }
    table = Array(repeating: Self.start, count: size)
  }

  /// Learns a round: the agent's throw and the other player's.
  mutating func record(own ownMove: Int, other otherMove: Int) {
    rounds += 1
    own.append(ownMove)
    other.append(otherMove)
    if own.count > Self.kept {
      own.removeFirst()
      other.removeFirst()
    }
    ownCounts[ownMove] += 1
    otherCounts[otherMove] += 1
    let latest = own.count - 1
    switch kind {
    case .transitionMatrix(_, let ownThrows, let decay) where rounds >= 2:
      let moves = ownThrows ? own : other
      fade(decay)
      table[moves[latest - 1] * 3 + moves[latest]] += 1
    case .transitionTensor(_, let ownThrows, let decay) where rounds >= 2:
      let (first, second) = ownThrows ? (own, other) : (other, own)
      fade(decay)
      table[(first[latest - 1] * 3 + second[latest - 1]) * 3 + first[latest]] += 1
    case .patternMatching(_, let ownThrows, let decay) where rounds > 3:
      let moves = ownThrows ? own : other
      fade(decay)
      table[Self.run(moves, endingAt: latest) * 3 + moves[latest]] += 1
    default: break
    }
  }

  /// The chance of each of the agent's next throws.
  var chances: SIMD3<Double> {
    guard rounds > 0 else { return Self.even }
    let latest = own.count - 1
    switch kind {
    case .mirror(let shift): return SIMD3.certain((other[latest] + shift) % 3)
    case .ownShift(let shift): return SIMD3.certain((own[latest] + shift) % 3)
    case .popularBeater: return SIMD3.certain((Self.firstLargest(otherCounts) + 1) % 3)
    case .antiPopularBeater: return SIMD3.certain((Self.firstLargest(ownCounts) + 2) % 3)
    case .transitionMatrix(let sampled, let ownThrows, _):
      let latestThrow = (ownThrows ? own : other)[latest]
      return Self.answer(row(at: latestThrow * 3), sampled: sampled, ownThrows: ownThrows)
    case .transitionTensor(let sampled, let ownThrows, _):
      let (first, second) = ownThrows ? (own, other) : (other, own)
      return Self.answer(
        row(at: (first[latest] * 3 + second[latest]) * 3), sampled: sampled, ownThrows: ownThrows)
    case .patternMatching(let sampled, let ownThrows, _):
      guard rounds > 3 else { return Self.even }
      let counts = row(at: Self.run(ownThrows ? own : other, endingAt: latest + 1) * 3)
      // No earlier run matched: the script throws at random.
      guard counts.max() != Self.start else { return Self.even }
      return Self.answer(counts, sampled: sampled, ownThrows: ownThrows)
    }
  }

  private func row(at index: Int) -> SIMD3<Double> { SIMD3(table[index], table[index + 1], table[index + 2]) }

  private mutating func fade(_ decay: Double) {
    for index in table.indices { table[index] = (table[index] - Self.start) / decay + Self.start }
  }

  /// The run of three throws ending before `end`, as a base-3 number (the scripts' matchers read
  /// runs of three; the table holds 27 of them).
  private static func run(_ moves: [Int], endingAt end: Int) -> Int {
    moves[end - 3] * 9 + moves[end - 2] * 3 + moves[end - 1]
  }

  /// The agent's throw from its counts of the next throw: the likeliest (or drawn by the counts)
  /// is beaten; for the agent's own throws, what beats it is beaten.
  private static func answer(_ counts: SIMD3<Double>, sampled: Bool, ownThrows: Bool) -> SIMD3<Double> {
    let turn = ownThrows ? 2 : 1
    let forecast = sampled ? counts / counts.sum() : SIMD3.certain(firstLargest(counts))
    return SIMD3((0..<3).map { forecast[($0 - turn + 3) % 3] })
  }

  private static let even = SIMD3<Double>(repeating: 1.0 / 3)

  /// numpy's argmax: the first of the largest.
  private static func firstLargest(_ values: SIMD3<Double>) -> Int {
    var best = 0
    for index in 1..<3 where values[index] > values[best] { best = index }
    return best
  }
}
