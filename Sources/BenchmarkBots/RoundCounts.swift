import GameCore

/// Counts kept round by round as a match goes on, for the counting bots: each update counts only
/// the rounds not counted yet, and a new match (a shorter history) or rules of another size start
/// them afresh.
struct RoundCounts {
  private(set) var counts: [Int] = []
  private var roundsSeen = 0

  /// Brings the counts up to `history`, `size` counts in all: round `index` adds one to count
  /// `slot(index)` (to none when nil).
  mutating func update(to history: [Round], size: Int, slot: (Int) -> Int?) {
    if history.count < roundsSeen || counts.count != size {
      counts = Array(repeating: 0, count: size)
      roundsSeen = 0
    }
    for index in roundsSeen..<history.count {
      if let slot = slot(index) { counts[slot] += 1 }
    }
    roundsSeen = history.count
  }
}
