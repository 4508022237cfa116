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
  /// Where each run of both players' moves last ended: the index of the round that followed it.
  private var followers: [Int: Int] = [:]

  /// Learns a round and gives the four readings for the next (a history reading is nil when no
  /// run it matched was followed by a win for its side).
  mutating func readings(own ownMove: Int, other otherMove: Int) -> [SIMD3<Double>?] {
    own.append(ownMove)
    other.append(otherMove)
    let count = own.count
    for order in 0..<min(Self.longestRun, count - 1) {
      followers[key(from: count - order - 2, to: count - 1)] = count - 1
    }
    var ownWins = SIMD3<Double>(repeating: 0)
    var otherWins = SIMD3<Double>(repeating: 0)
    for order in 0..<min(Self.longestRun, count) {
      guard let index = followers[key(from: count - order - 1, to: count)] else { continue }
      switch (own[index] - other[index] + 3) % 3 {
      case 1: ownWins[own[index]] = 1
      case 2: otherWins[(other[index] + 1) % 3] = 1
      default: break
      }
    }
    return [
      Self.hand(otherMove), Self.hand((ownMove + 1) % 3), Self.normalized(ownWins),
      Self.normalized(otherWins),
    ]
  }

  private static func hand(_ move: Int) -> SIMD3<Double> {
    var hand = SIMD3<Double>(repeating: 0)
    hand[move] = 1
    return hand
  }

  private static func normalized(_ wins: SIMD3<Double>) -> SIMD3<Double>? {
    wins.sum() < 0.01 ? nil : wins / wins.sum()
  }

  /// A run of both players' moves as a number, its length included.
  private func key(from start: Int, to end: Int) -> Int {
    var key = 1
    for index in start..<end { key = key * 10 + own[index] * 3 + other[index] + 1 }
    return key
  }
}
