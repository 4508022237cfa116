/// What the game's first screen says about the day's challenge while its one counted try is
/// still to play: the rival and twist, the streak it would extend and the streak achievement
/// it leads to. A returning player is reminded of the day without opening the ladder.
///
/// ```swift
/// DailyInvitation(progress: progress, today: DayStamp(Date()))  // nil once today's try is used
/// ```
public struct DailyInvitation: Hashable, Sendable {
  public let challenge: DailyChallenge
  /// Days won in a row up to yesterday: the run a win today extends.
  public let streak: Int
  /// The streak achievement a win today leads to, and the days it still needs; nil once every
  /// one is earned.
  public let goal: DailyStreakGoal?

  /// The invitation for `today`, or nil once its counted try is spent (won, lost or left).
  public init?(progress: PlayerProgress, today: DayStamp) {
    guard progress.dailyResult(on: today) == nil else { return nil }
    challenge = DailyChallenge(day: today)
    streak = progress.dailyStreak(today: today)
    goal = progress.nextDailyStreakGoal(today: today)
  }
}
