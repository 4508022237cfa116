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
  private let moveCount: Int
  private let decay: Double
  private let size: Int
  /// Counts of each counted symbol after each context, a row of `moveCount` a context; empty for
  /// a table that only remembers the latest follower.
  private var counts: [Double]
  /// The symbol that followed each context last time, or −1.
  private var followers: [Int8]
  /// The latest throws as a number in base `moveCount` (or `moveCount²` for rounds), however
  /// many there are yet, and how many rounds have gone into it.
  private var rolling = 0
  private var roundsSeen = 0
  /// The side's and the other side's last throws, −1 before the first round.
  private var ownLast = -1
  private var othersLast = -1
  /// The context of the round now open, or −1 while there are too few rounds to make it.
  private(set) var current: Int

  init(context: Context, counted: Counted = .move, moveCount: Int, decay: Double, keepsCounts: Bool) {
    self.context = context
    self.counted = counted
    self.moveCount = moveCount
    self.decay = decay
    size = Self.size(of: context, moveCount: moveCount)
    precondition(size <= 1 << 20, "a habit table of \(size) contexts")
    counts = keepsCounts ? Array(repeating: 0, count: size * moveCount) : []
    followers = Array(repeating: -1, count: size)
    switch context {
    case .nothing, .cyclePosition: current = 0
    default: current = -1
    }
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
  mutating func advance(own: Int, other: Int, circle: MoveCircle) {
    roundsSeen += 1
    ownLast = own
    othersLast = other
    switch context {
    case .nothing:
      break
    case .ownThrows(let length):
      rolling = (rolling * moveCount + own) % size
      current = roundsSeen >= length ? rolling : -1
    case .othersThrows(let length):
      rolling = (rolling * moveCount + other) % size
      current = roundsSeen >= length ? rolling : -1
    case .rounds(let length):
      rolling = ((rolling * moveCount + own) * moveCount + other) % size
      current = roundsSeen >= length ? rolling : -1
    case .result:
      current = (circle.payoff(of: own, against: other) + 3) % 3
    case .cyclePosition:
      current = roundsSeen % moveCount
    }
  }

  /// Notes that `move` followed the current context.
  mutating func record(_ move: Int) {
    guard current >= 0, let symbol = symbol(for: move) else { return }
    followers[current] = Int8(symbol)
    guard !counts.isEmpty else { return }
    let start = current * moveCount
    let (moveCount, decay) = (moveCount, decay)
    counts.withUnsafeMutableBufferPointer { counts in
      for position in start..<(start + moveCount) { counts[position] *= decay }
      counts[start + symbol] += 1
    }
  }

  /// The move the counts in the current context make likeliest (the earliest of tied ones), or
  /// nil when the context has not been seen or the table keeps no counts.
  func likeliest() -> Int? {
    guard current >= 0, !counts.isEmpty else { return nil }
    let start = current * moveCount
    var best = 0
    var bestCount = counts[start]
    for symbol in 1..<moveCount where counts[start + symbol] > bestCount {
      best = symbol
      bestCount = counts[start + symbol]
    }
    guard bestCount > 0 else { return nil }
    return move(for: best)
  }

  /// Whether the counts hold anything for the current context.
  var hasCounts: Bool {
    guard current >= 0, !counts.isEmpty else { return false }
    return counts[(current * moveCount)..<((current + 1) * moveCount)].contains { $0 > 0 }
  }

  /// The move that followed the current context last time, if it has been seen.
  func follower() -> Int? {
    guard current >= 0 else { return nil }
    let symbol = Int(followers[current])
    return symbol < 0 ? nil : move(for: symbol)
  }

  /// Adds `weight` times the chance of each move by the counts in the current context to
  /// `row[offset ..< offset + moveCount]`; false, adding nothing, when the context has not been
  /// seen or the table keeps no counts.
  func addChances(weight: Double, to row: inout [Double], offset: Int) -> Bool {
    guard current >= 0, !counts.isEmpty, let shift = move(for: 0) else { return false }
    let start = current * moveCount
    var total = 0.0
    for symbol in 0..<moveCount { total += counts[start + symbol] }
    guard total > 0 else { return false }
    // A symbol counted as a step from a throw names the move that many places round from it.
    var move = offset + shift
    for symbol in 0..<moveCount {
      row[move] += weight * counts[start + symbol] / total
      move = move + 1 == offset + moveCount ? offset : move + 1
    }
    return true
  }

  private func symbol(for move: Int) -> Int? {
    switch counted {
    case .move: move
    case .stepFromOwnLast: ownLast < 0 ? nil : (move - ownLast + moveCount) % moveCount
    case .stepFromOthersLast: othersLast < 0 ? nil : (move - othersLast + moveCount) % moveCount
    }
  }

  private func move(for symbol: Int) -> Int? {
    switch counted {
    case .move: symbol
    case .stepFromOwnLast: ownLast < 0 ? nil : (ownLast + symbol) % moveCount
    case .stepFromOthersLast: othersLast < 0 ? nil : (othersLast + symbol) % moveCount
    }
  }

  private static func power(_ base: Int, _ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { product, _ in product * base }
  }
}
