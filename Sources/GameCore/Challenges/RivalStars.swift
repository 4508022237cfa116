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
  /// The stars the first tier gives (what All the stars asks); both tiers together give
  /// ``LadderStanding/mostStars``.
  public static var total: Int { LadderTier.first.mostStars }

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
  /// The stars kept for `rival` on `tier`: its best match there. A rival beaten before stars
  /// were kept counts one until the history says more.
  public func stars(for rival: Rival, on tier: LadderTier = .first) -> Int {
    max(keptStars(on: tier)[rival.rawValue] ?? 0, hasBeaten(rival, on: tier) ? 1 : 0)
  }

  /// Every star `tier` has given; both tiers together: ``LadderStanding/stars``.
  public func totalStars(on tier: LadderTier) -> Int {
    tier.rivals.reduce(0) { $0 + stars(for: $1, on: tier) }
  }

  /// Keeps `stars` for `rival` on `tier` when they beat its best.
  public mutating func keep(stars: Int, for rival: Rival, on tier: LadderTier = .first) {
    guard stars > (keptStars(on: tier)[rival.rawValue] ?? 0) else { return }
    switch tier {
    case .first: rivalStars[rival.rawValue] = min(RivalStars.most, stars)
    case .masters: mastersStars[rival.rawValue] = min(RivalStars.most, stars)
    }
  }

  /// Takes back the stars of both tiers that `history` records and this progress lacks: a
  /// progress file written before stars, or before the Masters, was kept.
  public mutating func keepStars(earnedIn history: History) {
    rivalStars.merge(PlayerProgress.starsEarned(in: history, on: .first)) { max($0, $1) }
    mastersStars.merge(PlayerProgress.starsEarned(in: history, on: .masters)) { max($0, $1) }
  }

  private func keptStars(on tier: LadderTier) -> [String: Int] {
    tier == .first ? rivalStars : mastersStars
  }

  /// The best stars each rival's ladder matches on `tier` in `history` earned, by the rival's
  /// identifier.
  public static func starsEarned(in history: History, on tier: LadderTier = .first) -> [String: Int] {
    var stars: [String: Int] = [:]
    for record in history.finished where record.challenge?.day == nil {
      guard let tag = record.challenge, tag.ladderTier == tier else { continue }
      let earned = RivalStars.earned(by: record.match)
      if earned > (stars[tag.rival.rawValue] ?? 0) { stars[tag.rival.rawValue] = earned }
    }
    return stars
  }
}
