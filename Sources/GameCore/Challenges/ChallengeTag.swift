/// What a match against a rival was: a rung of the ladder (of its first tier or of the Masters),
/// or a day's challenge. Saved with the match in the history; nil for the matches against the
/// computer's levels and between people.
public struct ChallengeTag: Hashable, Codable, Sendable {
  public var rival: Rival
  /// The day of the daily challenge; nil on the ladder.
  public var day: DayStamp?
  /// The ladder's tier, kept only for the Masters: a history written before them has none, and
  /// its rungs are the first tier's.
  private var tier: LadderTier?

  public init(rival: Rival, day: DayStamp? = nil, tier: LadderTier = .first) {
    self.rival = rival
    self.day = day
    self.tier = tier == .first || day != nil ? nil : tier
  }

  /// The tier of the ladder the match was a rung of (the first for a day's challenge).
  public var ladderTier: LadderTier { tier ?? .first }
}
