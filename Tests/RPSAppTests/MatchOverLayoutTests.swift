import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The board at a match's end keeps the throws it showed in the last round")
struct MatchOverLayoutTests {
  /// The player's card's height in the last round before a lost match's end, and once it is over.
  private func cardHeights(at size: Size, level: Level) throws -> (lastRound: Double, matchOver: Double) {
    let (window, screens) = assembledGame(size: size, folder: try TemporaryFolder())
    let play = screens.play
    play.change(level: level)
    settle(window)
    var lastRound = 0.0
    while !play.game.match.isOver {
      lastRound = play.playerCard.frame.height
      play.playerThrew(.rock)
      play.finishCeremony()
      settle(window)
    }
    try #require(play.lessonView.isVisibleInTree)
    return (lastRound, play.playerCard.frame.height)
  }

  @Test(
    "Once the lesson shows under the throws, the cards keep most of their height on a desktop or a pad",
    arguments: [Size(width: 1280, height: 800), Size(width: 1024, height: 768)])
  func cardsKeepTheirSizeWhenTheLessonShows(size: Size) throws {
    for level in [Level.medium, .hard] {
      let heights = try cardHeights(at: size, level: level)

      #expect(heights.matchOver >= heights.lastRound * 0.75, "\(level) at \(size): \(heights)")
    }
  }

  @Test(
    "Everything on the match-over board stays inside it, on a phone held either way and on a small window",
    arguments: [
      Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 800, height: 600),
      Size(width: 1920, height: 1080),
    ])
  func matchOverBoardFits(size: Size) throws {
    let (window, screens) = assembledGame(size: size, folder: try TemporaryFolder())
    let play = screens.play
    play.change(level: .medium)
    while !play.game.match.isOver {
      play.playerThrew(.rock)
      play.finishCeremony()
    }
    settle(window)

    let parts: [View] = [play.playerCard, play.computerCard, play.lessonView, play.newMatchButton]
    for part in parts where part.isVisibleInTree {
      #expect(play.view.bounds.contains(part.frame), "\(part.identifier ?? "?") at \(size): \(part.frame)")
      #expect(part.frame.height > 0)
    }
    #expect(play.lessonView.frame.intersection(play.playerCard.frame).isEmpty)
    #expect(play.lessonView.frame.intersection(play.newMatchButton.frame).isEmpty)
  }

  @Test(
    "Beside the cards, New match stands under the score it follows, not apart from it in the middle of the column",
    arguments: [Size(width: 1536, height: 1000), Size(width: 844, height: 338)])
  func wideNewMatchFollowsTheScore(size: Size) {
    let arrangement = GameArrangement(size: size, buttonCount: 3)
    let matchOver = GameArrangement(in: Rect(origin: .zero, size: size), buttonCount: 3, matchOver: true)

    #expect(arrangement.shape == .wide)
    #expect(matchOver.newMatchButton.minY == arrangement.throwButtons[0].minY)
    #expect(matchOver.newMatchButton.minY - matchOver.scoreboard.maxY <= 20)
  }
}
