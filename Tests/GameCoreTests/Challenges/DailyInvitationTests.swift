import Foundation
import Testing

@testable import GameCore

@Suite("The game screen's invitation to the day's challenge")
struct DailyInvitationTests {
  private let today = DayStamp(year: 2027, month: 3, day: 10)

  @Test("While today's try is unplayed, the invitation names the day's challenge, the streak and its goal")
  func invitesWhileUnplayed() throws {
    var progress = PlayerProgress()
    progress.record(.won, on: today.previous)
    progress.record(.won, on: today.previous.previous)

    let invitation = try #require(DailyInvitation(progress: progress, today: today))

    #expect(invitation.challenge == DailyChallenge(day: today))
    #expect(invitation.streak == 2)
    #expect(invitation.goal == DailyStreakGoal(achievement: .threeDays, daysToGo: 1))
  }

  @Test(
    "Once today's try is spent, won, lost or left unfinished, there is no invitation",
    arguments: [PlayerProgress.DailyResult.won, .lost, .started])
  func noInvitationOncePlayed(result: PlayerProgress.DailyResult) {
    var progress = PlayerProgress()
    progress.record(result, on: today)

    #expect(DailyInvitation(progress: progress, today: today) == nil)
  }

  @Test("Yesterday's try does not spend today's")
  func yesterdayDoesNotCount() {
    var progress = PlayerProgress()
    progress.record(.lost, on: today.previous)

    #expect(DailyInvitation(progress: progress, today: today)?.streak == 0)
  }
}
