import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The Masters' \"Which?\" has an answer to give: the recap asks whose habit the rung borrowed")
struct MastersQuestionScreenTests {
  /// A game with the first tier beaten, the Masters open, and Boulder's rung (it borrows the
  /// Jester's habit every other round) played to its end.
  private func recapOfBouldersRung(_ window: Window, _ screens: Screens) throws -> RecapController {
    for rival in LadderTier.first.rivals { screens.progress.beat(rival, stars: 2) }
    masterTheRivalsOfHabit(screens)
    screens.playRival(.boulder, daily: nil, tier: .masters)
    settle(window)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    while !board.game.match.isOver {
      board.playerThrew(.paper)
      board.finishCeremony()
    }
    screens.showRecap()
    settle(window)
    return try #require(shown(screens, as: RecapController.self))
  }

  @Test("The recap asks before telling, its three answers rivals' names, and keeps the first answer")
  func asksAndKeepsTheAnswer() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)

    let recap = try recapOfBouldersRung(window, screens)
    let question = try #require(recap.question)
    #expect(recap.choiceButtons.map(\.title).contains(Rival.jester.word))
    #expect(recap.buttons.allSatisfy { !$0.isVisibleInTree })
    recap.choiceButtons[question.rightIndex].sendActions()
    settle(window)

    #expect(screens.progress.progress.mastersHabitNamed(for: .boulder) == true)
    #expect(recap.buttons.allSatisfy { $0.isVisibleInTree })
  }

  @Test("Once named, the rung's next match asks nothing")
  func askedOnce() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    let first = try recapOfBouldersRung(window, screens)
    first.answer(0)
    _ = screens.detail.popViewController(animated: false)

    let second = try recapOfBouldersRung(window, screens)

    #expect(second.question == nil)
  }

  @Test(
    "A question left unanswered waits until another match: answered later, the recap opens again as it was at the match's end, and keeps the answer"
  )
  func leftQuestionWaits() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    let left = try recapOfBouldersRung(window, screens)
    let question = try #require(left.question)
    let (stars, whatsNext) = (left.words.stars, left.words.whatsNext)
    screens.detail.popToRootViewController(animated: false)
    settle(window)

    #expect(screens.answerHabitQuestion(question.rightIndex + 1) == nil)
    settle(window)

    #expect(screens.progress.progress.mastersHabitNamed(for: .boulder) == true)
    let again = try #require(shown(screens, as: RecapController.self))
    #expect(again.question == nil)
    #expect(again.buttons.allSatisfy { $0.isVisibleInTree }, "the answer given, the recap's buttons are back")
    #expect(again.words.stars == stars, "its own stars, as at the match's end")
    #expect(again.words.whatsNext == whatsNext, "the rung it opened, not “Beaten again.”")
    #expect(screens.answerHabitQuestion(1) != nil, "asked once: nothing waits after the answer")
  }
}
