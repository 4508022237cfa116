import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

/// A card renderer that writes a tiny file instead of drawing.
@MainActor
private final class FakeCardRenderer: MatchCardRendering {
  var rendered: [UUID] = []
  func renderCard(for record: MatchRecord, to path: String) throws {
    rendered.append(record.id)
    try Data("card".utf8).write(to: URL(fileURLWithPath: path))
  }
}

@MainActor
@Suite("History screens")
struct HistoryScreensTests {
  private func makeScreens(
    size: Size, folder: URL, idiom: UserInterfaceIdiom = .pad
  ) -> (Window, ManualClock, Screens) {
    var options = CommandLineOptions()
    options.seed = 11
    let screens = RockPaperScissorsApp.makeScreens(options: options, store: HistoryStore(folder: folder))
    let clock = ManualClock()
    let window = Window(size: size, idiom: idiom, clock: clock, appearance: Theme.appearance)
    // Rounds are shown at once here; the count and the celebration have their own tests.
    screens.play.quickThrows = true
    window.rootViewController = screens.split
    return (window, clock, screens)
  }

  @Test("Inside the split view the game is set up at its holder's real size, beside the history column")
  func setupInsideSplit() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let (_, _, screens) = makeScreens(size: Size(width: 1280, height: 720), folder: folder)
    let holder = screens.game.landscapeHolderView.frame.size
    let play = screens.play

