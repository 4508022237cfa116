import Foundation

/// Stars for beating a rival of the ladder, by how cleanly. Against a rival of habit they reward
/// reading it, as the daily challenge's do: one for the win, one for reading its habit by round
/// ``readBy(in:)`` (the match's wins to win: 3, or 5 in a longer match), one for losing at most
/// ``fewLosses(in:)`` rounds (1, or 2). New players found a clean sweep owed as much to lucky
/// first rounds as to reading, and a known habit replayed for it rote; a habit's first call is
/// a guess unless the habit was known (``RivalRecap/roundCaughtOn(knewTheHabit:)``), so reading
/// by round 3 asks for the habit answered from its first call that could be read. Against a
/// rival that learns, which has no habit to read, by the score: one for the win, two for losing
/// at most one round, three for a clean sweep. Draws count as rounds but not as losses.
/// The best of each rival is kept, so a rung can be replayed for more stars at any time.
///
/// ```swift
/// RivalStars.earned(by: match, reading: .inRound(2))  // 3: won 3–1, read by round 3
/// RivalStars.earned(by: match, reading: nil)          // 2: won 3–1 against a rival that learns
/// ```
public enum RivalStars {
  /// The most stars one rival gives.
  public static let most = 3
  /// The stars the first tier gives (what All the stars asks); both tiers together give
  /// ``LadderStanding/mostStars``.
  public static var total: Int { LadderTier.first.mostStars }

  /// The latest round a habit may be read in for its star in `match`: its wins to win, up to 5.
  /// First to three, the earliest a habit that answers the last round can be read unknown is
  /// round 3 (its first call is in round 2, and a guess); a longer match leaves longer to read.
  public static func readBy(in match: Match) -> Int { min(match.targetWins, 5) }

  /// The most rounds `match` may lose for its star: 1 first to three, 2 first to five.
  public static func fewLosses(in match: Match) -> Int { match.targetWins <= 3 ? 1 : 2 }

  /// The stars `match` earns, read as `reading` says (nil against a rival that learns, or a
  /// match whose reading is unknown: then by the score alone). None unless the player won it.
  public static func earned(by match: Match, reading: HabitReading?) -> Int {
    guard match.winner == .player else { return 0 }
    guard let reading else {
      switch match.score.computer {
      case 0: return 3
      case 1: return 2
      default: return 1
      }
    }
    let readEarly = (reading.round ?? .max) <= readBy(in: match)
    return 1 + (readEarly ? 1 : 0) + (match.score.computer <= fewLosses(in: match) ? 1 : 0)
  }

  /// The stars a ladder match against `rival` on `tier`, begun at `startedAt`, earns when the
  /// player knew the habits of the `known` rivals going in (``HabitReading/rivalsKnown(before:in:)``).
  public static func earned(
    by match: Match, against rival: Rival, on tier: LadderTier, startedAt: Date, known: Set<Rival>
  ) -> Int {
    earned(
      by: match,
      reading: HabitReading(ladderMatch: match, against: rival, on: tier, startedAt: startedAt, known: known))
  }
}

extension PlayerProgress {
  /// The stars kept for `rival` on `tier`: its best match there. A rival beaten before stars
  /// were kept counts one until the history says more.
  public func stars(for rival: Rival, on tier: LadderTier = .first) -> Int {
    // The file is outside input: a count above three (or an overflowing one) would open the
    // Masters alone, or trap in a sum.
    let kept = min(RivalStars.most, max(0, keptStars(on: tier)[rival.rawValue] ?? 0))
    return max(kept, hasBeaten(rival, on: tier) ? 1 : 0)
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
    var known: Set<Rival> = []
    // Oldest first, so each match knows the habits told before it, as its recap did.
    for record in history.finished.reversed() {
      guard let tag = record.challenge, tag.day == nil else { continue }
      if tag.ladderTier == tier {
        let earned = RivalStars.earned(
          by: record.match, against: tag.rival, on: tier, startedAt: record.startedAt, known: known)
        if earned > (stars[tag.rival.rawValue] ?? 0) { stars[tag.rival.rawValue] = earned }
      }
      HabitReading.learn(from: record, into: &known)
    }
    return stars
  }
}
