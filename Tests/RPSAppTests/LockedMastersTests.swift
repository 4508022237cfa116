import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The Masters before they open")
struct LockedMastersTests {
  @Test(
    "Before the Jester falls, the ladder shows the Masters' button locked, saying what opens it, whole",
    arguments: [
      Size(width: 1920, height: 1080), Size(width: 1024, height: 768), Size(width: 390, height: 844),
      Size(width: 844, height: 390), Size(width: 568, height: 320), Size(width: 320, height: 480),
    ])
  func lockedButtonSaysWhatOpensIt(size: Size) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: size, folder: folder)
    for rival in LadderTier.first.rivals.prefix(6) { screens.progress.beat(rival, stars: 2) }
    screens.showLadder()
    settle(window)
    let ladder = try #require(shown(screens, as: LadderController.self))

    let masters = try #require(window.rootView.descendant(identifiedBy: "tier-masters") as? Button)
    #expect(masters.isVisibleInTree)
    #expect(masters.title.hasPrefix("Masters: "), "\(masters.title)")
    let drawn = TextLayout(
      text: masters.title, font: masters.font,
      size: Size(width: masters.titleWidth, height: masters.bounds.height),
      maximumLines: 1, minimumScale: 1, measurer: window.textMeasurer)
    #expect(!drawn.isTruncated, "'\(masters.title)' in \(masters.frame) at \(size)")
    for card in ladder.cards {
      #expect(card.frame.intersection(masters.convert(masters.bounds, to: card.superview)).isEmpty)
    }
  }

  @Test("Pressing the locked Masters says what opens them, and the ladder stays on its first tier")
  func pressingTheLockedButtonExplains() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    screens.showLadder()
    settle(window)
    let ladder = try #require(shown(screens, as: LadderController.self))
    let summary = try #require(window.rootView.descendant(identifiedBy: "ladder-summary") as? Label)

    try #require(window.rootView.descendant(identifiedBy: "tier-masters") as? Button).sendActions()
    settle(window)

    #expect(ladder.tier == .first)
    #expect(
      summary.text.replacingOccurrences(of: "\n", with: " ").contains("beat the Jester"),
      "\(summary.text)")
  }
}
