/// What the game's first screen says of the ladder once the day's challenge is played: the rung
/// to play next and the stars earned, so that a player coming back sees where they stand and
/// what waits, not the board they saw on day one.
///
/// ```swift
/// LadderInvitation(progress: progress)  // Professor next · 23 of 57 stars; nil once both tiers are beaten
/// ```
///
/// A first tier beaten whole with the Masters still shut invites a replay of the rung that best
/// serves their gate (``MastersGate/replay``), with the stars still needed to open them.
public struct LadderInvitation: Hashable, Sendable {
  /// The rung to play next: the first tier's lowest not yet beaten, else the Masters'.
  public let rival: Rival
  public let tier: LadderTier
  /// The stars of both tiers earned.
  public let stars: Int
  /// The stars still needed to open the Masters when the invitation is a replay for them; nil
  /// when it is a rung not yet beaten.
  public let starsToOpenMasters: Int?

  /// The invitation of `progress`, or nil once every rung of both tiers is beaten.
  public init?(progress: PlayerProgress) {
    let gate = MastersGate(progress: progress)
    if let next = Ladder.nextRival(on: .first, in: progress) {
      (rival, tier, starsToOpenMasters) = (next, .first, nil)
    } else if gate.isOpen, let next = Ladder.nextRival(on: .masters, in: progress) {
      (rival, tier, starsToOpenMasters) = (next, .masters, nil)
    } else if !gate.isOpen, let replay = gate.replay {
      (rival, tier, starsToOpenMasters) = (replay, .first, gate.starsNeeded)
    } else {
      return nil
    }
    stars = LadderStanding(progress: progress).stars
  }
}
