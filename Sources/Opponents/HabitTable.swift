import GameCore

/// What one side threw after each context: counts that fade each time the context comes round
/// again, so that a habit the player has dropped soon stops counting, and the throw that followed
/// the context's latest occurrence.
///
/// A context is read from the rounds before a throw: nothing at all, the side's own last throws,
/// the other side's, whole rounds, or how the side's last round ended. What is counted is the
/// throw itself or its step round the circle from a throw before it, so that a person who
/// "moves up after losing" is caught whichever throw they lost with.
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
  /// Counts of each counted symbol after each context, a row of `moveCount` a context; empty for
  /// a table that only remembers the latest follower.
  private var counts: [Double]
  /// The symbol that followed each context last time, or −1.
  private var followers: [Int8]

  init(context: Context, counted: Counted = .move, moveCount: Int, decay: Double, keepsCounts: Bool) {
    self.context = context
    self.counted = counted
    self.moveCount = moveCount
    self.decay = decay
    let size = Self.size(of: context, moveCount: moveCount)
    counts = keepsCounts ? Array(repeating: 0, count: size * moveCount) : []
    followers = Array(repeating: -1, count: size)
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

  /// The context after the throws so far (`own` the side's, `others` the other side's, oldest
  /// first, as long as each other, the latest of `roundsPlayed`), or nil while there are too few
  /// throws to make it.
  func index(own: [Int], others: [Int], roundsPlayed: Int, circle: MoveCircle) -> Int? {
    let count = own.count
    switch context {
    case .nothing:
      return 0
    case .ownThrows(let length):
      guard count >= length else { return nil }
      return own[(count - length)...].reduce(0) { $0 * moveCount + $1 }
    case .othersThrows(let length):
      guard count >= length else { return nil }
      return others[(count - length)...].reduce(0) { $0 * moveCount + $1 }
    case .rounds(let length):
      guard count >= length else { return nil }
      var index = 0
      for position in (count - length)..<count {
        index = (index * moveCount + own[position]) * moveCount + others[position]
      }
      return index
    case .result:
      guard let mine = own.last, let theirs = others.last else { return nil }
      return (circle.payoff(of: mine, against: theirs) + 3) % 3
    case .cyclePosition:
      return roundsPlayed % moveCount
    }
  }

  /// Notes that `move` followed the context at `index`.
  mutating func record(_ move: Int, at index: Int, own: [Int], others: [Int]) {
    guard let symbol = symbol(for: move, own: own, others: others) else { return }
    followers[index] = Int8(symbol)
    guard !counts.isEmpty else { return }
    let start = index * moveCount
    for position in start..<(start + moveCount) { counts[position] *= decay }
    counts[start + symbol] += 1
  }

  /// The move the counts at `index` make likeliest (the earliest of tied ones), or nil when the
  /// context has not been seen or the table keeps no counts.
  func likeliest(at index: Int, own: [Int], others: [Int]) -> Int? {
    guard !counts.isEmpty else { return nil }
    let start = index * moveCount
    var best = 0
    var bestCount = counts[start]
    for symbol in 1..<moveCount where counts[start + symbol] > bestCount {
      best = symbol
      bestCount = counts[start + symbol]
    }
    guard bestCount > 0 else { return nil }
    return move(for: best, own: own, others: others)
  }

  /// The move that followed the context at `index` last time, if it has been seen.
  func follower(at index: Int, own: [Int], others: [Int]) -> Int? {
    let symbol = Int(followers[index])
    return symbol < 0 ? nil : move(for: symbol, own: own, others: others)
  }

  /// Adds `weight` times the chance of each move by the counts at `index` to
  /// `row[offset ..< offset + moveCount]`; false, adding nothing, when the context has not been
  /// seen or the table keeps no counts.
  func addChances(
    at index: Int, own: [Int], others: [Int], weight: Double, to row: inout [Double], offset: Int
  )
    -> Bool
  {
    guard !counts.isEmpty else { return false }
    let start = index * moveCount
    var total = 0.0
    for symbol in 0..<moveCount { total += counts[start + symbol] }
    guard total > 0 else { return false }
    for symbol in 0..<moveCount {
      guard let move = move(for: symbol, own: own, others: others) else { return false }
      row[offset + move] += weight * counts[start + symbol] / total
    }
    return true
  }

  private func symbol(for move: Int, own: [Int], others: [Int]) -> Int? {
    switch counted {
    case .move: move
    case .stepFromOwnLast: own.last.map { (move - $0 + moveCount) % moveCount }
    case .stepFromOthersLast: others.last.map { (move - $0 + moveCount) % moveCount }
    }
  }

  private func move(for symbol: Int, own: [Int], others: [Int]) -> Int? {
    switch counted {
    case .move: symbol
    case .stepFromOwnLast: own.last.map { ($0 + symbol) % moveCount }
    case .stepFromOthersLast: others.last.map { ($0 + symbol) % moveCount }
    }
  }

  private static func power(_ base: Int, _ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { product, _ in product * base }
  }
}
