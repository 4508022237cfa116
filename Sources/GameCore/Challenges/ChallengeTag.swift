/// What a match against a rival was: a rung of the ladder (of its first tier or of the Masters),
/// or a day's challenge (on its day, or later from the earlier days). Saved with the match in the history; nil for the matches against the
/// computer's levels and between people.
public struct ChallengeTag: Hashable, Codable, Sendable {
  public var rival: Rival
  /// The day of the daily challenge; nil on the ladder.
  public var day: DayStamp?
  /// The ladder's tier, kept only for the Masters: a history written before them has none, and
  /// its rungs are the first tier's.
  private var tier: LadderTier?
  /// Kept only as true: a history written before the earlier days has none.
  private var later: Bool?

  /// A match of `rival` on `tier`, or of `day`'s challenge; `later` when that day is past and the
  /// match replays it from the earlier days.
  public init(rival: Rival, day: DayStamp? = nil, tier: LadderTier = .first, later: Bool = false) {
    self.rival = rival
    self.day = day
    self.tier = tier == .first || day != nil ? nil : tier
    self.later = later && day != nil ? true : nil
  }

  /// Whether the match replays a past day's challenge after its day: never that day's counted
  /// try, nor a day of the streak.
  public var isLaterTry: Bool { later == true }

  /// The tier of the ladder the match was a rung of (the first for a day's challenge).
  public var ladderTier: LadderTier { tier ?? .first }
}
