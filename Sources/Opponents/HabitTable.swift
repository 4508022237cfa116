import GameCore

/// What one side threw after each context: counts that fade each time the context comes round
/// again, so that a habit the player has dropped soon stops counting, and the throw that followed
/// the context's latest occurrence.
///
/// A context is read from the rounds before a throw: nothing at all, the side's own last throws,
/// the other side's, whole rounds, how the side's last round ended, or the round's place in a
/// cycle. What is counted is the throw itself or its step round the circle from a throw before it,
/// so that a person who "moves up after losing" is caught whichever throw they lost with. The
/// table follows the context round by round itself (``advance(own:other:circle:)``), so that
/// reading it costs the same however long the game.
struct HabitTable: Sendable {
  enum Context: Hashable, Sendable {
    case nothing
    case ownThrows(Int)
    case othersThrows(Int)
    case rounds(Int)
    /// The side's result in the last round: a draw, a win or a loss.
    case result
    /// The round's place in a cycle as long as the circle of moves.
    case cyclePosition
  }

  enum Counted: Hashable, Sendable {
    case move
    case stepFromOwnLast
    case stepFromOthersLast
  }

  let context: Context
  let counted: Counted
  /// Whose throws the table counts.
  let side: Strategy.Side
  private let moveCount: Int
  private let decay: Double
  private let size: Int
  /// Where the table's counts start in the model's store of counts (a row of `moveCount` a
  /// context), or −1 for a table that only remembers the latest follower; where the followers
  /// (the symbol that followed each context last time, or −1) start in the store of followers.
  /// The tables keep no arrays of their own, so that reading one copies nothing.
  let countsStart: Int
  let followersStart: Int
  /// Every context but the result is a number that moves on each round as
  /// `(rolling × scale + own × ownWeight + other × otherWeight + step) mod size`, made once
  /// `length` rounds have been seen: one sum instead of a case for each kind.
  private let scale: Int
  private let ownWeight: Int
  private let otherWeight: Int
  private let step: Int
  private let length: Int
  /// What a counted symbol is a step from: 0 for nothing, 1 for the side's own last throw, 2
  /// for the other side's.
  private let reference: Int
  /// 2⁶⁴ / size rounded up, which turns a remainder by `size` into multiplications.
  private let remainderFactor: UInt64
  private var rolling = 0
  private var roundsSeen = 0
  /// The side's and the other side's last throws, −1 before the first round.
  private var ownLast = -1
  private var othersLast = -1
  /// The context of the round now open, or −1 while there are too few rounds to make it.
  private(set) var current: Int

  /// A table whose counts start at `countsStart` in the store of counts (nil for none) and whose
  /// followers start at `followersStart`; the stores hold a row for each of its contexts
  /// (``size(of:moveCount:)``).
  init(
    context: Context, counted: Counted = .move, side: Strategy.Side, moveCount: Int, decay: Double,
    countsStart: Int?, followersStart: Int
  ) {
    self.context = context
    self.counted = counted
    self.side = side
    self.moveCount = moveCount
    self.decay = decay
    size = Self.size(of: context, moveCount: moveCount)
    precondition(size <= 1 << 20, "a habit table of \(size) contexts")
    remainderFactor = UInt64.max / UInt64(size) &+ 1
    self.countsStart = countsStart ?? -1
    self.followersStart = followersStart
    (scale, ownWeight, otherWeight, step, length) =
      switch context {
      case .nothing, .result: (0, 0, 0, 0, 0)
      case .ownThrows(let length): (moveCount, 1, 0, 0, length)
      case .othersThrows(let length): (moveCount, 0, 1, 0, length)
      case .rounds(let length): (moveCount * moveCount, moveCount, 1, 0, length)
      case .cyclePosition: (1, 0, 0, 1, 0)
      }
    reference =
      switch counted {
      case .move: 0
      case .stepFromOwnLast: 1
      case .stepFromOthersLast: 2
      }
    current = length == 0 && context != .result ? 0 : -1
  }

  /// How many contexts there are of a kind.
  static func size(of context: Context, moveCount: Int) -> Int {
    switch context {
    case .nothing: 1
    case .ownThrows(let length), .othersThrows(let length): power(moveCount, length)
    case .rounds(let length): power(moveCount * moveCount, length)
    case .result: 3
    case .cyclePosition: moveCount
    }
  }

  /// Moves on past a round in which the side threw `own` and the other side `other`.
  @inline(__always)
  mutating func advance(own: Int, other: Int, circle: MoveCircle) {
    roundsSeen &+= 1
    ownLast = own
    othersLast = other
    if context == .result {
      let payoff = circle.payoff(of: own, against: other)
      current = payoff < 0 ? 2 : payoff
      return
    }
    let next = rolling &* scale &+ own &* ownWeight &+ other &* otherWeight &+ step
    // The remainder by a multiplication (Lemire, Kaser & Kurz, "Faster remainder by direct
    // computation", 2019), exact below 2³²: a division here, fifty times a round, was slow.
    rolling = Int((remainderFactor &* UInt64(next)).multipliedFullWidth(by: UInt64(size)).high)
    current = roundsSeen >= length ? rolling : -1
  }

