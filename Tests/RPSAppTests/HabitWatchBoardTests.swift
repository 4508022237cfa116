import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// The player's own habit on the free-play board against a computer that learns: named before a
/// match, pointed at during it, and told in the lesson after it.
@MainActor
@Suite("Your habit on the board")
struct HabitWatchBoardTests {
  /// Four matches lost 0–3 at Hard, rock every round: twelve rounds of one favourite move.
  private func historyOfRock() -> History {
    let now = Date()
    return History(
      finished: (0..<4).map { index in
        var match = Match(rules: .classic, targetWins: 3)
        while !match.isOver { match.record(Round(player: .rock, computer: .paper, rules: .classic)) }
        let ended = now.addingTimeInterval(-Double(index + 1) * 600)
        return MatchRecord(match: match, level: .hard, startedAt: ended, endedAt: ended)
      })
  }

  private func board(
    at level: Level, size: Size = Size(width: 1280, height: 800), folder: TemporaryFolder
  ) throws -> (Window, Screens) {
    _ = try HistoryStore(folder: folder.url).save(historyOfRock())
    let (window, screens) = assembledGame(size: size, folder: folder)
    screens.play.change(level: level)
    screens.play.quickThrows = true
    settle(window)
    window.render(on: RecordingCanvas())
    return (window, screens)
  }

  @Test(
    "Before the first throw at Hard, the board names the habit of the rounds it remembers, where the rounds will line up",
    arguments: [Size(width: 1280, height: 800), Size(width: 390, height: 844), Size(width: 844, height: 390)])
  func habitNamedBeforeTheMatch(size: Size) throws {
    let folder = try TemporaryFolder()
    let (_, screens) = try board(at: .hard, size: size, folder: folder)

    let hint = screens.play.roundStripHint

    #expect(!hint.isHidden)
    #expect(hint.text.contains("You threw rock 12 times out of 12"), "\(hint.text)")
  }

  @Test(
    "During a match at Hard, the words under the round say your habit could show next, and how often you followed it, never the throw it points to"
  )
  func habitPointedAtDuringTheMatch() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = try board(at: .hard, folder: folder)

    screens.playThrows([.rock])
    settle(window)
    let afterRock = screens.play.resultDetail.text
    screens.playThrows([.scissors])
    settle(window)
    let afterScissors = screens.play.resultDetail.text

    #expect(
      afterRock.contains(
        "Your habit could show now: rock more than the others · you followed it 1 time in 1"),
      "\(afterRock)")
    #expect(afterScissors.contains("you followed it 1 time in 2"), "\(afterScissors)")
    #expect(!afterScissors.contains("next"), "the throw it points to is the player's to work out")
  }

  @Test(
    "Once the match is over, its lesson says how you met your habit: the rounds it pointed to, those you followed it in, and those the computer won"
  )
  func lessonTellsHowYouMetYourHabit() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = try board(at: .hard, folder: folder)

    while !screens.play.game.match.isOver { screens.playThrows([.paper]) }
    screens.play.finishCeremony()
    settle(window)
    let match = screens.play.game.match
    let lesson = try #require(screens.play.lessonView.words)

    #expect(
      lesson.reading.hasSuffix(
        "Your habit pointed to a throw in \(match.rounds.count) rounds: you broke it every time."),
      "\(lesson.reading)")
  }

  @Test("At Easy, which reads nothing, the board names no habit and points to none")
  func noHabitAtEasy() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = try board(at: .easy, folder: folder)

    let before = screens.play.roundStripHint.text
    screens.playThrows([.rock])
    settle(window)

    #expect(!before.contains("remembers"), "\(before)")
    #expect(!screens.play.resultDetail.text.contains("habit"), "\(screens.play.resultDetail.text)")
  }
}
