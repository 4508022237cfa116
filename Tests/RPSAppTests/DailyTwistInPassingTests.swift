import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The daily challenge's twist said wherever the day is named, and its throws from the command line")
struct DailyTwistInPassingTests {
  /// The first day from 2026 on which `matches` holds (the twists of a known rival first to
  /// five, or with Spock and lizard, came before the days of new habits).
  private func firstDay(where matches: (DayStamp) -> Bool) -> DayStamp {
    var day = DayStamp(year: 2026, month: 1, day: 1)
    while !matches(day) { day = day.next }
    return day
  }

  /// A fresh game whose clock says noon of `day`.
  private func game(on day: DayStamp, folder: TemporaryFolder) -> (Window, Screens) {
    let (window, screens) = assembledGame(folder: folder)
    screens.progress.now = { day.start.addingTimeInterval(12 * 3600) }
    return (window, screens)
  }

  private func texts(_ window: Window) -> [String] {
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    return canvas.texts
  }

  @Test(
    "The daily card keeps even a beaten rival's habit for after the day's try: before it, only the rival's riddle"
  )
  func beatenRivalsHabitToldAfterTheTry() throws {
    let day = firstDay {
      // Days of two habits came before every day brought a habit made for it.
      DailyChallenge(day: $0).twist == .twoHabits
    }
    let challenge = DailyChallenge(day: day)
    let habit = challenge.rival.habitLine(rules: challenge.rules)
    let folder = try TemporaryFolder()
    let (window, screens) = game(on: day, folder: folder)
    screens.progress.beat(challenge.rival)
    screens.showDaily()
    settle(window)
    let before = texts(window).joined(separator: " ")

    screens.playRivalThrows(Array(repeating: .paper, count: 40), daily: true)
    screens.detail.popToRootViewController(animated: false)
    screens.showDaily()
    settle(window)

    #expect(!before.contains(habit) && before.contains(challenge.rival.personality), "\(before)")
    #expect(texts(window).joined(separator: " ").contains(habit), "\(texts(window))")
  }

  @Test("The daily screen left open turns over to the next day's challenge at midnight UTC")
  func turnsOverAtMidnight() throws {
    let day = DayStamp(year: 2027, month: 3, day: 14)
    let folder = try TemporaryFolder()
    let clock = ManualClock()
    let app = RockPaperScissorsApp.assembleForTest(
      store: HistoryStore(folder: folder.url), size: Size(width: 1024, height: 768), clock: clock,
      picturesFolder: folder.appending("Pictures"))
    var now = day.next.start.addingTimeInterval(-10)
    app.screens.progress.now = { now }
    app.screens.showDaily()
    settle(app.window)

    now = now.addingTimeInterval(15)
    clock.advance(by: 15)
    app.window.fireDueTimers()

    let daily = try #require(shown(app.screens, as: DailyController.self))
    #expect(daily.challenge.day == day.next)
  }

  @Test("The daily screen's line about tomorrow names tomorrow's twist: Spock and lizard")
  func tomorrowNamesTheTwist() throws {
    let day = firstDay { DailyChallenge(day: $0.next).twist == .spockAndLizard }
    let tomorrow = DailyChallenge(day: day.next)
    let folder = try TemporaryFolder()
    let (window, screens) = game(on: day, folder: folder)

    screens.showDaily()
    settle(window)

    #expect(texts(window).contains("Tomorrow: \(tomorrow.rival.name) · Spock and lizard"))
  }

  @Test("The banner over the daily's board names the day's twist, not only its length")
  func boardBannerNamesTheTwist() throws {
    let day = firstDay { DailyChallenge(day: $0).twist == .spockAndLizard }
    let folder = try TemporaryFolder()
    let (window, screens) = game(on: day, folder: folder)

    screens.showDaily()
    settle(window)
    try #require(shown(screens, as: DailyController.self)).playButton.sendActions()
    settle(window)

    let screen = try #require(screens.detail.topViewController as? GameController)
    #expect(screen.banner.tagline == "Daily · Spock and lizard")
  }

  @Test("On a Spock-and-lizard day, --open daily --play takes k and l and throws them")
  func spockDayTakesItsLetters() throws {
    let day = firstDay { DailyChallenge(day: $0).twist == .spockAndLizard }
    let folder = try TemporaryFolder()
    let parsed = try CommandLineParser.parse(["--open", "daily", "--play", "lk"])
    let (_, screens) = game(on: day, folder: folder)

    let refusal = screens.playRivalThrows(parsed.moves, daily: true)

    #expect(refusal == nil)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(board.game.match.rounds.map(\.player) == [.lizard, .spock])
  }

  @Test("On a day of three moves, --open daily --play l says why it throws nothing")
  func classicDayRefusesLizard() throws {
    let day = firstDay { DailyChallenge(day: $0).rules == .classic }
    let folder = try TemporaryFolder()
    let (_, screens) = game(on: day, folder: folder)

    let refusal = try #require(screens.playRivalThrows([.rock, .lizard], daily: true))

    #expect(refusal.contains("'l'"), "\(refusal)")
    #expect(shown(screens, as: ChallengeBoardController.self) == nil)
    #expect(screens.progress.progress.dailyResult(on: day) == nil, "the day's try is not spent")
  }

  @Test("After the day's try, --open daily --play practises the day's challenge, counted nowhere")
  func afterTheTryThrowsArePractice() throws {
    let day = firstDay { DailyChallenge(day: $0).rules == .classic }
    let folder = try TemporaryFolder()
    let (window, screens) = game(on: day, folder: folder)
    screens.playRivalThrows(Array(repeating: .rock, count: 60), daily: true)
    settle(window)
    let result = try #require(screens.progress.progress.dailyResult(on: day))
    let kept = screens.keeper.history.finished.count
    screens.detail.popToRootViewController(animated: false)

    screens.playRivalThrows([.paper], daily: true)

    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(board.challenge.practice)
    #expect(board.game.match.rounds.map(\.player) == [.paper])
    #expect(screens.progress.progress.dailyResult(on: day) == result)
    #expect(screens.keeper.history.finished.count == kept)
  }
}
