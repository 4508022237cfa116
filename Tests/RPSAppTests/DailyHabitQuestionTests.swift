import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The day's try ends on a question: name its habit, then it is told")
struct DailyHabitQuestionTests {
  /// The first day of 2027 with a habit made for the day.
  private let day = firstNewHabitDayOf2027

  /// A fresh game whose clock says noon of the day.
  private func game(folder: TemporaryFolder) -> (Window, Screens) {
    assembledGame(atNoonOf: day, folder: folder)
  }

  /// Plays the day's counted try to its end and returns the recap it ends on.
  private func playTheDay(_ window: Window, _ screens: Screens) throws -> RecapController {
    #expect(screens.playRivalThrows(Array(repeating: Move.paper, count: 40), daily: true) == nil)
    settle(window)
    return try #require(shown(screens, as: RecapController.self))
  }

  /// Every label's text on show, one to a line.
  private func shownTexts(_ view: View) -> String {
    let own = (view as? Label).map { $0.isVisibleInTree ? [$0.text] : [] } ?? []
    return (own + view.subviews.map(shownTexts)).joined(separator: "\n")
  }

  private func label(_ identifier: String, in window: Window) -> Label? {
    window.rootView.descendant(identifiedBy: identifier) as? Label
  }

  @Test(
    "The recap of the day's try asks first: the habit is not told, no ✓ marks a read, and three answers take the buttons' place"
  )
  func asksBeforeTelling() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(folder: folder)
    let habit = try #require(DailyChallenge(day: day).newHabit)

    let recap = try playTheDay(window, screens)

    let question = try #require(recap.question)
    let texts = shownTexts(window.rootView)
    #expect(label("recap-played", in: window)?.text == question.prompt)
    #expect(!texts.contains(habit.sentences))
    #expect(recap.rounds.markedRounds.isEmpty)
    #expect(recap.choiceButtons.map(\.title) == question.choiceWords)
    #expect(recap.choiceButtons.allSatisfy { $0.isVisibleInTree })
    #expect(recap.buttons.allSatisfy { !$0.isVisibleInTree })
    #expect(
      !recap.choiceButtons.contains { window.focusedView === $0 },
      "an Enter meant for something else answers nothing")
  }

  @Test("Naming it right keeps the answer, says so over the habit now told, and brings back the way on")
  func namingItRight() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(folder: folder)
    let recap = try playTheDay(window, screens)
    let question = try #require(recap.question)

    recap.choiceButtons[question.rightIndex].sendActions()
    settle(window)

    let habit = try #require(DailyChallenge(day: day).newHabit)
    #expect(screens.progress.progress.habitNamed(on: day) == true)
    #expect(label("recap-verdict", in: window)?.text.hasPrefix("✓") == true)
    #expect(label("recap-played", in: window)?.text.contains(habit.sentences) == true)
    #expect(label("recap-stars", in: window)?.text.contains("named ✓") == true)
    #expect(recap.buttons.allSatisfy { $0.isVisibleInTree })
    #expect(recap.choiceButtons.allSatisfy { !$0.isVisibleInTree })
  }

  @Test("A wrong answer is kept as wrong, and the recap gives the right one")
  func namingItWrong() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(folder: folder)
    let recap = try playTheDay(window, screens)
    let question = try #require(recap.question)
    let wrong = try #require(question.choices.indices.first { $0 != question.rightIndex })

    recap.choiceButtons[wrong].sendActions()
    recap.choiceButtons[question.rightIndex].sendActions()
    settle(window)

    #expect(screens.progress.progress.habitNamed(on: day) == false, "the first answer counts")
    let verdict = try #require(label("recap-verdict", in: window)?.text)
    #expect(verdict.hasPrefix("✗"))
    #expect(verdict.contains(HabitQuestion.answerWords(for: question.choices[question.rightIndex])))
  }

  @Test(
    "Left unanswered, the daily screen keeps the habit back, and its button asks the question again before any practice"
  )
  func leftUnanswered() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(folder: folder)
    let habit = try #require(DailyChallenge(day: day).newHabit)
    _ = try playTheDay(window, screens)
    screens.detail.popToRootViewController(animated: false)
    screens.showDaily()
    settle(window)
    let daily = try #require(shown(screens, as: DailyController.self))
    let texts = shownTexts(window.rootView)
    #expect(!texts.contains(habit.sentences))
    #expect(daily.playButton.title == "Name today's habit")
    #expect(screens.playRivalThrows([.rock], daily: true) != nil, "no practice, whose recap would tell it")

    daily.playButton.sendActions()
    settle(window)

    let recap = try #require(shown(screens, as: RecapController.self))
    #expect(recap.question != nil)
  }

  @Test(
    "A try still under way asks nothing, tells nothing and copies nothing: the question waits for its end")
  func nothingBeforeTheEnd() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(folder: folder)
    #expect(screens.playRivalThrows([.paper, .rock], daily: true) == nil)
    screens.detail.popToRootViewController(animated: false)
    screens.showDaily()
    settle(window)

    #expect(screens.answerHabitQuestion(1) != nil)

    let daily = try #require(shown(screens, as: DailyController.self))
    #expect(screens.progress.progress.habitNamed(on: day) == nil)
    #expect(!daily.copyButton.isVisibleInTree)
    #expect(daily.playButton.title != "Name today's habit")
  }

  @Test("Once named, the daily screen tells the habit and practises, and a practice's recap asks nothing")
  func practiceAfterNaming() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(folder: folder)
    let recap = try playTheDay(window, screens)
    recap.choiceButtons[0].sendActions()
    screens.detail.popToRootViewController(animated: false)
    screens.showDaily()
    settle(window)
    let daily = try #require(shown(screens, as: DailyController.self))
    #expect(daily.playButton.title == "Practise (not counted)")

    #expect(screens.playRivalThrows(Array(repeating: Move.paper, count: 40), daily: true) == nil)
    settle(window)

    let practice = try #require(shown(screens, as: RecapController.self))
    #expect(practice.question == nil)
    #expect(practice.buttons.allSatisfy { $0.isVisibleInTree })
  }
}
