import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("The player's record on the board")
struct RecordOnTheBoardTests {
  @Test("A match won right after another says, under the final score, that it is the best run yet")
  func secondWinInARowIsCelebrated() throws {
    // Arrange: one won match at Easy, first to 1; Easy with seed 1 throws scissors first.
    let earlier = Date(timeIntervalSince1970: 1_750_000_000)
    let won = MatchRecord(
      match: Match(targetWins: 1, rounds: [Round(player: .paper, computer: .rock, rules: .classic)]),
      level: .easy, startedAt: earlier, endedAt: earlier)
    let temporary = try TemporaryFolder()
    defer { withExtendedLifetime(temporary) {} }
    let store = HistoryStore(folder: temporary.url)
    try store.save(History(finished: [won]))
    var options = CommandLineOptions()
    options.seed = 1
    options.level = .easy
    options.targetWins = 1
    let screens = RockPaperScissorsApp.makeScreens(options: options, store: store)
    let window = Window(
      size: Size(width: 390, height: 844), idiom: .phone, clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split

    // Act
    screens.playThrows([.rock])
    window.animator.finishAll()
    window.rootView.layoutIfNeeded()

    // Assert
    let match = screens.play.game.match
    #expect(match.winner == .player, "Easy with seed 1 threw \(match.rounds.map(\.computer))")
    let detail = try #require(screens.play.view.descendant(identifiedBy: "result-detail") as? Label)
    #expect(
      detail.text.hasSuffix("Final score 1–0\n2 wins in a row at Easy: your best yet"), "\(detail.text)")
  }

  @Test("A returning player who always threw rock meets a computer that answers rock from the first round")
  func theComputerRecallsAReturningPlayer() throws {
    // Arrange: four matches of nothing but rock, which the computer answered with paper.
    let day = Date(timeIntervalSince1970: 1_750_000_000)
    let rocks = Array(repeating: Round(player: .rock, computer: .paper, rules: .classic), count: 3)
    let earlier = (0..<4).map { _ in
      MatchRecord(match: Match(rounds: rocks), level: .hard, startedAt: day, endedAt: day)
    }
    let temporary = try TemporaryFolder()
    defer { withExtendedLifetime(temporary) {} }
    let store = HistoryStore(folder: temporary.url)
    try store.save(History(finished: earlier))

    for seed in UInt64(1)...3 {
      var options = CommandLineOptions()
      options.seed = seed
      let screens = RockPaperScissorsApp.makeScreens(options: options, store: store)

      // Act
      screens.playThrows([.rock])

      // Assert
      #expect(screens.play.lastRound?.computer == .paper, "seed \(seed)")
    }
  }
}
