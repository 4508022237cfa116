import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("A rival that sees reads coming warns at the table, and its counter takes a read round")
struct CounterWarningTests {
  @Test(
    "Reading the Fox twice running, the player sees its warning stand out; reading it a third time loses to the counter"
  )
  func foxWarnsThenCounters() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 1024, height: 768), folder: folder)
    for rival in [Rival.boulder, .cyclist, .echo] { screens.progress.beat(rival) }
    screens.playRival(.fox, daily: nil)
    settle(window)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    // Round 1 lost on purpose (the Fox has no last throw to answer yet), so two reads do not end
    // the match before the warning.
    let opening = try #require(board.game.openRoundThrow)
    let losing = try #require(
      Rules.classic.moves.first { Rules.classic.outcome(of: $0, against: opening) == .loss })
    board.playerThrew(losing)
    board.finishCeremony()
    settle(window)
    #expect(!board.rivalWarns)

    for _ in 0..<2 {
      let call = try #require(Rival.fox.habitThrow(after: board.game.match.rounds, rules: .classic))
      board.playerThrew(Rules.classic.moves(beating: call)[0])
      board.finishCeremony()
      settle(window)
    }

    #expect(board.rivalWarns)
    #expect(board.seat.lineLabel.text == "“Twice you answered me. I'm onto you.”")
    #expect(board.seat.lineLabel.textColor == Theme.draw)
    let call = try #require(Rival.fox.habitThrow(after: board.game.match.rounds, rules: .classic))
    let round = try #require(board.playerThrew(Rules.classic.moves(beating: call)[0]))
    board.finishCeremony()
    settle(window)
    #expect(round.outcome == .loss, "the counter beats the read")
    #expect(board.seat.lineLabel.textColor == Theme.text)
  }
}
