import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The Masters on the ladder screen, at the table and in the recap")
struct MastersLadderTests {
  /// A game saving in `folder` whose player has beaten every rival of the first tier, with the
  /// stars that open the Masters.
  private func clearedFirstTier(
    in folder: TemporaryFolder, size: Size = Size(width: 1024, height: 768)
  ) -> (
    Window, Screens
  ) {
    let (window, screens) = assembledGame(size: size, folder: folder)
    for rival in Rival.allCases { screens.progress.beat(rival, stars: 2) }
    masterTheRivalsOfHabit(screens)
    return (window, screens)
  }

  /// Opens the ladder over the game and returns it, laid out.
  private func openLadder(_ screens: Screens, in window: Window) throws -> LadderController {
    screens.showLadder()
    settle(window)
    return try #require(shown(screens, as: LadderController.self))
  }

  @Test("With both tiers cleared, throws given on the command line play the Grandmaster, at the top")
  func bothTiersClearedPlayTheTop() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = clearedFirstTier(in: folder)
    for rival in LadderTier.masters.rivals { screens.progress.beat(rival, on: .masters) }

    screens.playRivalThrows([.rock])
    settle(window)

    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(board.challenge.rival == .grandmaster && board.challenge.tier == .first)
    #expect(board.game.match.rounds.count == 1)
  }

  @Test("A cleared first tier with stars still to win names the nearest goal and the rivals that give them")
  func clearedTierNamesTheNearestGoal() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = clearedFirstTier(in: folder)
    let ladder = try openLadder(screens, in: window)

    ladder.tierButtons[0].sendActions()
    settle(window)

    let summary = try #require(window.rootView.descendant(identifiedBy: "ladder-summary") as? Label)
    let line = summary.text.replacingOccurrences(of: "\n", with: " · ").replacingOccurrences(
      of: "\u{00A0}", with: " ")
    #expect(
      line.hasPrefix("★ 21 of 57 stars · 9 stars short of “All the stars”: Boulder, Cyclist, Echo"),
      "\(line)")
  }

  @Test(
    "Before the Jester falls with the stars of the rivals of habit the ladder shows one tier and the Masters locked; after, the Masters open beside it, shown once the first tier is cleared"
  )
  func mastersOpenAfterTheJester() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    var ladder = try openLadder(screens, in: window)
    #expect(ladder.tier == .first)
    #expect(ladder.tierButtons.map(\.isVisibleInTree) == [false, true], "the Masters' button alone, locked")

    masterTheRivalsOfHabit(screens)
    _ = screens.detail.popViewController(animated: false)
    ladder = try openLadder(screens, in: window)

    #expect(ladder.tier == .first, "the Scholar is next on the tier being climbed")
    #expect(ladder.tierButtons.allSatisfy { $0.isVisibleInTree })
    ladder.tierButtons[1].sendActions()
    settle(window)
    #expect(ladder.tier == .masters)
    #expect(ladder.cards.map(\.rival) == Array(Rival.allCases.prefix(9)))
    #expect(ladder.cards.filter(\.isEnabled).map(\.rival) == [.boulder])
    #expect(ladder.cards[1].personalityLabel.text == "First to five, with Spock and lizard.")
    let summary = try #require(window.rootView.descendant(identifiedBy: "ladder-summary") as? Label)
    #expect(
      summary.text.replacingOccurrences(of: "\n", with: " · ").replacingOccurrences(of: "\u{00A0}", with: " ")
        == "★ 15 of 57 stars · Next: Boulder, first to five")

    for rival in Rival.allCases { screens.progress.beat(rival) }
    _ = screens.detail.popViewController(animated: false)
    ladder = try openLadder(screens, in: window)
    #expect(ladder.tier == .masters, "with the first tier cleared, the Masters are what is left to climb")
    ladder.tierButtons[0].sendActions()
    settle(window)
    #expect(ladder.tier == .first && ladder.cards.count == 10)
  }

  @Test(
    "Beating the Jester with the stars of the rivals of habit, the recap says the Scholar and the Masters are open, on a phone on its side too",
    arguments: [Size(width: 1024, height: 768), Size(width: 844, height: 390), Size(width: 568, height: 320)])
  func jesterRecapOpensTheMasters(size: Size) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: size, folder: folder)
    // 13 stars below the Jester: its match, read from the start, gives the rest.
    for rival in Rival.allCases.prefix(while: { $0 != .jester }) {
      screens.progress.beat(rival, stars: rival == .boulder ? 3 : 2)
    }
    screens.playRival(.jester, daily: nil, tier: .first)
    settle(window)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))

    playReadingThePlan(board)
    screens.showRecap()
    settle(window)

    let recap = try #require(shown(screens, as: RecapController.self))
    #expect(recap.words.whatsNext.contains("Scholar is open"), "\(recap.words.whatsNext)")
    #expect(recap.words.whatsNext.contains("The Masters are open too"), "\(recap.words.whatsNext)")
    let news = try #require(window.rootView.descendant(identifiedBy: "recap-next"))
    #expect(news.isVisibleInTree, "the news is not in the buttons: it stays at \(size)")
    #expect(Ladder.isOpen(.masters, in: screens.progress.progress))
  }

  @Test("Throws given for the Masters play their next rung once open, and a throw its rules lack is refused")
  func mastersThrowsFromTheCommandLine() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    #expect(screens.playRivalThrows([.paper], masters: true)?.contains("beat the Jester") == true)
    masterTheRivalsOfHabit(screens)

    let refusal = screens.playRivalThrows([.spock], masters: true)
    #expect(refusal?.contains("'k'") == true, "\(refusal ?? "")")
    #expect(screens.playRivalThrows([.paper, .paper], masters: true) == nil)
    settle(window)

    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(board.challenge.rival == .boulder && board.challenge.tier == .masters)
    #expect(board.game.match.rounds.count == 2)
  }

  @Test("A Masters match is first to five under its twist; winning it keeps its own stars and names the tier")
  func winAMastersRung() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = clearedFirstTier(in: folder)
    try openLadder(screens, in: window).cards[0].sendActions()
    settle(window)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(board.game.match.targetWins == 5)
    #expect(board.challenge.habitPlan == MastersRung(rival: .boulder)?.habitPlan)

    playReadingThePlan(board)
    screens.showRecap()
    settle(window)
    let recap = try #require(shown(screens, as: RecapController.self))

    let won = board.game.match.winner == .player
    try #require(won, "reading both habits wins")
    #expect(recap.words.headline.hasPrefix("You beat Boulder 5–"))
    #expect(recap.words.stars.hasPrefix("Masters · ★"))
    #expect(recap.words.opponent == "Boulder · Masters")
    #expect(recap.words.whatsNext == "Cyclist is open: the next rung.")
    #expect(screens.progress.progress.hasBeaten(.boulder, on: .masters))
    let history = screens.keeper.history
    let started = try #require(history.finished.first).startedAt
    let earned = RivalStars.earned(
      by: board.game.match, against: .boulder, on: .masters, startedAt: started,
      known: HabitReading.rivalsKnown(before: started, in: history))
    #expect(earned == 3, "both habits read from the start, Boulder's known: read by round 5")
    #expect(screens.progress.progress.stars(for: .boulder, on: .masters) == earned)
    #expect(PlayerProgress.starsEarned(in: history, on: .masters)["boulder"] == earned, "the recount agrees")
    #expect(screens.progress.progress.stars(for: .boulder) == 2, "the first tier's stars stay as they were")
    let record = try #require(screens.keeper.history.finished.first)
    #expect(record.challenge == ChallengeTag(rival: .boulder, tier: .masters))
    #expect(record.opponentWords == "Boulder · Masters")
    #expect(
      ProgressStore(folder: folder.url).load().0.mastersStars["boulder"] != nil, "kept in progress.json")

    (window.rootView.descendant(identifiedBy: "recap-next-rival") as? Button)?.sendActions()
    settle(window)
    let next = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(next.challenge.rival == .cyclist && next.challenge.tier == .masters)
    #expect(next.game.match.rules == .rockPaperScissorsSpockLizard)
  }

  @Test(
    "A Masters rung keeps whose habit it borrows to itself, on its card and at the table, until it is beaten; then both name it"
  )
  func twistNamedOnceBeaten() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = clearedFirstTier(in: folder)
    var ladder = try openLadder(screens, in: window)
    let card = try #require(ladder.cards.first { $0.rival == .boulder })
    #expect(card.personalityLabel.text == "First to five. Now and then, it plays as another rival. Which?")
    _ = screens.detail.popViewController(animated: false)
    let board = try #require(self.board(.boulder, on: .masters, screens, in: window))
    #expect(board.rivalLine == card.personalityLabel.text, "the table gives no more away than the card")

    playReadingThePlan(board)
    screens.showRecap()
    settle(window)
    let recap = try #require(shown(screens, as: RecapController.self))
    #expect(
      recap.words.howTheyPlayed.contains("Every other round it borrowed a habit"),
      "\(recap.words.howTheyPlayed)")
    _ = screens.detail.popViewController(animated: false)
    ladder = try openLadder(screens, in: window)
    let unanswered = try #require(ladder.cards.first { $0.rival == .boulder })
    #expect(
      unanswered.personalityLabel.text == card.personalityLabel.text,
      "its question unanswered, the card does not give the answer away")
    screens.progress.recordMastersHabitNamed(true, for: .boulder)
    _ = screens.detail.popViewController(animated: false)
    ladder = try openLadder(screens, in: window)
    let beaten = try #require(ladder.cards.first { $0.rival == .boulder })
    #expect(beaten.personalityLabel.text == "First to five. Every other round, it plays as Jester.")
    let replay = try #require(self.board(.boulder, on: .masters, screens, in: window))
    #expect(replay.rivalLine == beaten.personalityLabel.text)
  }

  @Test(
    "A master that changes habits after the player's second win says so on that round, without naming whose")
  func changeOfHabitHasATell() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = clearedFirstTier(in: folder)
    for rival in [Rival.boulder, .cyclist] { screens.progress.beat(rival, on: .masters) }
    let board = try #require(self.board(.echo, on: .masters, screens, in: window))
    var lines: [Int: String] = [:]

    while board.game.match.score.player < 3 {
      let match = board.game.match
      let call = board.challenge.habitPlan.call(after: match.rounds, rules: match.rules) ?? .rock
      board.playerThrew(match.rules.moves(beating: call)[0])
      board.finishCeremony()
      if board.game.match.rounds.last?.outcome == .win {
        lines[board.game.match.score.player] = board.rivalLine
      }
    }

    #expect(lines[2] == "Enough of that. Time for a new trick.")
    #expect(lines[1] != lines[2] && lines[3] != lines[2])
  }

  @Test("Beating the Grandmaster, the recap's first choice plays the Masters' first rung")
  func grandmasterRecapLeadsToTheMasters() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(folder: folder)
    let board = try grandmastersBoard(window, screens)
    while let coming = board.game.openRoundThrow {
      board.playerThrew(board.game.match.rules.moves(beating: coming)[0])
      board.finishCeremony()
    }
    screens.showRecap()
    settle(window)
    let recap = try #require(shown(screens, as: RecapController.self))
    #expect(recap.words.whatsNext == "You are at the top of the ladder.")

    let first = try #require(recap.buttons.first)
    #expect(first.title == "Next: Boulder · Masters")
    first.sendActions()
    settle(window)
    let next = try #require(shown(screens, as: ChallengeBoardController.self))
    #expect(next.challenge.rival == .boulder && next.challenge.tier == .masters)
  }

  /// Plays `rival` on `tier` as its card would, and returns the board shown, if one is.
  private func board(
    _ rival: Rival, on tier: LadderTier, _ screens: Screens, in window: Window
  ) -> ChallengeBoardController? {
    screens.playRival(rival, daily: nil, tier: tier)
    settle(window)
    return shown(screens, as: ChallengeBoardController.self)
  }

  @Test("A Masters match left halfway resumes where it was left; the first tier's rung starts afresh")
  func unfinishedMastersMatchResumes() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = clearedFirstTier(in: folder)
    let board = try #require(self.board(.boulder, on: .masters, screens, in: window))
    while board.game.match.score.player + board.game.match.score.computer < 2 {
      board.playerThrew(.paper)
      board.finishCeremony()
    }
    let rounds = board.game.match.rounds
    _ = screens.detail.popViewController(animated: false)
    settle(window)

    #expect(try #require(self.board(.boulder, on: .first, screens, in: window)).game.match.rounds.isEmpty)
    _ = screens.detail.popViewController(animated: false)

    let resumed = try #require(self.board(.boulder, on: .masters, screens, in: window))
    #expect(resumed.game.match.rounds == rounds)
    #expect(resumed.game.match.targetWins == 5)
  }

  @Test("A Masters rung stays shut until the one below it is beaten")
  func lockedRungDoesNotPlay() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = clearedFirstTier(in: folder)
    #expect(board(.cyclist, on: .masters, screens, in: window) == nil)
  }

  @Test(
    "Every rival's name shows whole on the ladder, all in one type size, at every size and in both tiers",
    arguments: [
      Size(width: 568, height: 360), Size(width: 320, height: 360), Size(width: 390, height: 844),
      Size(width: 960, height: 600),
    ])
  func namesWholeAndAlike(size: Size) throws {
    try inEachTier(at: size) { ladder, tier, window in
      for card in ladder.cards {
        let name = card.nameLabel
        #expect(
          !isCut(name, lines: 1, minimumScale: 1, in: window),
          "\(tier) \(name.text) in \(name.frame) at \(size)")
      }
      #expect(Set(ladder.cards.map(\.nameLabel.font.size)).count == 1, "\(tier) at \(size)")
    }
  }

  /// The ladder of a player who cleared the first tier, opened at `size` and shown in each tier
  /// in turn.
  private func inEachTier(
    at size: Size, _ body: (LadderController, LadderTier, Window) throws -> Void
  ) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = clearedFirstTier(in: folder, size: size)
    let ladder = try openLadder(screens, in: window)
    for (button, tier) in zip(ladder.tierButtons, LadderTier.allCases) {
      button.sendActions()
      settle(window)
      try body(ladder, tier, window)
    }
  }

  /// Whether `label`'s text is cut short in its frame, in at most `lines` lines (its own number
  /// by default) and shrunk no further than `minimumScale` (its own by default).
  private func isCut(
    _ label: Label, lines: Int? = nil, minimumScale: Double? = nil, in window: Window
  ) -> Bool {
    TextLayout(
      text: label.text, font: label.font, size: label.frame.size, maximumLines: lines ?? label.numberOfLines,
      minimumScale: minimumScale ?? label.minimumScaleFactor, measurer: window.textMeasurer
    ).isTruncated
  }

  @Test(
    "Every card draws its description in one type size and its standing whole; a rival to replay keeps the day it was beaten",
    arguments: [
      Size(width: 1024, height: 768), Size(width: 768, height: 1024), Size(width: 960, height: 600),
      Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 568, height: 360),
      Size(width: 320, height: 360),
    ])
  func descriptionsAlikeAndStandingWhole(size: Size) throws {
    try inEachTier(at: size) { ladder, tier, window in
      let described = ladder.cards.map(\.personalityLabel).filter { $0.frame.height > 0 && !$0.isHidden }
      let drawn = described.map {
        TextLayout(
          text: $0.text, font: $0.font, size: $0.frame.size, maximumLines: $0.numberOfLines,
          minimumScale: $0.minimumScaleFactor, measurer: window.textMeasurer
        ).font.size
      }
      #expect(Set(drawn).count <= 1, "\(tier) at \(size): \(drawn)")
      for label in described {
        #expect(!isCut(label, in: window), "\(tier) \(label.text) in \(label.frame) at \(size)")
      }
      for card in ladder.cards {
        for label in card.subviews.compactMap({ $0 as? Label }) where !label.isHidden && !label.text.isEmpty {
          guard label !== card.personalityLabel else { continue }
          #expect(
            !isCut(label, minimumScale: 1, in: window), "\(tier) \(label.text) in \(label.frame) at \(size)")
        }
        if tier == .first, card.arrangement == .tile {
          #expect(card.statusLabel.text.contains("Beaten"), "\(card.statusLabel.text) at \(size)")
        }
      }
    }
  }

  @Test("A summary too long for one line breaks at its middle dot, never leaving one word alone")
  func summaryBreaksAtTheDot() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 390, height: 844), folder: folder)
    _ = try openLadder(screens, in: window)
    let summary = try #require(window.rootView.descendant(identifiedBy: "ladder-summary") as? Label)
    let lines = TextLayout.wrap(
      summary.text, font: summary.font, width: summary.frame.width, measurer: window.textMeasurer)
    // Words, whatever the space between them: the stars and their count are kept together by
    // no-break spaces.
    #expect(lines.allSatisfy { $0.split(whereSeparator: \.isWhitespace).count > 1 }, "\(lines)")
  }
}
