/// The four readings zai_mix_history v3 mixes (``ZaiMixHistory``), each a guess at a move as if
/// the bot stood in the other player's shoes:
/// - the other player's latest move;
/// - what beats the bot's own latest move;
/// - the bot's moves that won in the round after the latest earlier occurrence of each run (one to
///   five rounds long) of both players' moves that ends the history;
/// - what beats the other player's moves that won there.
struct ZaiOpponentsShoes: Sendable {
  static let longestRun = 5

  private var own: [Int] = []
  private var other: [Int] = []
  private var runs = ZaiRunFollowers(longestRun: longestRun)

  /// Learns a round and gives the four readings for the next (a history reading is nil when no
  /// run it matched was followed by a win for its side).
  mutating func readings(own ownMove: Int, other otherMove: Int) -> [SIMD3<Double>?] {
    own.append(ownMove)
    other.append(otherMove)
    runs.append(ownMove * 3 + otherMove)
    var ownWins = SIMD3<Double>(repeating: 0)
    var otherWins = SIMD3<Double>(repeating: 0)
    for length in 1...min(Self.longestRun, own.count) {
      guard let index = runs.follower(ofRunOfLength: length) else { continue }
      switch (own[index] - other[index] + 3) % 3 {
      case 1: ownWins[own[index]] = 1
      case 2: otherWins[(other[index] + 1) % 3] = 1
      default: break
      }
    }
    return [
      SIMD3.certain(otherMove), SIMD3.certain((ownMove + 1) % 3),
      Self.normalized(ownWins),
      Self.normalized(otherWins),
    ]
  }

  private static func normalized(_ wins: SIMD3<Double>) -> SIMD3<Double>? {
    wins.sum() < 0.01 ? nil : wins / wins.sum()
  }
}
