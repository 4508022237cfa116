import Foundation
import GameCore
import Testing
import ViewKit

@testable import RPSApp

/// The dot and the time on a row of the history say how the match stands at a glance.
@MainActor
@Suite("The colour of a match in the history")
struct HistoryRowColourTests {
  private static func record(_ moves: [(Move, Move)], players: MatchPlayers?, ended: Bool) -> MatchRecord {
    let started = Date(timeIntervalSince1970: 1_800_000_000)
    return MatchRecord(
      match: Match(
        rules: .classic, targetWins: 3,
        rounds: moves.map { Round(player: $0.0, computer: $0.1, rules: .classic) }),
      level: .hard, startedAt: started, endedAt: ended ? started.addingTimeInterval(60) : nil,
      players: players)
  }

  private static let leftWinsThreeOne: [(Move, Move)] = [
    (.rock, .paper), (.scissors, .paper), (.paper, .rock), (.rock, .scissors),
  ]
  private static let anaAndBen = MatchPlayers(left: "Ana", right: "Ben")

  @Test(
    "A finished match between people, won by the left player, is not drawn in the colour of a match in progress"
  )
  func finishedTwoPlayerMatchDoesNotLookInProgress() {
    let inProgress = HistoryController.accent(
      for: Self.record(Array(Self.leftWinsThreeOne.prefix(2)), players: Self.anaAndBen, ended: false))

    let anaWon = HistoryController.accent(
      for: Self.record(Self.leftWinsThreeOne, players: Self.anaAndBen, ended: true))
    let benWon = HistoryController.accent(
      for: Self.record(Self.leftWinsThreeOne.map { ($0.1, $0.0) }, players: Self.anaAndBen, ended: true))

    #expect(inProgress == Theme.player)
    #expect(anaWon != inProgress)
    #expect(benWon != inProgress)
    #expect(anaWon == benWon, "either winner's match reads as finished alike: the row names the winner")
  }

  @Test("Against the computer a match reads won, lost, abandoned or in progress, each in its own colour")
  func matchesAgainstTheComputerKeepTheirColours() {
    let won = HistoryController.accent(for: Self.record(Self.leftWinsThreeOne, players: nil, ended: true))
    let lost = HistoryController.accent(
      for: Self.record(Self.leftWinsThreeOne.map { ($0.1, $0.0) }, players: nil, ended: true))
    let abandoned = HistoryController.accent(
      for: Self.record(Array(Self.leftWinsThreeOne.prefix(2)), players: nil, ended: true))
    let inProgress = HistoryController.accent(
      for: Self.record(Array(Self.leftWinsThreeOne.prefix(2)), players: nil, ended: false))

    #expect(
      [won, lost, abandoned, inProgress] == [Theme.win, Theme.loss, Theme.secondaryText, Theme.player])
  }
}
