/// Where the player stands on the whole ladder, both tiers together. Its long goal is every star
/// of every rung (``mostStars``); on the way lies the summit, every master beaten, which makes the
/// player the ladder's champion. Players who had beaten both tiers by their third day found the
/// top had no finale and nothing after it: the stars of both tiers together are the longer arc.
///
/// ```swift
/// let standing = LadderStanding(progress: progress)
/// standing.stars, LadderStanding.mostStars  // 23, 57
/// standing.isChampion  // false until the Masters' top rung falls
/// ```
public struct LadderStanding: Hashable, Sendable {
  /// The stars both tiers give together.
  public static let mostStars = LadderTier.allCases.reduce(0) { $0 + $1.mostStars }

  /// The stars earned on both tiers.
  public let stars: Int
  /// Whether every master is beaten: the summit of the ladder.
  public let isChampion: Bool

  public init(progress: PlayerProgress) {
    stars = LadderTier.allCases.reduce(0) { $0 + progress.totalStars(on: $1) }
    isChampion = LadderTier.masters.rivals.allSatisfy { progress.hasBeaten($0, on: .masters) }
  }

  /// The stars still to win.
  public var starsToGo: Int { LadderStanding.mostStars - stars }

  /// Whether `progress`, the progress before a match, and `after`, the progress after it, show
  /// the match that made the player champion: the finale is said once, for that match alone.
  public static func reachedTheSummit(before progress: PlayerProgress, after: PlayerProgress) -> Bool {
    !LadderStanding(progress: progress).isChampion && LadderStanding(progress: after).isChampion
  }
}

extension LadderTier {
  /// The stars the tier's rungs give: three each.
  public var mostStars: Int { rivals.count * RivalStars.most }
}
