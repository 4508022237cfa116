import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// The scoreboard's middle lines (the round, the target, the draws) are read between throws:
/// on a phone they must not shrink below what reads at arm's length.
@MainActor
@Suite("The scoreboard on a phone")
struct ScoreboardOnAPhoneTests {
  @Test(
    "On a phone the scoreboard's middle lines are 13 points or more, each whole in its width, clear of the scores",
    arguments: [Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 375, height: 667)])
  func middleLinesLegible(size: Size) throws {
    for throwsPlayed in [[], [Move.rock, .paper, .scissors, .paper]] {
      // Arrange, act
      let (window, screens) = assembledGame(size: size, seed: 3, folder: try TemporaryFolder())
      screens.playThrows(throwsPlayed)
      settle(window)

      // Assert
      let progress = try #require(window.rootView.descendant(identifiedBy: "match-progress") as? Label)
      let board = try #require(window.rootView.descendant(identifiedBy: "scoreboard"))
      let measurer = window.textMeasurer
      let lines = progress.text.split(separator: "\n").map(String.init)
      #expect(progress.font.size >= 13, "\(size), \(throwsPlayed.count) throws: \(progress.font.size) pt")
      #expect(lines.count >= 2, "the round and the draws both shown: \(lines)")
      for line in lines {
        #expect(measurer.size(of: line, font: progress.font).width <= progress.frame.width + 0.5, "\(line)")
      }
      let lineHeight = measurer.size(of: "Ag", font: progress.font).height
      #expect(Double(lines.count) * lineHeight <= progress.frame.height + 0.5, "\(lines) fit the height")
      for identifier in ["player-score", "computer-score"] {
        let score = try #require(board.descendant(identifiedBy: identifier) as? Label)
        let digits = measurer.size(of: score.text, font: score.font)
        let drawn = Rect(
          x: score.frame.midX - digits.width / 2, y: score.frame.midY - digits.height / 2,
          width: digits.width,
          height: digits.height)
        let overlap = drawn.intersection(progress.frame)
        #expect(overlap.width * overlap.height == 0, "\(identifier) \(drawn) under \(progress.frame)")
      }
    }
  }
}
