import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("Achievements earned against a rival are told once, in the recap")
struct RecapAchievementsTests {
  @Test("Beating the first rung lists its achievements in the recap, with no notice repeating them")
  func recapAloneTellsThem() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 960, height: 600), seed: 1, folder: folder)

    screens.playRivalThrows(Array(repeating: .paper, count: 8))
    settle(window)

    let recap = try #require(shown(screens, as: RecapController.self))
    #expect(recap.words.achievements.contains { $0.hasPrefix("First rung") })
    let notice = screens.split.noticeButton
    #expect(
      !(notice.isVisibleInTree && notice.title.contains("First rung")),
      "the notice says it again: \(notice.title)")
  }

  @Test("Leaving the board of a won match without its recap says the achievements in the notice line instead")
  func leftWithoutTheRecap() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 960, height: 600), seed: 1, folder: folder)
    screens.playRival(.boulder, daily: nil)
    window.animator.finishAll()
    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    while !board.game.match.isOver {
      board.playerThrew(.paper)
      board.finishCeremony()
    }
    try #require(board.game.match.winner == .player)

    _ = screens.detail.popViewController(animated: false)
    window.animator.finishAll()

    #expect(screens.split.noticeButton.title.contains("First rung"), "\(screens.split.noticeButton.title)")
    #expect(screens.announceAchievements().isEmpty, "each told once")
  }

  @Test("One achievement earned is headed in the singular, two in the plural")
  func headingCountsTheAchievements() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 960, height: 600), seed: 1, folder: folder)
    screens.playRivalThrows(Array(repeating: .paper, count: 8))
    settle(window)
    let recap = try #require(shown(screens, as: RecapController.self))
    try #require(recap.words.achievements.count >= 2)
    var oneEarned = recap.words
    oneEarned.achievements = [recap.words.achievements[0]]

    let single = RecapController(
      recap: RivalRecap(rival: recap.rival, match: Match()), words: oneEarned, actions: [])
    _ = single.view

    #expect(single.achievementsHeading == "Achievement earned")
    #expect(recap.achievementsHeading == "Achievements earned")
  }
}
