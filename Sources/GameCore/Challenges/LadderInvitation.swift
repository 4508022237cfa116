/// What the game's first screen says of the ladder once the day's challenge is played: the rung
/// to play next and the stars earned, so that a player coming back sees where they stand and
/// what waits, not the board they saw on day one.
///
/// ```swift
/// LadderInvitation(progress: progress)  // Professor next · 23 of 57 stars; nil once both tiers are beaten
/// ```
public struct LadderInvitation: Hashable, Sendable {
  /// The rung to play next: the first tier's lowest not yet beaten, else the Masters'.
  public let rival: Rival
  public let tier: LadderTier
  /// The stars of both tiers earned.
  public let stars: Int

  /// The invitation of `progress`, or nil once every rung of both tiers is beaten.
  public init?(progress: PlayerProgress) {
    if let next = Ladder.nextRival(on: .first, in: progress) {
      (rival, tier) = (next, .first)
    } else if Ladder.isOpen(.masters, in: progress), let next = Ladder.nextRival(on: .masters, in: progress) {
      (rival, tier) = (next, .masters)
    } else {
      return nil
    }
    stars = LadderStanding(progress: progress).stars
  }
}
