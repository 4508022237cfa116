/// The streak achievement a player chases next on the daily challenge, and how many more days
/// won in a row it needs: a reason to come back tomorrow.
public struct DailyStreakGoal: Hashable, Sendable {
  public let achievement: Achievement
  /// Daily challenges still to win in a row, today's among them while it can still be won.
  public let daysToGo: Int
}

extension Achievement {
  /// The days of daily challenges won in a row that earn this achievement, or nil for an
  /// achievement of another kind.
  public var dailyStreakDays: Int? {
    switch self {
    case .threeDays: 3
    case .sevenDays: 7
    default: nil
    }
  }
}

extension PlayerProgress {
  /// The first streak achievement not yet earned, with the days won in a row it still needs
  /// on top of the current streak (``dailyStreak(today:)``, which counts today's try only once
  /// won, so a try still to play is one of the days to go); nil once every one is earned.
  public func nextDailyStreakGoal(today: DayStamp) -> DailyStreakGoal? {
    let streak = dailyStreak(today: today)
    for achievement in Achievement.allCases {
      guard let days = achievement.dailyStreakDays, !achievements.contains(achievement),
        bestDailyStreak < days
      else { continue }
      return DailyStreakGoal(achievement: achievement, daysToGo: days - streak)
    }
    return nil
  }
}
