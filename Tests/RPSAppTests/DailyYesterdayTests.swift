import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// Like a daily puzzle's answer the next morning, the day's card tells yesterday's habit made
/// for the day once it was played; a day missed keeps its puzzle for the earlier days.
@MainActor
@Suite("Yesterday's habit on the day's card")
struct DailyYesterdayTests {
  /// The words the day's card draws at noon of `day`, in a fresh game.
  private func cardWords(
    on day: DayStamp, playedYesterday: Bool = true, cameBefore: Bool = false
  ) throws
    -> String
  {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 1280, height: 800), folder: folder)
    if cameBefore {
      // A match of free play two days before: a player coming back, not one on their first day.
      let earlier = day.previous.previous.start.addingTimeInterval(12 * 3600)
      screens.keeper.challengeRoundPlayed(
        MatchRecord(
          match: Match(
            rules: .classic, targetWins: 1, rounds: [Round(player: .rock, computer: .paper, rules: .classic)]),
          level: .medium, startedAt: earlier, endedAt: earlier.addingTimeInterval(60)))
    }
    if playedYesterday {
      let yesterday = DailyChallenge(day: day.previous)
      let lost = Round(player: .rock, computer: .paper, rules: yesterday.rules)
      let noon = day.previous.start.addingTimeInterval(12 * 3600)
      screens.keeper.challengeRoundPlayed(
        MatchRecord(
          match: Match(rules: yesterday.rules, targetWins: 5, rounds: Array(repeating: lost, count: 5)),
          level: .medium, startedAt: noon, endedAt: noon.addingTimeInterval(60),
          challenge: ChallengeTag(rival: yesterday.rival, day: yesterday.day)))
    }
    screens.progress.now = { day.start.addingTimeInterval(12 * 3600) }
    screens.showDaily()
    settle(window)
    _ = try #require(shown(screens, as: DailyController.self))
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    return canvas.texts.joined(separator: " ")
  }

  @Test("The day after a habit made for the day was played, the card names the rival and tells its habit")
  func tellsYesterdaysHabit() throws {
    let day = DailyChallenge.firstDayOfNewHabits.next
    let yesterday = DailyChallenge(day: day.previous)
    let habit = try #require(yesterday.newHabit)

    let words = try cardWords(on: day)

    #expect(words.contains("Yesterday's habit (\(yesterday.rival.word)):"), "\(words)")
    #expect(words.contains(String(habit.sentences.prefix(20))), "\(words)")
  }

  @Test("A day missed is not told: its puzzle waits in the earlier days, and the card says so")
  func missedDayIsNotSpoiled() throws {
    let day = DailyChallenge.firstDayOfNewHabits.next
    let yesterday = DailyChallenge(day: day.previous)
    let habit = try #require(yesterday.newHabit)

    let words = try cardWords(on: day, playedYesterday: false, cameBefore: true)
    let firstDay = try cardWords(on: day, playedYesterday: false)

    #expect(!words.contains(String(habit.sentences.prefix(20))), "\(words)")
    #expect(
      words.contains("Missed yesterday? \(yesterday.rival.word)'s puzzle waits in Earlier days."), "\(words)")
    #expect(
      firstDay.contains("Yesterday's puzzle, \(yesterday.rival.word)'s, waits in Earlier days."),
      "no reproach on a player's first day: \(firstDay)")
  }

  @Test("The day after a day of the ladder's own habits, there is nothing to tell")
  func nothingAfterALadderHabit() throws {
    let day = DailyChallenge.firstDayOfNewHabits
    #expect(DailyChallenge(day: day.previous).newHabit == nil)

    let words = try cardWords(on: day)

    #expect(!words.contains("Yesterday's habit"))
  }
}
