import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// A free match of draws alone goes when it is given up ("Abandoned 0–0" would say nothing and
/// count as a match not won); the player is told so, not that it is kept.
@MainActor
@Suite("A free match of draws alone, given up")
struct DrawsOnlyMatchTests {
  /// A history whose match in progress, at Hard, holds two draws.
  private static func historyOfDraws() -> History {
    var draws = Match(rules: .classic, targetWins: 3)
    draws.record(Round(player: .rock, computer: .rock, rules: .classic))
    draws.record(Round(player: .paper, computer: .paper, rules: .classic))
    return History(current: MatchRecord(match: draws, level: .hard, startedAt: Date()))
  }

  @Test(
    "Picking another level after draws alone asks with words that say the draws will not be kept, and keeps none"
  )
  func changingTheLevelSaysTheDrawsGo() throws {
    // Arrange: the draws resume at the start.
    let folder = try TemporaryFolder()
    try HistoryStore(folder: folder.url).save(Self.historyOfDraws())
    let (window, screens) = assembledGame(folder: folder)
    try #require(screens.play.game.match.rounds.count == 2, "the draws resumed")

    // Act
    screens.play.requestChange(level: .easy)

    // Assert
    let alert = try #require(window.overlays.last as? AlertController)
    let message = try #require(alert.message)
    #expect(!message.contains("kept in the history as abandoned"), "\(message)")
    #expect(message == "Only draws so far: this match will not be kept in the history.")
    window.send(KeyEvent(.tab))
    window.send(KeyEvent(.enter))
    #expect(screens.play.level == .easy)
    #expect(screens.keeper.history.finished.isEmpty && screens.keeper.history.current == nil)
  }

  @Test("A match with a round won or lost still says it will be kept as abandoned, and is")
  func decisiveMatchIsKept() throws {
    var history = Self.historyOfDraws()
    history.current?.match.record(Round(player: .rock, computer: .scissors, rules: .classic))
    let folder = try TemporaryFolder()
    try HistoryStore(folder: folder.url).save(history)
    let (window, screens) = assembledGame(folder: folder)

    screens.play.requestChange(level: .easy)

    let alert = try #require(window.overlays.last as? AlertController)
    #expect(alert.message == "It stands at 1–0. It will be kept in the history as abandoned.")
    window.send(KeyEvent(.tab))
    window.send(KeyEvent(.enter))
    #expect(screens.keeper.history.finished.first?.match.score.player == 1)
  }

  @Test(
    "Starting with another level than an unfinished match of draws alone says in the window that the draws went"
  )
  func startingWithAnotherLevelSaysTheDrawsWent() throws {
    let folder = try TemporaryFolder()
    try HistoryStore(folder: folder.url).save(Self.historyOfDraws())

    let screens = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse(["--level", "easy", "--seed", "5"]),
      store: HistoryStore(folder: folder.url))

    #expect(screens.play.game.match.rounds.isEmpty)
    #expect(
      screens.split.noticeButton.title
        == "Your unfinished match against Hard had only draws, so it is not kept in the history: this start asked for another."
    )
    #expect(!screens.split.noticeButton.isHidden)
    #expect(screens.keeper.history.finished.isEmpty)
  }
}
