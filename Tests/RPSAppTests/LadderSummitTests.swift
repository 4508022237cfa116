import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The ladder's long goal and its summit: the stars of both tiers, the champion, the Masters' title")
struct LadderSummitTests {
  /// A game saving in `folder` whose player has beaten every rival of the first tier for three
  /// stars and the first `masters` rungs of the Masters for two.
  private func game(
    masters: Int, in folder: TemporaryFolder, size: Size = Size(width: 1024, height: 768)
  ) -> (Window, Screens) {
    let (window, screens) = assembledGame(size: size, folder: folder)
    for rival in LadderTier.first.rivals { screens.progress.beat(rival, stars: 3) }
    for rival in LadderTier.masters.rivals.prefix(masters) {
      screens.progress.beat(rival, stars: 2, on: .masters)
    }
    return (window, screens)
  }

  /// Plays the Professor's Masters rung to its end, throwing what beats each of its throws, and
  /// returns its recap.
  private func beatTheProfessorsRung(_ screens: Screens, in window: Window) throws -> RecapController {
    screens.playRival(.professor, daily: nil, tier: .masters)
    settle(window)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    while let coming = board.game.openRoundThrow {
      board.playerThrew(board.game.match.rules.moves(beating: coming)[0])
      board.finishCeremony()
    }
    screens.showRecap()
    settle(window)
    return try #require(shown(screens, as: RecapController.self))
  }

  /// The ladder's line over the cards, on one line.
  private func summary(_ window: Window) throws -> String {
    let label = try #require(window.rootView.descendant(identifiedBy: "ladder-summary") as? Label)
    // The star keeps to its count with a no-break space.
    return label.text.replacingOccurrences(of: "\n", with: " · ").replacingOccurrences(
      of: "\u{00A0}", with: " ")
  }

  @Test("The ladder's line counts the stars of both tiers of 57 and says what earns the next")
  func starsOfBothTiersOnTheLadder() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(masters: 3, in: folder)

    screens.showLadder()
    settle(window)

    #expect(try summary(window) == "★ 36 of 57 stars · Next: Fox, first to five")
  }

  @Test("The records count the stars of both tiers")
  func recordsCountBothTiers() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(masters: 3, in: folder)

    screens.showRecords()
    settle(window)

    let records = try #require(shown(screens, as: RecordsController.self))
    #expect(records.words?.lines.contains(RecordsWords.Line(caption: "Stars", value: "36/57")) == true)
  }

  @Test(
    "Beating the last master the first time, the recap's finale crowns the player and names what is left, once"
  )
  func finaleSaidOnce() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(masters: 8, in: folder)

    let crowned = try beatTheProfessorsRung(screens, in: window)

    #expect(crowned.words.isFinale)
    #expect(
      crowned.words.whatsNext.replacingOccurrences(of: "\u{00A0}", with: " ")
        == "You have beaten every master: you are the ladder's champion. What is left: three stars on every rung (★ 49 of 57)."
    )
    #expect(crowned.words.achievementTitles.contains("Champion"))
    let news = try #require(window.rootView.descendant(identifiedBy: "recap-next"))
    #expect(news.isVisibleInTree)

    let again = try beatTheProfessorsRung(screens, in: window)
    #expect(!again.words.isFinale)
    #expect(again.words.whatsNext == "You are at the top of the Masters.")
    #expect(!again.words.achievementTitles.contains("Champion"), "announced once")
  }

  @Test(
    "The finale's recap shows its words whole on a phone, upright and on its side, and on a large screen",
    arguments: [
      Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 1920, height: 1080),
    ])
  func finaleFits(size: Size) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(masters: 8, in: folder, size: size)

    let recap = try beatTheProfessorsRung(screens, in: window)

    let news = try #require(window.rootView.descendant(identifiedBy: "recap-next") as? Label)
    #expect(news.isVisibleInTree, "at \(size)")
    let layout = TextLayout(
      text: news.text, font: news.font, size: news.frame.size, maximumLines: news.numberOfLines,
      minimumScale: news.minimumScaleFactor, measurer: window.textMeasurer)
    #expect(!layout.isTruncated, "\(news.text) in \(news.frame) at \(size)")
    #expect(recap.words.isFinale)
  }

  @Test("Once champion, the ladder's line carries the title on both tiers, with the stars of both")
  func championTitleOnTheLadder() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(masters: 9, in: folder)

    screens.showLadder()
    settle(window)
    let ladder = try #require(shown(screens, as: LadderController.self))
    let onTheMasters = try summary(window)
    ladder.tierButtons[0].sendActions()
    settle(window)

    #expect(onTheMasters == "Champion of the ladder · ★ 48 of 57 · Replay for ★★★: Boulder, Cyclist…")
    #expect(
      try summary(window) == "Champion of the ladder · ★ 48 of 57 · Every rival beaten, every star earned.")
  }

  @Test(
    "The champion's line shows whole on a phone upright and on its side, its stars never broken from their count",
    arguments: [Size(width: 390, height: 844), Size(width: 844, height: 390)])
  func championLineOnAPhone(size: Size) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(masters: 9, in: folder, size: size)

    screens.showLadder()
    settle(window)

    let label = try #require(window.rootView.descendant(identifiedBy: "ladder-summary") as? Label)
    let lines = TextLayout.wrap(
      label.text, font: label.font, width: label.frame.width, measurer: window.textMeasurer)
    #expect(lines.contains { $0.contains("★\u{00A0}48\u{00A0}of\u{00A0}57") }, "\(lines) at \(size)")
    let layout = TextLayout(
      text: label.text, font: label.font, size: label.frame.size, maximumLines: label.numberOfLines,
      minimumScale: label.minimumScaleFactor, measurer: window.textMeasurer)
    #expect(label.isVisibleInTree && !layout.isTruncated, "\(label.text) in \(label.frame) at \(size)")
  }

  @Test("The bar and the banner say Masters over the Masters' rungs, and Ladder over the first tier's")
  func mastersTitle() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = game(masters: 2, in: folder)

    screens.showLadder(on: .masters)
    settle(window)
    let screen = try #require(screens.detail.topViewController as? GameController)
    let ladder = try #require(shown(screens, as: LadderController.self))
    #expect(screen.title == "Masters")
    #expect(screen.banner.words.map(\.text) == ["MASTERS"])

    ladder.tierButtons[0].sendActions()
    settle(window)

    #expect(screen.title == "Ladder")
    #expect(screen.banner.words.map(\.text) == ["LADDER"])
  }
}
