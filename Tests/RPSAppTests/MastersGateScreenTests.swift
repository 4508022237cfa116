import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The Masters' gate on the ladder, in the recap and on the cards")
struct MastersGateScreenTests {
  /// The ladder's line over the cards, on one line, with no-break spaces as spaces.
  private func summaryLine(in window: Window) throws -> String {
    let summary = try #require(window.rootView.descendant(identifiedBy: "ladder-summary") as? Label)
    return summary.text.replacingOccurrences(of: "\n", with: " · ").replacingOccurrences(
      of: "\u{00A0}", with: " ")
  }

  @Test(
    "With the Jester beaten short of the stars, the ladder counts them toward the Masters and names the rung to replay",
    arguments: [
      (Size(width: 1280, height: 800), "Masters: ★ 12 of 15 on the rivals of habit · replay Fox for ★★★"),
      (Size(width: 390, height: 844), "Masters: ★ 12 of 15 · replay Fox for ★★★"),
    ])
  func ladderLineWhileShut(size: Size, expected: String) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: size, folder: folder)
    for (rival, stars) in zip(MastersGate.rivals, [2, 2, 2, 1, 2, 1, 2]) {
      screens.progress.beat(rival, stars: stars)
    }

    screens.showLadder()
    settle(window)

    let ladder = try #require(shown(screens, as: LadderController.self))
    #expect(ladder.tier == .first)
    #expect(try summaryLine(in: window) == expected)
    let masters = try #require(window.rootView.descendant(identifiedBy: "tier-masters") as? Button)
    #expect(
      masters.title == "Masters: ★ 12 of 15 to open" || masters.title == "Masters: locked", "\(masters.title)"
    )
    #expect(!Ladder.isOpen(.masters, in: screens.progress.progress))
  }

  @Test("Pressing the locked Masters with the Jester beaten says how many stars open them")
  func lockedButtonExplainsTheStars() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    for rival in MastersGate.rivals { screens.progress.beat(rival, stars: 2) }
    screens.showLadder()
    settle(window)

    try #require(window.rootView.descendant(identifiedBy: "tier-masters") as? Button).sendActions()
    settle(window)

    #expect(
      try summaryLine(in: window)
        == "The Masters open with 15 of the 21 stars of the rivals of habit, Boulder to the Jester: 1 more star to win."
    )
  }

  @Test(
    "Beating the Jester without the stars, the recap says what opens the Masters, as the ladder's line does")
  func jesterRecapAgreesWithTheLadder() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 1280, height: 800), folder: folder)
    for rival in Rival.allCases.prefix(while: { $0 != .jester }) { screens.progress.beat(rival) }
    screens.playRival(.jester, daily: nil, tier: .first)
    settle(window)
    playReadingThePlan(try #require(shown(screens, as: ChallengeBoardController.self)))
    screens.showRecap()
    settle(window)
    let recap = try #require(shown(screens, as: RecapController.self))
    let whatsNext = recap.words.whatsNext.replacingOccurrences(of: "\u{00A0}", with: " ")

    _ = screens.detail.popViewController(animated: false)
    screens.showLadder()
    settle(window)
    let line = try summaryLine(in: window)

    #expect(!Ladder.isOpen(.masters, in: screens.progress.progress))
    #expect(whatsNext.contains("Scholar is open"), "\(whatsNext)")
    #expect(!whatsNext.contains("The Masters are open"), "\(whatsNext)")
    #expect(line.hasPrefix("Masters: ★ ") && line.contains("replay Boulder for ★★★"), "\(line)")
    #expect(whatsNext.contains(line), "the recap: \(whatsNext); the ladder: \(line)")
  }

  @Test("A replay that brings the stars to the gate opens the Masters, and its recap says so")
  func replayOpensTheMasters() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    for (rival, stars) in zip(MastersGate.rivals, [1, 2, 2, 2, 2, 2, 2]) {
      screens.progress.beat(rival, stars: stars)
    }
    screens.playRival(.boulder, daily: nil, tier: .first)
    settle(window)
    playReadingThePlan(try #require(shown(screens, as: ChallengeBoardController.self)))
    screens.showRecap()
    settle(window)

    let recap = try #require(shown(screens, as: RecapController.self))
    #expect(screens.progress.progress.stars(for: .boulder) == 3, "read from the start, won cleanly")
    #expect(Ladder.isOpen(.masters, in: screens.progress.progress))
    #expect(recap.words.whatsNext.contains("The Masters are open"), "\(recap.words.whatsNext)")
    let next = recap.buttons.first { $0.identifier == "recap-next-rival" }?.title
    #expect(next == "Next: Scholar", "the lowest rung not yet beaten, not the Cyclist beaten before")
  }

  @Test("A player who played a Masters rung keeps them open after an update, with few stars")
  func playedMastersStayOpen() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    for rival in MastersGate.rivals { screens.progress.beat(rival) }
    screens.progress.enterMasters()

    screens.showLadder()
    settle(window)

    let ladder = try #require(shown(screens, as: LadderController.self))
    #expect(Ladder.isOpen(.masters, in: screens.progress.progress))
    #expect(ladder.tierButtons.allSatisfy { $0.isVisibleInTree })
    let line = try summaryLine(in: window)
    #expect(!line.contains("Masters: ★"), "\(line)")
  }

  @Test("A rung of habit short of its stars says on its card what the missing star asks")
  func cardSaysWhatTheStarNeeds() {
    let unread = RungCardView(rival: .fox)
    let read = RungCardView(rival: .fox)
    let readInALoss = RungCardView(rival: .fox)
    let mule = RungCardView(rival: .mule)
    let learner = RungCardView(rival: .scholar)

    unread.show(beatenOn: "5 Dec", stars: 2, bestRead: 4, bestReadInAWin: 4, isNext: false, isUnlocked: true)
    read.show(beatenOn: "5 Dec", stars: 2, bestRead: 3, bestReadInAWin: 3, isNext: false, isUnlocked: true)
    readInALoss.show(beatenOn: "5 Dec", stars: 2, bestRead: 2, isNext: false, isUnlocked: true)
    mule.show(beatenOn: "5 Dec", stars: 1, isNext: false, isUnlocked: true)
    learner.show(beatenOn: "5 Dec", stars: 2, isNext: false, isUnlocked: true)

    #expect(unread.starsLabel.text == "★★☆")
    #expect(unread.goalLabel.text == "Read it by round 3")
    #expect(read.goalLabel.text == "Lose at most 1 round")
    #expect(readInALoss.goalLabel.text == "Read it by round 3", "a read in a match lost earns no star")
    #expect(mule.goalLabel.text == "Read it by round 5")
    #expect(learner.goalLabel.text.isEmpty && learner.replayLabel.text == "Replay for ★★★")
  }

  @Test(
    "The game screen's line, the first tier beaten with the Masters shut, invites the replay that serves them"
  )
  func boardLineInvitesTheReplay() throws {
    var progress = PlayerProgress()
    for rival in LadderTier.first.rivals { progress.beat(rival, at: Date()) }

    let invitation = try #require(LadderInvitation(progress: progress))

    #expect(invitation.words.first == "Ladder: replay Boulder · 8 more stars open the Masters")
  }

  @Test("On a wide window every tile of habit short of its stars shows the missing star's goal, whole")
  func tilesShowTheGoal() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 1280, height: 800), folder: folder)
    for (rival, stars) in zip(MastersGate.rivals, [3, 2, 2, 1, 2, 1, 2]) {
      screens.progress.beat(rival, stars: stars)
    }

    screens.showLadder()
    settle(window)

    let ladder = try #require(shown(screens, as: LadderController.self))
    let fox = try #require(ladder.cards.first { $0.rival == .fox })
    #expect(fox.arrangement == .tile)
    #expect(fox.goalLabel.isVisibleInTree && fox.goalLabel.text == "Read it by round 3")
    let drawn = TextLayout(
      text: fox.goalLabel.text, font: fox.goalLabel.font, size: fox.goalLabel.frame.size, maximumLines: 1,
      minimumScale: 1, measurer: window.textMeasurer)
    #expect(!drawn.isTruncated)
    let boulder = try #require(ladder.cards.first { $0.rival == .boulder })
    #expect(!boulder.goalLabel.isVisibleInTree, "swept clean, no goal")
    #expect(boulder.statusLabel.frame.minY == fox.statusLabel.frame.minY, "the lines stay level")
  }

  @Test(
    "Throws given for the ladder with its first tier cleared and the Masters shut replay the rung that serves them"
  )
  func commandLineReplaysForTheMasters() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    for rival in LadderTier.first.rivals { screens.progress.beat(rival, stars: rival == .echo ? 1 : 2) }

    #expect(screens.playRivalThrows([.rock]) == nil)
    settle(window)

    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(board.challenge.rival == .echo && board.challenge.tier == .first)
  }
}
