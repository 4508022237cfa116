import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("A day of two habits at the table and in the recap")
struct DayHabitChangeScreenTests {
  @Test(
    "The rival says it changes habit on the round of the player's third win, and the recap tells both habits")
  func changeSaidAndTold() throws {
    var day = DayStamp(year: 2027, month: 1, day: 1)
    while DailyChallenge(day: day).secondHabit == nil || !DailyChallenge(day: day).givesClue {
      day = day.next
    }
    let challenge = DailyChallenge(day: day)
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(atNoonOf: day, folder: folder)
    screens.playRival(challenge.rival, daily: challenge)
    settle(window)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    var lineAtTheChange: String?
    playReadingThePlan(board, settling: window) {
      if challenge.habitPlan.changesHabit(after: board.game.match.rounds) {
        lineAtTheChange = board.seat.lineLabel.text
      }
    }

    #expect(lineAtTheChange == "“Enough of that. Time for a new trick.”")
    let recap = RivalRecap(rival: challenge.rival, match: board.game.match, plan: challenge.habitPlan)
    let words = RecapWords(
      recap: recap, daily: challenge, unlocked: nil, rivalsBeaten: [], dailyStreak: 1, achievements: [])
    #expect(
      words.howTheyPlayed.contains(
        "Once you had won 3 rounds, it changed to a second habit made for the day."))
    #expect(
      DailyController.twistWords(challenge, revealed: false).hasSuffix(
        "Once you have won 3 rounds, it changes to a second habit made for today."))
  }
}
