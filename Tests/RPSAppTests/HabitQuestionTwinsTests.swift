import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite(
  "After a round it won or lost, each answer to the day's question says its twin, told from the other throw")
struct HabitQuestionTwinsTests {
  /// The recap of the first day from 8 December 2026 whose question asks what the rival threw
  /// after a round it won or lost, played with rock every round in a window of `size`, with the
  /// folder that keeps its history for as long as the test holds it.
  private func twinsRecap(_ size: Size) throws -> (TemporaryFolder, Window, RecapController) {
    var day = DayStamp(year: 2026, month: 12, day: 8)
    for _ in 0..<14 {
      defer { day = day.next }
      guard DailyChallenge(day: day).twist == .newHabit else { continue }
      let folder = try TemporaryFolder()
      let (window, screens) = assembledGame(size: size, folder: folder)
      screens.progress.now = { day.start.addingTimeInterval(12 * 3600) }
      screens.playRivalThrows(Array(repeating: .rock, count: 40), daily: true)
      settle(window)
      let afterAWinOrALoss: [HabitQuestion.Subject] = [
        .answer(afterItsOutcome: .win), .answer(afterItsOutcome: .loss),
      ]
      guard let recap = shown(screens, as: RecapController.self), let subject = recap.question?.subject,
        afterAWinOrALoss.contains(subject)
      else { continue }
      return (folder, window, recap)
    }
    throw TwinsRecapNotFound()
  }

  private struct TwinsRecapNotFound: Error {}

  @Test("Each answer's button says the answer, then on a second line its twin; the verdict names both")
  func buttonsSayTheTwin() throws {
    let (_, window, recap) = try twinsRecap(Size(width: 1280, height: 800))
    let question = try #require(recap.question)

    for (choice, button) in zip(question.choices, recap.choiceButtons) {
      let twin = try #require(question.twin(of: choice))
      #expect(
        button.title == HabitQuestion.answerWords(for: choice) + "\n" + HabitQuestion.twinWords(for: twin))
      #expect(button.numberOfLines == 2)
    }
    recap.choiceButtons[question.rightIndex].sendActions()
    settle(window)
    let verdict = try #require(window.rootView.descendant(identifiedBy: "recap-verdict") as? Label)
    let right = question.choices[question.rightIndex]
    let twin = try #require(question.twin(of: right))
    #expect(
      verdict.text.contains(HabitQuestion.answerWords(for: right) + " " + HabitQuestion.twinWords(for: twin)))
  }

  @Test(
    "On a phone upright and on its side, every answer and its twin read whole in 13-point type or more, under the question still in sight",
    arguments: [(390.0, 844.0), (844.0, 390.0)])
  func fitsAPhone(width: Double, height: Double) throws {
    let (_, window, recap) = try twinsRecap(Size(width: width, height: height))
    let measurer = window.textMeasurer

    for button in recap.choiceButtons {
      #expect(button.font.size >= 13, "\(button.title) at \(button.font.size) points")
      let lines = button.title.split(separator: "\n").map(String.init)
      #expect(lines.count == 2)
      for line in lines {
        #expect(measurer.size(of: line, font: button.font).width <= button.titleWidth, "\(line)")
      }
      let twoLines = 2 * measurer.size(of: "Ag", font: button.font).height
      #expect(twoLines <= button.frame.height, "\(button.title) in \(button.frame.height) points")
    }
    let prompt = try #require(window.rootView.descendant(identifiedBy: "recap-played") as? Label)
    #expect(prompt.isVisibleInTree && prompt.frame.maxY <= recap.scroller.frame.height + 0.5)
  }
}
