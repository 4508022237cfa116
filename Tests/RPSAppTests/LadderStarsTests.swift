import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("Stars on the ladder, in the recap and in the records")
struct LadderStarsTests {
  /// Plays Boulder, throwing paper (what beats its rock) every round, until a match ends with
  /// the player winning by `stars`' measure; returns the recap of that match.
  private func beatBoulder(
    _ screens: Screens, window: Window, until wanted: (Int) -> Bool
  ) throws -> RecapController {
    for _ in 0..<40 {
      let (recap, match) = try recapOfPlaying(.boulder, throwing: .paper, screens, in: window)
      if wanted(RivalStars.earned(by: match)) { return recap }
      _ = screens.detail.popViewController(animated: false)
    }
    throw StarsNotEarned()
  }

  private struct StarsNotEarned: Error {}

  @Test(
    "A clean sweep gives three stars: on the rung, in the recap, in the records; a weaker replay keeps them")
  func cleanSweep() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)

    let recap = try beatBoulder(screens, window: window) { $0 == 3 }

    #expect(recap.words.stars == "★★★ A clean sweep: every star.")
    #expect(screens.progress.progress.stars(for: .boulder) == 3)
    #expect(ProgressStore(folder: folder.url).load().0.rivalStars["boulder"] == 3, "kept in progress.json")

    _ = screens.detail.popViewController(animated: false)
    let weaker = try beatBoulder(screens, window: window) { $0 == 1 || $0 == 2 }
    #expect(weaker.words.stars.hasSuffix("Replay for ★★★: win without losing a round."))
    #expect(screens.progress.progress.stars(for: .boulder) == 3, "the best is kept")

    screens.showLadder()
    settle(window)
    let ladder = try #require(shown(screens, as: LadderController.self))
    #expect(ladder.cards[0].starsLabel.text == "★★★" && ladder.cards[0].starsLabel.isVisibleInTree)
    #expect(ladder.cards[1].starsLabel.isHidden, "no stars before a rival is beaten")
    #expect(ladder.cards[1].statusLabel.text == "Next to beat")

    screens.showRecords(over: true)
    settle(window)
    let records = try #require(shown(screens, as: RecordsController.self))
    #expect(records.words?.lines.contains(RecordsWords.Line(caption: "Stars", value: "3/57")) == true)
  }

  @Test("A rung beaten short of three stars shows the day it fell and invites a replay")
  func rungInvitesAReplay() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    screens.progress.beat(.boulder, stars: 3)
    screens.progress.beat(.cyclist, stars: 2)

    screens.showLadder()
    settle(window)
    let ladder = try #require(shown(screens, as: LadderController.self))

    #expect(ladder.cards[0].statusLabel.text.hasPrefix("✓ Beaten"))
    #expect(ladder.cards[1].starsLabel.text == "★★☆")
    let standing = [ladder.cards[1].statusLabel, ladder.cards[1].replayLabel].filter { !$0.isHidden }
      .map(\.text).joined(separator: " ")
    #expect(standing.hasPrefix("✓ Beaten") && standing.contains("Replay"), "keeps the day, invites a replay")
    #expect(ladder.cards[1].isEnabled, "a beaten rung can be played again")
  }

  @Test("A progress file saved before stars were kept gets each rival's stars back from the history")
  func starsComeBackFromTheHistory() throws {
    let folder = try TemporaryFolder()
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    var match = Match(rules: .classic, targetWins: 3)
    match.record(Round(player: .rock, computer: .paper, rules: .classic))
    for _ in 0..<3 { match.record(Round(player: .paper, computer: .rock, rules: .classic)) }
    try HistoryStore(folder: folder.url).save(
      History(finished: [
        MatchRecord(
          match: match, level: .medium, startedAt: start, endedAt: start.addingTimeInterval(60),
          challenge: ChallengeTag(rival: .boulder))
      ]))
    let older =
      #"{"version": 1, "rivalsBeaten": {"boulder": "2027-01-15T10:00:00Z"}, "dailyResults": {}, "achievementsEarned": {}}"#
    try Data(older.utf8).write(to: folder.appending("progress.json"))

    let (_, screens) = assembledGame(folder: folder)

    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(
      !names.contains { $0.hasPrefix("progress.json.damaged") }, "the older file is read, not set aside")
    #expect(screens.progress.progress.stars(for: .boulder) == 2)
  }
}
