import Foundation
import Testing

@testable import GameCore

@Suite("The next daily streak goal")
struct DailyStreakGoalTests {
  private let today = DayStamp(year: 2027, month: 1, day: 2)

  /// A progress with the daily challenges of the `days` before today won.
  private func progress(wonDaysBefore days: Int) -> PlayerProgress {
    var progress = PlayerProgress()
    var day = today
    for _ in 0..<days {
      day = day.previous
      progress.record(.won, on: day)
    }
    return progress
  }

  @Test("A new player chases three days running, today's try counted among the three")
  func newPlayerChasesThreeDays() {
    let goal = PlayerProgress().nextDailyStreakGoal(today: today)

    #expect(goal == DailyStreakGoal(achievement: .threeDays, daysToGo: 3))
  }

  @Test("Two days won up to yesterday and today's not played: today's win earns three days running")
  func aliveStreakCountsToday() {
    let goal = progress(wonDaysBefore: 2).nextDailyStreakGoal(today: today)

    #expect(goal == DailyStreakGoal(achievement: .threeDays, daysToGo: 1))
  }

  @Test(
    "Today's try decides the run: won after one day, one more day to three days running; lost after two, every day again from tomorrow",
    arguments: [(PlayerProgress.DailyResult.won, 1, 1), (PlayerProgress.DailyResult.lost, 2, 3)])
  func todaysTryDecides(result: PlayerProgress.DailyResult, daysBefore: Int, daysToGo: Int) {
    var progress = progress(wonDaysBefore: daysBefore)
    progress.record(result, on: today)

    #expect(
      progress.nextDailyStreakGoal(today: today)
        == DailyStreakGoal(achievement: .threeDays, daysToGo: daysToGo))
  }

  @Test("Once three days running is earned, a week of wins is next, counted from the current run")
  func afterThreeDaysComesAWeek() {
    var progress = progress(wonDaysBefore: 4)
    _ = progress.earnAchievements(history: History(), at: Date())

    #expect(
      progress.nextDailyStreakGoal(today: today) == DailyStreakGoal(achievement: .sevenDays, daysToGo: 3))
  }

  @Test("An earned achievement is not chased again, though the best run that earned it has ended")
  func earnedStaysEarned() {
    var progress = PlayerProgress()
    progress.achievementsEarned[Achievement.threeDays.rawValue] = Date()

    #expect(
      progress.nextDailyStreakGoal(today: today) == DailyStreakGoal(achievement: .sevenDays, daysToGo: 7))
  }

  @Test("With every streak achievement earned there is no goal to show")
  func nothingLeftToChase() {
    var progress = progress(wonDaysBefore: 7)
    _ = progress.earnAchievements(history: History(), at: Date())

    #expect(progress.nextDailyStreakGoal(today: today) == nil)
  }
}
