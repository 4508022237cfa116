/// Stars for beating a rival of the ladder, by how cleanly: one for the win, two for losing at
/// most one round on the way, three for a clean sweep (no round lost: 3–0). Draws do not count.
/// The best of each rival is kept, so a rung can be replayed for more stars at any time.
///
/// ```swift
/// RivalStars.earned(by: match)  // 2: won 3–1
/// ```
public enum RivalStars {
  /// The most stars one rival gives.
  public static let most = 3
  /// The stars the whole ladder gives.
  public static var total: Int { Rival.allCases.count * most }

  /// The stars `match` earns: 0 unless the player won it.
  public static func earned(by match: Match) -> Int {
    guard match.winner == .player else { return 0 }
    switch match.score.computer {
    case 0: return 3
    case 1: return 2
    default: return 1
    }
  }
}

extension PlayerProgress {
  /// The stars kept for `rival`: its best ladder match. A rival beaten before stars were kept
  /// counts one until the history says more.
  public func stars(for rival: Rival) -> Int {
    max(rivalStars[rival.rawValue] ?? 0, hasBeaten(rival) ? 1 : 0)
  }

  /// Every star the ladder has given.
  public var totalStars: Int { Rival.allCases.reduce(0) { $0 + stars(for: $1) } }

  /// Keeps `stars` for `rival` when they beat its best.
  public mutating func keep(stars: Int, for rival: Rival) {
    guard stars > (rivalStars[rival.rawValue] ?? 0) else { return }
    rivalStars[rival.rawValue] = min(RivalStars.most, stars)
  }

  /// The best stars each rival's ladder matches in `history` earned, by the rival's identifier.
  public static func starsEarned(in history: History) -> [String: Int] {
    var stars: [String: Int] = [:]
    for record in history.finished where record.challenge?.day == nil {
      guard let rival = record.challenge?.rival else { continue }
      let earned = RivalStars.earned(by: record.match)
      if earned > (stars[rival.rawValue] ?? 0) { stars[rival.rawValue] = earned }
    }
    return stars
  }
}