  /// Moves on past a round as `twin`, a table of the same side and context that has already
  /// moved on past it, did: copying its place costs a third of working it out again.
  @inline(__always)
  mutating func follow(_ twin: HabitTable) {
    roundsSeen = twin.roundsSeen
    ownLast = twin.ownLast
    othersLast = twin.othersLast
    rolling = twin.rolling
    current = twin.current
  }

  /// Notes that `move` followed the current context.
  @inline(__always)
  func record(
    _ move: Int, counts: UnsafeMutableBufferPointer<Double>, followers: UnsafeMutableBufferPointer<Int8>
  ) {
    let base = reference == 0 ? 0 : (reference == 1 ? ownLast : othersLast)
    guard current >= 0, base >= 0 else { return }
    let symbol = move >= base ? move &- base : move &- base &+ moveCount
    followers[followersStart &+ current] = Int8(symbol)
    guard countsStart >= 0 else { return }
    let start = countsStart &+ current &* moveCount
    if moveCount == 3 {
      // Spelled out for the usual game, as in `read`.
      counts[start] *= decay
      counts[start &+ 1] *= decay
      counts[start &+ 2] *= decay
    } else {
      for position in start..<(start &+ moveCount) { counts[position] *= decay }
    }
    counts[start &+ symbol] += 1
  }

  /// The move the counts in the current context make likeliest (the earliest of tied ones), or
  /// −1 when the context has not been seen or the table keeps no counts; and their chances of
  /// each move, each `kept` and `even` added (smoothed), written to
  /// `row[offset ..< offset + moveCount]`.
  @inline(__always)
  func read(
    counts: UnsafeBufferPointer<Double>, into row: UnsafeMutableBufferPointer<Double>, offset: Int,
    kept: Double, even: Double
  ) -> Int {
    guard let shift = move(for: 0), countsStart >= 0 else { return -1 }
    let start = countsStart &+ current &* moveCount
    // Three moves, the usual game, spelled out: a loop of unknown length cost twice as much here,
    // where the engine reads a table dozens of times a round. The sums and comparisons are the
    // loop's, in its order, so that both give the same chances.
    if moveCount == 3 {
      let first = counts[start]
      let second = counts[start &+ 1]
      let third = counts[start &+ 2]
      var best = 0
      var bestCount = first
      if second > bestCount {
        best = 1
        bestCount = second
      }
      if third > bestCount {
        best = 2
        bestCount = third
      }
      guard bestCount > 0 else { return -1 }
      let weight = kept / (first + second + third)
      let next = shift == 2 ? 0 : shift &+ 1
      let last = next == 2 ? 0 : next &+ 1
      row[offset &+ shift] = weight * first + even
      row[offset &+ next] = weight * second + even
      row[offset &+ last] = weight * third + even
      return shift &+ best < 3 ? shift &+ best : shift &+ best &- 3
    }
    var best = 0
    var bestCount = counts[start]
    var total = bestCount
    for symbol in 1..<moveCount {
      let count = counts[start &+ symbol]
      total += count
      if count > bestCount {
        best = symbol
        bestCount = count
      }
    }
    guard bestCount > 0 else { return -1 }
    // A symbol counted as a step from a throw names the move that many places round from it.
    let weight = kept / total
    var move = shift
    for symbol in 0..<moveCount {
      row[offset &+ move] = weight * counts[start &+ symbol] + even
      move = move &+ 1 == moveCount ? 0 : move &+ 1
    }
    return shift &+ best < moveCount ? shift &+ best : shift &+ best &- moveCount
  }

  /// Whether the counts hold anything for the current context.
  func hasCounts(counts: UnsafeBufferPointer<Double>) -> Bool {
    guard current >= 0, countsStart >= 0 else { return false }
    let start = countsStart + current * moveCount
    return (start..<(start + moveCount)).contains { counts[$0] > 0 }
  }

  /// The move that followed the current context last time, if it has been seen.
  @inline(__always)
  func follower(followers: UnsafeBufferPointer<Int8>) -> Int? {
    guard current >= 0 else { return nil }
    let symbol = Int(followers[followersStart + current])
    return symbol < 0 ? nil : move(for: symbol)
  }

  /// Adds `weight` times the chance of each move by the counts in the current context to
  /// `row[0 ..< moveCount]`; false, adding nothing, when the context has not been seen or the
  /// table keeps no counts.
  @inline(__always)
  func addChances(
    weight: Double, counts: UnsafeBufferPointer<Double>, to row: UnsafeMutableBufferPointer<Double>
  ) -> Bool {
    guard let shift = move(for: 0), countsStart >= 0 else { return false }
    let start = countsStart + current * moveCount
    var total = 0.0
    for symbol in 0..<moveCount { total += counts[start + symbol] }
    guard total > 0 else { return false }
    var move = shift
    for symbol in 0..<moveCount {
      row[move] += weight * counts[start + symbol] / total
      move = move + 1 == moveCount ? 0 : move + 1
    }
    return true
  }

  /// The move a symbol names, or nil while the context has not been made or the throw it is a
  /// step from has not been seen.
  @inline(__always)
  private func move(for symbol: Int) -> Int? {
    let base = reference == 0 ? 0 : (reference == 1 ? ownLast : othersLast)
    guard current >= 0, base >= 0 else { return nil }
    return base &+ symbol < moveCount ? base &+ symbol : base &+ symbol &- moveCount
  }

  private static func power(_ base: Int, _ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { product, _ in product * base }
  }
}
