/// The nine readings zai_mix_history v1 and v2 mix (``ZaiMixHistory``): what followed the latest
/// earlier occurrence of the longest run (up to seven) of the bot's own moves (v1) or of both
/// players' moves (v2) that ends the history.
///
/// Each reading is the bot's move that followed the run, turned by how that round went for the bot
/// in one of nine ways.
struct ZaiHistoryMatch: Sendable {
  static let longestRun = 7
  /// Matches further back than this are ignored (the bots' `CUTOFF`).
  static let memory = 1000

  /// Whether runs of both players' moves are matched (v2) or of the bot's own (v1).
  let matchesBothPlayers: Bool
  private var own: [Int] = []
  private var other: [Int] = []
  /// How each of the bot's rounds went for it: 0 a tie, 1 a win, 2 a loss.
  private var outcomes: [Int] = []
  /// Where each run last ended: the index of the move that followed it.
  private var followers: [Int: Int] = [:]
  /// The nine readings' turns after a tie, a win and a loss.
  private let turns: [SIMD3<Int>]

  init(matchesBothPlayers: Bool) {
    self.matchesBothPlayers = matchesBothPlayers
    // i and j run over −1, 0, 1 as the bot writes them: 2, 0, 1 here.
    turns = [2, 0, 1].flatMap { i in [2, 0, 1].map { j in SIMD3(0, i, (i + j) % 3) } }
  }

  /// Learns a round and gives the nine readings for the next, or nine nils before any match.
  mutating func readings(own ownMove: Int, other otherMove: Int) -> [SIMD3<Double>?] {
    own.append(ownMove)
    other.append(otherMove)
    outcomes.append((ownMove - otherMove + 3) % 3)
    guard let index = match() else { return Array(repeating: nil, count: turns.count) }
    return turns.map { turn in
      var hand = SIMD3<Double>(repeating: 0)
      hand[(own[index] + turn[outcomes[index]]) % 3] = 1
      return hand
    }
  }

  /// Records where the runs ending one move back led, and finds the latest earlier occurrence of
  /// the longest run ending the history: the index of the move that followed it.
  private mutating func match() -> Int? {
    let count = own.count
    for order in 0..<min(Self.longestRun, count - 1) {
      followers[key(from: count - order - 2, to: count - 1)] = count - 1
    }
    for order in stride(from: min(Self.longestRun, count) - 1, through: 0, by: -1) {
      if let found = followers[key(from: count - order - 1, to: count)], found > count - Self.memory {
        return found
      }
    }
    return nil
  }

  /// A run of moves (the bot's, or both players') as a number, its length included.
  private func key(from start: Int, to end: Int) -> Int {
    var key = 1
    for index in start..<end {
      key = key * 10 + (matchesBothPlayers ? own[index] * 3 + other[index] : own[index]) + 1
    }
    return key
  }
}
