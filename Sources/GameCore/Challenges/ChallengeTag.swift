/// What a match against a rival was: a rung of the ladder, or a day's challenge. Saved with the
/// match in the history; nil for the matches against the computer's levels and between people.
public struct ChallengeTag: Hashable, Codable, Sendable {
  public var rival: Rival
  /// The day of the daily challenge; nil on the ladder.
  public var day: DayStamp?

  public init(rival: Rival, day: DayStamp? = nil) {
    self.rival = rival
    self.day = day
  }
}
