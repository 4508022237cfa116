import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("Levels, rules and insight in the game")
struct LevelsAndRulesTests {
  @Test(
    "At a match's end at Hard the reason and the final score share a line where it holds both, the rating's change under them; a narrow window keeps the score whole and the change, not the reason",
    arguments: [(Size(width: 1024, height: 768), 1), (Size(width: 320, height: 1000), 1)])
  func finalScoreNeverSplit(size: Size, lines: Int) throws {
    // Arrange
    let (window, screens, temporary) = try makeSeededPadGame(["--first-to", "1"])
    window.resize(to: size)
    window.animator.finishAll()

    // Act
    screens.playThrows([.rock])
    while !screens.play.game.match.isOver { screens.playThrows([.rock]) }
    let canvas = RecordingCanvas()
    window.render(on: canvas)

    // Assert
    let score = screens.play.game.match.score
    let final = "Final score \(score.player)–\(score.computer)"
    let shown = canvas.texts.filter {
      $0.contains(final) || $0.contains(" covers ") || $0.contains(" crushes ") || $0.contains(" cut ")
    }
    #expect(shown.count == lines, "\(shown)")
    #expect(shown.last?.hasSuffix(final) == true, "the score whole at the end: \(shown)")
    #expect(
      canvas.texts.contains { $0.hasPrefix("Rating ") && $0.contains("(") }, "the change: \(canvas.texts)")
    withExtendedLifetime(temporary) {}
  }

  @Test("The window starts at the level and rules asked for, hard and classic by default")
  func startingSettings() throws {
    let (_, defaults, first) = try makeSeededPadGame()
    #expect(defaults.play.level == .hard)
    #expect(defaults.play.game.opponentName == "Hard")
    let (_, chosen, second) = try makeSeededPadGame(["--level", "medium", "--rules", "rpsls"])
    #expect(chosen.play.level == .medium)
    #expect(chosen.play.game.match.rules == .rockPaperScissorsSpockLizard)
    #expect(chosen.play.optionsItem.title == "Medium · RPSLS ▾")
    withExtendedLifetime((first, second)) {}
  }

  @Test("Choosing a level in the options popover starts a new match against it; the unfinished one is kept")
  func changeLevelFromBar() throws {
    let (window, screens, temporary) = try makeSeededPadGame()
    screens.playThrows([.rock, .paper])
    screens.play.showOptions()
    #expect(screens.play.optionsPopover.isPopoverVisible)
    let easy = try #require(window.rootView.descendant(identifiedBy: "level-easy") as? Button)

    easy.sendActions()
    #expect(window.overlays.last is AlertController, "giving up two rounds is asked first")
    window.send(KeyEvent(.tab))
    window.send(KeyEvent(.enter))

    let play = screens.play
    #expect(!screens.play.optionsPopover.isPopoverVisible)
    #expect(play.level == .easy)
    #expect(play.game.match.rounds.isEmpty)
    #expect(
      screens.keeper.history.finished.first?.match.rounds.count == 2,
      "the match in progress is kept, abandoned")
    #expect(screens.play.optionsItem.title == "Easy ▾")
    screens.playThrows([.scissors])
    #expect(screens.keeper.history.current?.level == .easy)
    withExtendedLifetime(temporary) {}
  }

  @Test("With Spock and lizard there are five throw buttons, and K and L throw them")
  func spockLizard() throws {
    let (window, screens, temporary) = try makeSeededPadGame()
    let play = screens.play
    #expect(!window.send(KeyEvent(.character("k"))), "no Spock in the classic rules")

    play.change(rules: .rockPaperScissorsSpockLizard)

    #expect(play.view.descendant(identifiedBy: "throw-spock") != nil)
    #expect(play.view.descendant(identifiedBy: "throw-lizard") != nil)
    #expect(window.send(KeyEvent(.character("k"))))
    #expect(play.lastRound?.player == .spock)
    #expect(window.send(KeyEvent(.character("5"))))
    #expect(play.lastRound?.player == .lizard)
    withExtendedLifetime(temporary) {}
  }

  @Test("Each throw button's caption names the keys that the key table gives its throw")
  func captionsFromTheKeyTable() throws {
    let (_, screens, temporary) = try makeSeededPadGame()
    screens.play.change(rules: .rockPaperScissorsSpockLizard)

    for move in Move.allCases {
      let button = try #require(
        screens.play.view.descendant(identifiedBy: "throw-\(move.name.lowercased())") as? Button)
      #expect(button.caption == Command.throwMove(move).keyLabel)
    }
    #expect(Command.throwMove(.lizard).keyLabel == "L or 5")
    withExtendedLifetime(temporary) {}
  }

  @Test("With Spock and lizard both arrangements name all five moves, not the classic three")
  func containersNameTheMovesInPlay() throws {
    let (window, screens, temporary) = try makeSeededPadGame()
    screens.play.change(rules: .rockPaperScissorsSpockLizard)

    let canvas = RecordingCanvas()
    window.render(on: canvas)
    #expect(["ROCK", "PAPER", "SCISSORS", "SPOCK", "LIZARD"].allSatisfy(canvas.texts.contains), "the rail")

    window.resize(to: Size(width: 768, height: 1024))
    window.animator.finishAll()
    canvas.reset()
    window.render(on: canvas)
    #expect(canvas.texts.contains("ROCK · PAPER · SCISSORS · SPOCK · LIZARD"), "the marquee: \(canvas.texts)")
    withExtendedLifetime(temporary) {}
  }

  @Test("The insight appears only after a throw, and shows what the engine expected for that very round")
  func insight() throws {
    let (window, screens, temporary) = try makeSeededPadGame()
    let play = screens.play
    #expect(window.send(KeyEvent(.character("i"))))
    #expect(play.showsInsight)
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    #expect(
      !canvas.texts.contains("What the computer expected you to throw"), "nothing before the first throw")

    for key in "rrpsp" { window.send(KeyEvent(.character(key))) }

    let insight = try #require(play.game.lastInsight)
    #expect(insight.round == play.lastRound)
    canvas.reset()
    window.render(on: canvas)
    #expect(canvas.texts.contains("What the computer expected you to throw"))
    let shown = play.lastRound.map { "\(Int(((insight.forecast[$0.player] ?? 0) * 100).rounded()))%" }
    #expect(shown.map { canvas.texts.contains($0) } == true)
    #expect(
      canvas.texts.contains { $0.hasPrefix("It ") || $0.hasPrefix("You were winning more than chance") })
    withExtendedLifetime(temporary) {}
  }

  @Test(
    "In a small window and with five moves, the insight's title and sentence are shown whole, not cut off",
    arguments: [
      (["--rules", "rpsls"], "rpkls", Size(width: 844, height: 390)),
      (["--first-to", "5"], "rpsp", Size(width: 480, height: 360)),
    ])
  func insightSentenceWhole(arguments: [String], throwsPlayed: String, size: Size) throws {
    // Arrange
    let (window, screens, temporary) = try makeSeededPadGame(arguments + ["--insight"])
    window.resize(to: size)
    window.animator.finishAll()

    // Act
    for key in throwsPlayed { window.send(KeyEvent(.character(key))) }
    let canvas = RecordingCanvas()
    window.render(on: canvas)

    // Assert
    let sentence = InsightWords.sentence(for: try #require(screens.play.game.lastInsight))
    #expect(canvas.texts.joined(separator: " ").contains(sentence), "\(sentence) in \(canvas.texts)")
    let titles = ["What the computer expected you to throw", "The computer's forecast"]
    #expect(canvas.texts.contains { titles.contains($0) }, "a whole title in \(canvas.texts)")
    withExtendedLifetime(temporary) {}
  }

  @Test(
    "Starting with another level than the unfinished match's says in the window that it was kept as abandoned"
  )
  func askingForAnotherLevelSaysWhereTheMatchWent() throws {
    let temporary = try TemporaryFolder()
    let before = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse(["--level", "hard", "--seed", "5"]),
      store: HistoryStore(folder: temporary.url))
    before.play.quickThrows = true
    before.playThrows([.rock, .rock, .paper])
    let score = before.keeper.history.current?.match.score
    let played = try #require(score)

    let after = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse(["--level", "easy", "--seed", "5"]),
      store: HistoryStore(folder: temporary.url))

    #expect(after.play.game.match.rounds.isEmpty)
    #expect(
      after.split.noticeButton.title
        == "Your unfinished match (\(played.player)–\(played.computer) against Hard) is kept in the history as"
        + " abandoned: this start asked for another.")
    #expect(!after.split.noticeButton.isHidden)
    let again = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse(["--seed", "5"]), store: HistoryStore(folder: temporary.url))
    #expect(again.play.game.match.rounds.isEmpty, "kept as abandoned, though nothing was played since")
    #expect(again.keeper.history.finished.first?.match.score == played)
  }

  @Test("Starting with the unfinished match's own level resumes it and says nothing")
  func askingForTheSameLevelResumesQuietly() throws {
    let temporary = try TemporaryFolder()
    let before = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse(["--level", "hard", "--seed", "5"]),
      store: HistoryStore(folder: temporary.url))
    before.play.quickThrows = true
    before.playThrows([.rock, .rock])

    let after = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse(["--level", "hard", "--seed", "5"]),
      store: HistoryStore(folder: temporary.url))

    #expect(after.play.game.match.rounds.count == 2)
    #expect(after.split.noticeButton.isHidden)
  }

  @Test(
    "An unfinished match of draws alone asked away by the start is let go for good, even if nothing is played"
  )
  func drawsOnlyMatchAskedAwayStaysGone() throws {
    let temporary = try TemporaryFolder()
    var draws = Match(rules: .classic, targetWins: 3)
    draws.record(Round(player: .rock, computer: .rock, rules: .classic))
    try HistoryStore(folder: temporary.url).save(
      History(current: MatchRecord(match: draws, level: .hard, startedAt: Date())))

    _ = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse(["--level", "easy", "--seed", "5"]),
      store: HistoryStore(folder: temporary.url))
    let again = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse(["--seed", "5"]), store: HistoryStore(folder: temporary.url))

    #expect(again.play.game.match.rounds.isEmpty, "the draws were let go, not resumed")
  }
}