    #expect(holder.width > 500 && holder.height > 500)
    #expect(play.view.frame.size == holder)
    #expect(play.shape == GameArrangement.Shape(for: holder))
    #expect(play.shape == .wide)
  }

  @Test("Through rotations of a pad window the game always fills the holder on screen, at the window's width")
  func rotationsInsideSplit() throws {
    let temporary = try TemporaryFolder()
    let (window, clock, screens) = makeScreens(size: Size(width: 960, height: 600), folder: temporary.url)
    let play = screens.play
    for size in [
      Size(width: 600, height: 960), Size(width: 960, height: 600), Size(width: 768, height: 1024),
    ] {
      window.resize(to: size)
      clock.advance(by: 1)
      window.animator.update()
      window.rootView.layoutIfNeeded()
      let holder =
        size.orientation.isPortrait ? screens.game.portraitHolderView : screens.game.landscapeHolderView
      #expect(play.view.superview === holder)
      #expect(play.view.frame.size == holder.frame.size, "at \(size)")
      #expect(play.view.presentationFrame.size == holder.frame.size, "drawn at \(size)")
      let detailWidth = size.orientation.isPortrait ? size.width : size.width - 321
      #expect(screens.detail.view.frame.width == detailWidth, "at \(size)")
      #expect(screens.detail.view.presentationFrame.width == detailWidth, "detail drawn at \(size)")
      #expect(screens.game.view.presentationFrame.width == detailWidth, "game drawn at \(size)")
    }
  }

  @Test("Keys pressed while a rotation animates are not lost")
  func inputDuringRotation() throws {
    let temporary = try TemporaryFolder()
    let (window, clock, screens) = makeScreens(size: Size(width: 1024, height: 768), folder: temporary.url)
    window.resize(to: Size(width: 768, height: 1024))
    #expect(window.isAnimating, "the detail pane slides to full width")

    window.send(KeyEvent(.character("r")))
    clock.advance(by: 0.1)
    window.animator.update()
    window.send(KeyEvent(.character("p")))

    #expect(screens.play.game.match.rounds.map(\.player) == [.rock, .paper])
  }

  @Test("In portrait the game controller titles the item History and shows it left; H opens the popover")
  func historyButton() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let (window, _, screens) = makeScreens(size: Size(width: 768, height: 1024), folder: folder)

    let item = try #require(screens.game.navigationItem.leftBarButtonItem)
    #expect(item.title == "History")
    #expect(item === screens.split.masterBarButtonItem)

    #expect(window.send(KeyEvent(.character("h"))))
    #expect(screens.split.masterPopover.isPopoverVisible)
  }

  @Test("Every round is saved; a finished match gets a card and goes to the top of the list")
  func savingAndCards() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let (_, _, screens) = makeScreens(size: Size(width: 1024, height: 768), folder: folder)
    let renderer = FakeCardRenderer()
    screens.keeper.cardRenderer = renderer

    screens.playThrows([.rock])
    let afterOne = HistoryStore(folder: folder).load().0
    #expect(afterOne.current?.match.rounds.count == 1, "the unfinished match is saved after its first round")

    while screens.keeper.history.finished.isEmpty { screens.playThrows([.paper]) }
    let saved = HistoryStore(folder: folder).load().0
    let finished = try #require(saved.finished.first)
    #expect(finished.match.isOver)
    #expect(renderer.rendered == [finished.id])
    #expect(screens.keeper.cardPath(for: finished).map { FileManager.default.fileExists(atPath: $0) } == true)
    #expect(screens.history.records.first?.id == finished.id)
  }

  /// A run of the game on `folder` that throws rock, then paper, and stops: its match (at hard,
  /// classic, first to 3) is left unfinished.
  @discardableResult
  private func leaveMatchUnfinished(in folder: URL) -> Screens {
    let (_, _, first) = makeScreens(size: Size(width: 1024, height: 768), folder: folder)
    first.playThrows([.rock, .paper])
    return first
  }

  @Test("An unfinished match resumes at the next start, with its score")
  func resume() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let first = leaveMatchUnfinished(in: folder)
    let before = first.play.game.match
    #expect(!before.isOver)

    let (_, _, second) = makeScreens(size: Size(width: 1024, height: 768), folder: folder)

    #expect(second.play.game.match == before)
    #expect(second.history.records.first?.endedAt == nil, "the unfinished match is on top of the list")
  }

  @Test("A level, rules or length asked for on the command line start that match; the unfinished one is kept")
  func commandLineAsksForAnotherMatch() throws {
    // Arrange: an unfinished match at hard, classic, first to 3.
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    leaveMatchUnfinished(in: folder)
    var sameAsBefore = CommandLineOptions()
    sameAsBefore.level = .hard
    var another = CommandLineOptions()
    another.level = .easy
    another.rules = .rockPaperScissorsSpockLizard
    another.targetWins = 5

    // Act
    let same = RockPaperScissorsApp.makeScreens(options: sameAsBefore, store: HistoryStore(folder: folder))
    let asked = RockPaperScissorsApp.makeScreens(options: another, store: HistoryStore(folder: folder))

    // Assert
    #expect(same.play.game.match.rounds.count == 2, "asking for what it already is resumes it")
    #expect(asked.play.level == .easy)
    #expect(asked.play.game.match.rules == .rockPaperScissorsSpockLizard)
    #expect(asked.play.game.match.targetWins == 5)
    #expect(asked.play.game.match.rounds.isEmpty)
    let kept = try #require(asked.keeper.history.finished.first)
    #expect(kept.match.rounds.count == 2 && !kept.match.isOver, "the unfinished match is kept as abandoned")
  }

  /// Ana and Ben start a match at this screen, as `rps --players 2 --names Ana,Ben` does, and play `pairs`.
  private func anaAndBen(play pairs: [CommandLineOptions.ThrowPair], in store: HistoryStore) {
    var twoPlayers = CommandLineOptions()
    twoPlayers.players = 2
    twoPlayers.names = MatchPlayers(left: "Ana", right: "Ben")
    RockPaperScissorsApp.makeScreens(options: twoPlayers, store: store).playThrowPairs(pairs)
  }

  @Test("Throws given one by one on the command line never overwrite an unfinished match between two people")
  func throwsAgainstTheComputerKeepTheTwoPlayerMatch() throws {
    // Arrange: Ana and Ben stand at 1–0 after two rounds.
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    anaAndBen(play: [.init(left: .rock, right: .scissors), .init(left: .paper, right: .paper)], in: store)
    var oneThrow = CommandLineOptions()
    oneThrow.moves = [.rock]

    // Act
    let next = RockPaperScissorsApp.makeScreens(options: oneThrow, store: store)
    next.playThrows(oneThrow.moves)

    // Assert
    #expect(next.players == 1, "the throw is played against the computer")
    let saved = HistoryStore(folder: temporary.url).load().0
    #expect(saved.current?.players == nil && saved.current?.match.rounds.count == 1)
    let kept = try #require(saved.finished.first)
    #expect(kept.players == MatchPlayers(left: "Ana", right: "Ben"))
    #expect(kept.match.rounds.map(\.player) == [.rock, .paper], "Ana and Ben's rounds are kept as they were")
    #expect(kept.match.rounds.map(\.computer) == [.scissors, .paper])
  }

  @Test("Another length asked for between two people starts their next match under the same names")
  func anotherLengthKeepsTheNames() throws {
    // Arrange
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    anaAndBen(play: [.init(left: .rock, right: .scissors)], in: store)
    var shorter = CommandLineOptions()
    shorter.targetWins = 2

    // Act
    let next = RockPaperScissorsApp.makeScreens(options: shorter, store: store)
    next.playThrowPairs([.init(left: .paper, right: .rock)])

    // Assert
    #expect(next.players == 2)
    #expect(next.twoPlayer.headToHead.players == MatchPlayers(left: "Ana", right: "Ben"))
    #expect(next.keeper.history.current?.players == MatchPlayers(left: "Ana", right: "Ben"))
    #expect(
      next.keeper.history.finished.first?.match.rounds.count == 1, "the first match is kept as abandoned")
  }

  @Test("Opening a match from the popover closes it and pushes the detail; Backspace goes back to the game")
  func openFromPopover() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    let (window, _, screens) = makeScreens(size: Size(width: 768, height: 1024), folder: folder)
    screens.playThrows([.rock, .rock, .rock, .rock, .rock, .rock, .rock, .rock, .rock, .rock])
    window.send(KeyEvent(.character("h")))

    window.send(KeyEvent(.down))
    window.send(KeyEvent(.enter))

    #expect(!screens.split.masterPopover.isPopoverVisible)
    #expect(screens.detail.topViewController is MatchDetailController)
    #expect(window.send(KeyEvent(.backspace)))
    #expect(screens.detail.topViewController === screens.game)
  }

  @Test("A rotation while a match's detail covers the game turns the game too, when it comes back")
  func rotationBehindDetail() throws {
    let temporary = try TemporaryFolder()
    let (window, clock, screens) = makeScreens(size: Size(width: 1024, height: 768), folder: temporary.url)
    screens.playThrows([.rock, .rock, .rock, .rock, .rock, .rock, .rock, .rock, .rock, .rock])
    let record = try #require(screens.history.records.first)
    screens.open(record)

    window.resize(to: Size(width: 768, height: 1024))
    clock.advance(by: 1)
    window.animator.update()
    #expect(window.send(KeyEvent(.backspace)))
    window.rootView.layoutIfNeeded()

    let game = screens.game
    #expect(game.portraitView.window === window)
    #expect(game.landscapeView.superview == nil)
    #expect(game.hostedController.view.superview === game.portraitHolderView)
    #expect(game.hostedController.view.frame.size == game.portraitHolderView.frame.size)
    #expect(
      screens.play.shape == GameArrangement.Shape(for: game.portraitHolderView.frame.size)
    )
  }

  @Test("A newer version's history is left alone and the player is told once, not again at every round")
  func newerVersionToldOnce() throws {
    let temporary = try TemporaryFolder()
    let file = temporary.url.appendingPathComponent("history.json")
    let newer = Data(#"{"version": 99, "finished": []}"#.utf8)
    try newer.write(to: file)
    let (window, _, screens) = makeScreens(size: Size(width: 1024, height: 768), folder: temporary.url)
    var notices: [String] = []
    let shown = screens.split.noticeButton.title
    screens.keeper.onNotice = { notices.append($0) }

    for key in "rpsrps" { window.send(KeyEvent(.character(key))) }

    #expect(shown.contains("newer version"))
    #expect(notices.isEmpty, "\(notices)")
    #expect(screens.split.noticeButton.title == shown, "the window still says why nothing is saved")
    #expect(try Data(contentsOf: file) == newer)
  }

  @Test("On a phone the history sheet is titled once, by its bar, with no second heading under it")
  func phoneSheetTitledOnce() throws {
    let temporary = try TemporaryFolder()
    let (window, _, screens) = makeScreens(
      size: Size(width: 390, height: 844), folder: temporary.url, idiom: .phone)

    screens.split.presentMasterPopover()
    window.animator.finishAll()
    let canvas = RecordingCanvas()
    window.render(on: canvas)

    var headings: [Rect] = []
    for case .text("History", _, _, let rect) in canvas.commands { headings.append(rect) }
    #expect(headings.contains { $0.maxY <= NavigationBar.height }, "the sheet's bar says History")
    #expect(!headings.contains { $0.minY >= NavigationBar.height }, "no second heading under it: \(headings)")
  }

  @Test("A damaged history file is kept aside and the player is told in the window")
  func damagedFileNotice() throws {
    let temporary = try TemporaryFolder()
    let folder = temporary.url
    try Data("not json".utf8).write(to: folder.appendingPathComponent("history.json"))

    let (window, _, screens) = makeScreens(size: Size(width: 1024, height: 768), folder: folder)

    #expect(!screens.split.noticeButton.isHidden)
    #expect(screens.split.noticeButton.title.contains(".damaged-"))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.contains { $0.hasPrefix("history.json.damaged-") })
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    let shown = canvas.texts.joined(separator: " ")
    let keptAs = try #require(names.first { $0.hasPrefix("history.json.damaged-") })
    #expect(shown.contains(keptAs), "the notice wraps to show where the file went, whole: \(shown)")
    #expect(shown.contains("a fresh history started"))
  }
}
