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
  /// How each of the bot's rounds went for it: 0 a tie, 1 a win, 2 a loss.
  private var outcomes: [Int] = []
  private var runs = ZaiRunFollowers(longestRun: longestRun)
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
    outcomes.append((ownMove - otherMove + 3) % 3)
    runs.append(matchesBothPlayers ? ownMove * 3 + otherMove : ownMove)
    guard let index = match() else { return Array(repeating: nil, count: turns.count) }
    return turns.map { turn in SIMD3.certain((own[index] + turn[outcomes[index]]) % 3) }
  }

  /// The move that followed the latest earlier occurrence of the longest run ending the history.
  private func match() -> Int? {
    let count = own.count
    for length in stride(from: min(Self.longestRun, count), through: 1, by: -1) {
      if let found = runs.follower(ofRunOfLength: length), found > count - Self.memory {
        return found
      }
    }
    return nil
  }
}
