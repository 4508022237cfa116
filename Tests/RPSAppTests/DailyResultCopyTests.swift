import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The day's result, copied to paste to a friend")
struct DailyResultCopyTests {
  /// The first day of 2027 with a habit made for the day.
  private let day = firstNewHabitDayOf2027

  /// A fresh game whose clock says noon of the day.
  private func game(folder: TemporaryFolder) -> (Window, Screens) {
    assembledGame(atNoonOf: day, folder: folder)
  }

  @Test(
    "Before the day's try there is nothing to copy; after it, Copy result puts the day, the result and the rounds on the clipboard"
  )
  func copiesTheCountedTry() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(folder: folder)
    screens.showDaily()
    settle(window)
    let before = try #require(shown(screens, as: DailyController.self))
    #expect(!before.copyButton.isVisibleInTree)
    let throwsEnough = Array(repeating: Move.paper, count: 40)
    #expect(screens.playRivalThrows(throwsEnough, daily: true) == nil)
    let counted = try #require(DailyScore.countedTry(on: day, in: screens.keeper.history))
    screens.detail.popToRootViewController(animated: false)
    screens.showDaily()
    settle(window)
    let daily = try #require(shown(screens, as: DailyController.self))

    daily.copyButton.sendActions()

    let lines = (window.clipboard.text ?? "").split(separator: "\n").map(String.init)
    let challenge = DailyChallenge(day: day)
    let reading = try #require(DailyScore.reading(on: day, in: screens.keeper.history))
    #expect(lines.count == 6, "\(lines)")
    #expect(
      lines.first == "Rock Paper Scissors · Daily, \(day.day) \(["Jan", "Feb", "Mar"][day.month - 1]) 2027")
    #expect(lines.dropFirst().first == "\(challenge.rival.word) · \(challenge.shortTwistWords)")
    #expect(lines.dropFirst(3).first == reading.words, "how soon the habit was read, under the result")
    #expect(lines.dropFirst(4).first?.count == counted.match.rounds.count, "a square a round")
    let copied = window.clipboard.text ?? ""
    let rule = try #require(challenge.newHabit, "a day of a new habit, the puzzle the copy must not spoil")
    #expect(!copied.contains(rule.sentences))
    #expect(HabitRule.Answer.all.allSatisfy { !copied.contains($0.words) }, "no answer of the habit told")
    #expect(daily.copyButton.title == "Copied: paste it to a friend")
  }

  @Test(
    "The recap of the day's try offers Copy result once its question is answered, and copies what the daily screen would"
  )
  func recapCopies() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(folder: folder)
    #expect(screens.playRivalThrows(Array(repeating: Move.paper, count: 40), daily: true) == nil)
    settle(window)
    let recap = try #require(shown(screens, as: RecapController.self))
    recap.answer(0)
    settle(window)
    let copy = try #require(recap.buttons.first { $0.identifier == "recap-copy" })
    #expect(copy.isVisibleInTree)

    copy.sendActions()

    let copied = window.clipboard.text ?? ""
    #expect(copied.hasPrefix("Rock Paper Scissors · Daily"))
    #expect(copied.contains("named"), "the answer just given is in it")
    #expect(copy.title == "Copied: paste it to a friend")
  }

  @Test("A try that read the day's habit copies the round it was read in; one that did not says so")
  func copiedReading() throws {
    let challenge = DailyChallenge(day: day)
    let counted = MatchRecord(
      match: challenge.match, level: .medium, startedAt: day.start, endedAt: day.start,
      challenge: ChallengeTag(rival: challenge.rival, day: day))

    let read = DailyResultWords(challenge: challenge, counted: counted, reading: .inRound(4), streak: 1).text
    let notRead = DailyResultWords(challenge: challenge, counted: counted, reading: .notRead, streak: 1).text
    let noHabit = DailyResultWords(challenge: challenge, counted: counted, reading: nil, streak: 1).text

    #expect(read.split(separator: "\n").dropFirst(3).first == "Read in round 4", "\(read)")
    #expect(notRead.split(separator: "\n").dropFirst(3).first == "Habit not read", "\(notRead)")
    #expect(!noHabit.contains("read"), "a rival with no habit has nothing to read: \(noHabit)")
  }

  @Test("After the day's try, the daily board's score line says how soon the habit was read")
  func boardSaysTheReading() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(folder: folder)
    _ = screens.playRivalThrows(Array(repeating: Move.paper, count: 40), daily: true)
    let reading = try #require(DailyScore.reading(on: day, in: screens.keeper.history))
    screens.detail.popToRootViewController(animated: false)

    screens.showDaily()
    settle(window)

    let score = try #require(window.rootView.descendant(identifiedBy: "daily-score") as? Label)
    let expected =
      switch reading {
      case .inRound(let round): "read in round \(round)"
      case .notRead: "habit not read"
      }
    #expect(score.text.hasPrefix("Today ") && score.text.contains(expected), "\(score.text)")
  }

  @Test(
    "The copy button sits beside the play button where both titles fit, else above it, and neither is cut",
    arguments: [(390.0, 844.0, true), (320.0, 568.0, true), (1920.0, 1080.0, false)])
  func buttonsFit(width: Double, height: Double, stacked: Bool) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: width, height: height), folder: folder)
    screens.progress.now = { day.start.addingTimeInterval(12 * 3600) }
    _ = screens.playRivalThrows(Array(repeating: Move.paper, count: 40), daily: true)
    screens.detail.popToRootViewController(animated: false)
    screens.showDaily()
    settle(window)
    let daily = try #require(shown(screens, as: DailyController.self))
    let canvas = RecordingCanvas()

    window.render(on: canvas)

    let (copy, play) = (daily.copyButton.frame, daily.playButton.frame)
    #expect(stacked ? copy.maxY <= play.minY : copy.minX >= play.maxX, "\(copy) \(play)")
    #expect(canvas.texts.contains("Copy result") && canvas.texts.contains(daily.playButton.title))
  }
}
