import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("Earlier days: yesterday's puzzle, played today, for its own stars and not the streak")
struct EarlierDaysScreenTests {
  /// A day of a habit made for the day, and the day after it, when the game is played.
  private let day = firstNewHabitDayOf2027
  private var today: DayStamp { day.next }

  private func label(_ identifier: String, in window: Window) -> Label? {
    window.rootView.descendant(identifiedBy: identifier) as? Label
  }

  /// Plays `day`'s challenge again from the earlier days, to its end, and returns its recap.
  private func playTheEarlierDay(_ window: Window, _ screens: Screens) throws -> RecapController {
    #expect(screens.showEarlierDay(day))
    settle(window)
    #expect(screens.playRivalThrows(Array(repeating: Move.paper, count: 40), earlierDay: day) == nil)
    settle(window)
    return try #require(shown(screens, as: RecapController.self))
  }

  @Test(
    "The daily screen offers the earlier days, and their list starts with yesterday's rival, not played (a dash)"
  )
  func listOffersYesterday() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(atNoonOf: today, folder: folder)

    screens.showDaily()
    settle(window)
    let daily = try #require(shown(screens, as: DailyController.self))
    daily.earlierItem.press()
    settle(window)

    let list = try #require(shown(screens, as: EarlierDaysController.self))
    let first = list.list.row(0)
    #expect(first.title.contains(DailyChallenge(day: day).rival.word))
    #expect(first.detail == "–")
    #expect(list.heading.text.contains("0 of"))
  }

  @Test(
    "A later try is kept in the history and asks the day's question, but leaves the day's result, streak and answer alone"
  )
  func laterTryCountsForNothingOfTheDay() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(atNoonOf: today, folder: folder)

    let recap = try playTheEarlierDay(window, screens)
    let question = try #require(recap.question, "the puzzle's question is the point of playing it again")
    recap.choiceButtons[question.rightIndex].sendActions()
    settle(window)

    let kept = try #require(screens.keeper.history.finished.first)
    #expect(kept.challenge?.day == day)
    #expect(kept.challenge?.isLaterTry == true)
    #expect(screens.progress.progress.dailyResult(on: day) == nil)
    #expect(screens.progress.progress.habitNamed(on: day) == nil)
    #expect(screens.progress.progress.dailyStreak(today: today) == 0)
    #expect(DailyScore.countedTry(on: day, in: screens.keeper.history) == nil)
    #expect(label("recap-stars", in: window)?.text.contains("not played on its day") == true)
    #expect(label("recap-verdict", in: window)?.text.hasPrefix("✓") == true)
  }

  @Test("Once played, the earlier day's row shows its stars, and today's own challenge is still to play")
  func rowShowsTheStarsAfterwards() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(atNoonOf: today, folder: folder)
    _ = try playTheEarlierDay(window, screens)
    let won = try #require(screens.keeper.history.finished.first).match.winner == .player

    let earlier = EarlierDays(today: today, history: screens.keeper.history)
    let entry = try #require(earlier.days.first)

    #expect(entry.challenge.day == day)
    #expect(entry.bestStarsLater != nil)
    #expect(entry.starsOnTheDay == nil)
    #expect(entry.isSolved == won)
    #expect(entry.row.detail.contains("★") || entry.row.detail.contains("☆"))
    #expect(screens.progress.progress.dailyResult(on: today) == nil)
  }

  @Test("A day that is not among the earlier days is refused: today, the future, or before habits were made")
  func refusesDaysNotOnOffer() throws {
    let folder = try TemporaryFolder()
    let (_, screens) = assembledGame(atNoonOf: today, folder: folder)

    #expect(!screens.showEarlierDay(today))
    #expect(!screens.showEarlierDay(today.next))
    #expect(!screens.showEarlierDay(DailyChallenge.firstDayOfNewHabits.previous))
  }
}
