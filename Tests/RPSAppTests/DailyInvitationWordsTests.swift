import GameCore
import Testing

@testable import RPSApp

@Suite("The game screen's daily line in words")
struct DailyInvitationWordsTests {
  private let today = DayStamp(year: 2027, month: 3, day: 10)

  @Test("An achievement a win today earns is named in quotation marks, so its capitals read as a name")
  func achievementIsQuoted() throws {
    var progress = PlayerProgress()
    progress.record(.won, on: today.previous)
    progress.record(.won, on: today.previous.previous)
    let invitation = try #require(DailyInvitation(progress: progress, today: today))

    let naming = invitation.words.filter { $0.contains("Three days running") }

    #expect(naming.count == 2, "\(invitation.words)")
    #expect(naming.allSatisfy { $0.hasSuffix(" a win earns “Three days running”") }, "\(naming)")
  }
}
