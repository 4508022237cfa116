import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

/// Managing the history: deleting a match, clearing them all (each at once, with a few seconds to
/// undo it), hiding the abandoned ones, and a highlight that stays on its match.
@MainActor
@Suite("History management")
struct HistoryManagementTests {
  @MainActor
  private struct Scene {
    let window: Window
    let clock: ManualClock
    let screens: Screens
    let store: HistoryStore
    let temporary: TemporaryFolder
    let commands: WindowCommands

    var keeper: HistoryKeeper { screens.keeper }
    var alert: AlertController? { window.overlays.last as? AlertController }

    /// What a fresh start would read from the folder.
    var saved: History { HistoryStore(folder: store.folder).load().0 }

    func settle() {
      window.animator.finishAll()
      window.rootView.layoutIfNeeded()
    }

    func click(_ view: View) {
      let point = view.convert(view.bounds, to: nil).center
      window.send(PointerEvent(.down, at: point))
      window.send(PointerEvent(.up, at: point))
      settle()
    }

    func texts() -> [String] {
      let canvas = RecordingCanvas()
      window.render(on: canvas)
      return canvas.texts
    }

    func cardExists(_ record: MatchRecord) -> Bool {
      keeper.cardPath(for: record).map { FileManager.default.fileExists(atPath: $0) } ?? false
    }
  }

  private static func record(_ outcome: Outcome?, finished: Bool = true, minutesAgo: Double) -> MatchRecord {
    let moves: (Move, Move) =
      switch outcome {
      case .win: (.rock, .scissors)
      case .loss: (.scissors, .rock)
      default: (.rock, .rock)
      }
    let count = outcome == nil ? 1 : 3
    let rounds = (0..<count).map { _ in Round(player: moves.0, computer: moves.1, rules: .classic) }
    let started = Date(timeIntervalSinceNow: -minutesAgo * 60)
    return MatchRecord(
      match: Match(rounds: rounds), level: .hard, startedAt: started,
      endedAt: finished ? started.addingTimeInterval(30) : nil)
  }

  /// A saved history of `finished` matches, newest first, each with a card file, and the match
  /// in progress if given; then the game's screens on it.
  private func scene(
    finished: [MatchRecord], current: MatchRecord? = nil, size: Size = Size(width: 1280, height: 800),
    idiom: UserInterfaceIdiom = .pad
  ) throws -> Scene {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    try FileManager.default.createDirectory(at: store.cardsFolder, withIntermediateDirectories: true)
    var withCards: [MatchRecord] = []
    for var record in finished {
      let name = record.id.uuidString.lowercased() + ".png"
      try Data("card".utf8).write(to: store.cardsFolder.appendingPathComponent(name))
      record.cardFileName = name
      withCards.append(record)
    }
    try store.save(History(finished: withCards, current: current))
    var options = CommandLineOptions()
    options.seed = 5
    let screens = RockPaperScissorsApp.makeScreens(
      options: options, store: HistoryStore(folder: temporary.url))
    let clock = ManualClock()
    let window = Window(size: size, idiom: idiom, clock: clock, appearance: Theme.appearance)
    window.rootViewController = screens.split
    let commands = WindowCommands(
      window: window, controller: FakeWindowController(), screens: screens, picturesFolder: temporary.url)
    let scene = Scene(
      window: window, clock: clock, screens: screens, store: store, temporary: temporary, commands: commands)
    scene.settle()
    return scene
  }

  private func openDetail(of index: Int, in scene: Scene) throws -> MatchDetailController {
    let record = scene.screens.history.records[index]
    scene.screens.history.list.select(index)
    scene.screens.open(record)
    scene.settle()
    return try #require(scene.screens.detail.topViewController as? MatchDetailController)
  }

  private func button(_ identifier: String, in scene: Scene) throws -> View {
    try #require(scene.window.rootView.descendant(identifiedBy: identifier))
  }

  // MARK: Deleting one match

  @Test(
    "Delete on a match's toolbar deletes at once and saves, closes the detail, and offers Undo; the card goes when the offer ends"
  )
  func deleteFromToolbar() throws {
    let matches = [
      Self.record(.win, minutesAgo: 1), Self.record(.loss, minutesAgo: 2), Self.record(.win, minutesAgo: 3),
    ]
    let scene = try scene(finished: matches)
    let detail = try openDetail(of: 1, in: scene)
    let doomed = detail.record
    #expect(scene.cardExists(doomed))

    scene.click(try button("delete-match", in: scene))

    #expect(scene.alert == nil, "no question: Undo instead")
    #expect(scene.keeper.history.finished.map(\.id) == [matches[0].id, matches[2].id])
    #expect(
      scene.saved.finished.map(\.id) == [matches[0].id, matches[2].id],
      "saved at once: a crash never brings it back")
    #expect(
      scene.screens.detail.topViewController === scene.screens.game, "the deleted match's detail closed")
    #expect(scene.screens.history.list.numberOfRows() == 2)
    let bar = try button("undo-bar", in: scene)
    #expect(bar.isVisibleInTree)
    #expect(scene.texts().contains("Match deleted"))
    #expect(scene.cardExists(doomed), "the card waits while Undo is offered")

    scene.clock.advance(by: 9)
    scene.window.fireDueTimers()
    scene.settle()

    #expect(!bar.isVisibleInTree, "the offer ended")
    #expect(!scene.cardExists(doomed), "the deletion is final: its card is gone")
    scene.window.send(KeyEvent(.character("z"), modifiers: .control))
    #expect(scene.keeper.history.finished.count == 2, "nothing is brought back once the offer ended")
  }

  @Test("Undo, by its button or Ctrl+Z, brings a deleted match back in its place, with its card, and saves")
  func undoDelete() throws {
    let matches = [
      Self.record(.win, minutesAgo: 1), Self.record(.loss, minutesAgo: 2), Self.record(.win, minutesAgo: 3),
    ]
    let scene = try scene(finished: matches)
    let detail = try openDetail(of: 1, in: scene)
    detail.deleteButton.press()
    scene.settle()

    scene.click(try button("undo", in: scene))

    #expect(scene.keeper.history.finished.map(\.id) == matches.map(\.id), "back in its place")
    #expect(scene.saved.finished.map(\.id) == matches.map(\.id))
    #expect(scene.keeper.history.finished.allSatisfy(scene.cardExists))
    scene.clock.advance(by: 9)
    scene.window.fireDueTimers()
    #expect(scene.keeper.history.finished.allSatisfy(scene.cardExists), "an undone deletion never deletes")

    _ = try openDetail(of: 0, in: scene)
    scene.window.send(KeyEvent(.delete))
    #expect(scene.keeper.history.finished.count == 2)
    scene.window.send(KeyEvent(.character("z"), modifiers: .control))
    #expect(scene.keeper.history.finished.map(\.id) == matches.map(\.id), "Ctrl+Z undid it")
  }

  @Test("The match Ctrl+Z brings back is the one selected in the history again")
  func undoneMatchSelected() throws {
    let matches = [
      Self.record(.win, minutesAgo: 1), Self.record(.loss, minutesAgo: 2), Self.record(.win, minutesAgo: 3),
    ]
    let scene = try scene(finished: matches)
    let detail = try openDetail(of: 1, in: scene)
    let deleted = detail.record
    detail.deleteButton.press()
    scene.settle()

    scene.window.send(KeyEvent(.character("z"), modifiers: .control))
    scene.settle()

    let list = scene.screens.history.list
    let selected = try #require(list.selectedIndex)
    #expect(scene.screens.history.records[selected].id == deleted.id)
  }

  @Test("A deletion still on offer when the game quits is final")
  func quitCommits() throws {
    let matches = [Self.record(.win, minutesAgo: 1), Self.record(.loss, minutesAgo: 2)]
    let scene = try scene(finished: matches)
    let detail = try openDetail(of: 0, in: scene)
    let doomed = detail.record
    detail.deleteButton.press()

    scene.screens.commitPendingDeletion()

    #expect(!scene.cardExists(doomed))
    #expect(scene.saved.finished.map(\.id) == [matches[1].id])
    #expect(!scene.screens.split.undo(), "nothing left to undo")
  }

  @Test("The Delete key on a match's detail deletes it (Undo on offer); Backspace still goes back")
  func deleteKey() throws {
    let scene = try scene(finished: [Self.record(.win, minutesAgo: 1), Self.record(.loss, minutesAgo: 2)])
    _ = try openDetail(of: 0, in: scene)

    scene.window.send(KeyEvent(.delete))
    scene.window.send(KeyEvent(.delete, isRepeat: true))
    scene.settle()
    #expect(scene.keeper.history.finished.count == 1)

    _ = try openDetail(of: 0, in: scene)
    scene.window.send(KeyEvent(.backspace))
    scene.settle()
    #expect(scene.screens.detail.topViewController === scene.screens.game)
    #expect(scene.keeper.history.finished.count == 1, "Backspace deletes nothing")
  }

  @Test("The match in progress cannot be deleted from its detail: it is the game on the board")
  func inProgressNotDeleted() throws {
    let current = Self.record(nil, finished: false, minutesAgo: 0)
    let scene = try scene(finished: [Self.record(.win, minutesAgo: 5)], current: current)
    let detail = try openDetail(of: 0, in: scene)
    #expect(detail.record.id == current.id)

    #expect(!detail.deleteButton.isEnabled)
    scene.window.send(KeyEvent(.delete))

    #expect(scene.alert == nil)
    #expect(scene.keeper.history.current?.id == current.id)
  }

  @Test("A card name from the file that points outside the card folder is never deleted")
  func hostileCardName() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    let victim = temporary.url.appendingPathComponent("victim.txt")
    try Data("keep me".utf8).write(to: victim)
    var record = Self.record(.win, minutesAgo: 1)
    // The history file says the card is beside the history, outside the cards folder.
    record.cardFileName = "../victim.txt"
    try store.save(History(finished: [record]))
    let screens = RockPaperScissorsApp.makeScreens(
      options: CommandLineOptions(), store: HistoryStore(folder: temporary.url))
    for name in ["../victim.txt", "..", "/" + victim.path, ".hidden"] {
      record.cardFileName = name
      #expect(screens.keeper.cardPath(for: record) == nil, "\(name)")
    }

    #expect(screens.keeper.deleteMatch(id: record.id))

    #expect(FileManager.default.fileExists(atPath: victim.path))
    #expect(HistoryStore(folder: temporary.url).load().0.finished.isEmpty)
  }

  // MARK: Clearing

  @Test(
    "Clear removes every finished match at once and saves, keeps the match in progress, and Undo brings them all back"
  )
  func clearAll() throws {
    let matches = (0..<4).map { Self.record($0 % 2 == 0 ? .win : .loss, minutesAgo: Double($0 + 1)) }
    let current = Self.record(nil, finished: false, minutesAgo: 0)
    let scene = try scene(finished: matches, current: current)
    let cards = scene.keeper.history.finished
    #expect(cards.allSatisfy(scene.cardExists))

    scene.click(try button("history-clear", in: scene))

    #expect(scene.alert == nil)
    #expect(scene.keeper.history.finished.isEmpty)
    #expect(scene.keeper.history.current?.id == current.id)
    #expect(scene.saved.finished.isEmpty && scene.saved.current?.id == current.id)
    #expect(scene.screens.history.list.numberOfRows() == 1)
    #expect(scene.texts().contains("4 matches cleared"))
    let clear = try #require(try button("history-clear", in: scene) as? Button)
    #expect(!clear.isEnabled, "nothing left to clear")

    scene.click(try button("undo", in: scene))

    #expect(scene.keeper.history.finished.map(\.id) == cards.map(\.id))
    #expect(scene.saved.finished.map(\.id) == cards.map(\.id))
    #expect(cards.allSatisfy(scene.cardExists))
  }

  @Test(
    "Over an empty history Clear is drawn disabled, on a pad and in a phone's sheet, and a finished match enables it",
    arguments: [
      (Size(width: 1280, height: 800), UserInterfaceIdiom.pad), (Size(width: 390, height: 844), .phone),
    ])
  func clearDisabledOverAnEmptyHistory(size: Size, idiom: UserInterfaceIdiom) throws {
    let scene = try scene(
      finished: [], current: Self.record(nil, finished: false, minutesAgo: 0), size: size, idiom: idiom)
    if idiom == .phone {
      scene.screens.split.presentMasterPopover()
      scene.settle()
    }
    let clear = try #require(try button("history-clear", in: scene) as? Button)
    let whenEmpty = clear.isEnabled

    scene.keeper.addFinished(Self.record(.win, minutesAgo: 1))
    scene.settle()

    #expect(!whenEmpty, "nothing to clear")
    #expect(clear.isEnabled)
  }

  @Test("A clear not undone is final when the offer ends: every card goes")
  func clearCommitted() throws {
    let matches = (0..<3).map { Self.record(.win, minutesAgo: Double($0 + 1)) }
    let scene = try scene(finished: matches)
    let cards = scene.keeper.history.finished

    scene.screens.history.askToClear()
    scene.clock.advance(by: 9)
    scene.window.fireDueTimers()

    #expect(!cards.contains(where: scene.cardExists))
    #expect(scene.saved.finished.isEmpty)
  }

  @Test("Clearing while a match's detail is open beside the history closes the detail")
  func clearClosesDetail() throws {
    let scene = try scene(finished: [Self.record(.win, minutesAgo: 1), Self.record(.loss, minutesAgo: 2)])
    _ = try openDetail(of: 1, in: scene)

    scene.screens.history.askToClear()
    scene.settle()

    #expect(scene.screens.detail.topViewController === scene.screens.game)
  }

  @Test("On a phone the history's sheet shows Clear, and Undo is offered over the sheet")
  func clearOnPhone() throws {
    let scene = try scene(
      finished: [Self.record(.win, minutesAgo: 1)], size: Size(width: 390, height: 844), idiom: .phone)
    scene.screens.split.presentMasterPopover()
    scene.settle()

    scene.click(try button("history-clear", in: scene))

    #expect(scene.keeper.history.finished.isEmpty)
    #expect(scene.screens.split.offersUndo)
    scene.window.send(KeyEvent(.character("z"), modifiers: .control))
    #expect(scene.keeper.history.finished.count == 1)
  }

  // MARK: Hiding abandoned matches

  @Test("Hide abandoned leaves them out of the list, says so on its button, and tells the choice")
  func hideAbandoned() throws {
    let won = Self.record(.win, minutesAgo: 1)
    let abandoned = Self.record(nil, minutesAgo: 2)
    let lost = Self.record(.loss, minutesAgo: 3)
    let scene = try scene(finished: [won, abandoned, lost])
    let history = scene.screens.history
    var told: [Bool] = []
    history.onHidesAbandonedChange = { told.append($0) }
    let toggle = try #require(try button("history-hide-abandoned", in: scene) as? Button)
    #expect(toggle.title == "Hide abandoned")

    scene.click(toggle)

    #expect(history.hidesAbandoned)
    #expect(history.records.map(\.id) == [won.id, lost.id])
    #expect(history.list.numberOfRows() == 2)
    #expect(toggle.title == "Show all")
    #expect(told == [true])
    #expect(scene.keeper.history.finished.count == 3, "hidden, not deleted")

    scene.click(toggle)
    #expect(history.records.map(\.id) == [won.id, abandoned.id, lost.id])
    #expect(told == [true, false])
  }

  @Test("With no abandoned match to hide, Hide abandoned is greyed out; one abandoned match wakes it")
  func hideAbandonedWaitsForOne() throws {
    let scene = try scene(finished: [Self.record(.win, minutesAgo: 1)])
    let toggle = try #require(try button("history-hide-abandoned", in: scene) as? Button)
    #expect(!toggle.isEnabled)

    scene.keeper.addFinished(Self.record(nil, minutesAgo: 0.5))
    scene.settle()

    #expect(toggle.isEnabled)
  }

  @Test("With abandoned matches hidden, opening a row opens the match shown on it")
  func openWhileHidden() throws {
    let won = Self.record(.win, minutesAgo: 1)
    let lost = Self.record(.loss, minutesAgo: 3)
    let scene = try scene(finished: [
      Self.record(nil, minutesAgo: 0.5), won, Self.record(nil, minutesAgo: 2), lost,
    ])
    scene.screens.history.hidesAbandoned = true
    scene.screens.history.list.select(1)

    scene.screens.history.list.onOpen?(1)
    scene.settle()

    let detail = try #require(scene.screens.detail.topViewController as? MatchDetailController)
    #expect(detail.record.id == lost.id)
  }

  // MARK: The highlight follows its match

  @Test("After a new match is added on top, the history's highlight stays on the same match")
  func highlightFollowsMatch() throws {
    let matches = (0..<3).map { Self.record(.win, minutesAgo: Double($0 + 1)) }
    let scene = try scene(finished: matches)
    let list = scene.screens.history.list
    list.select(1)
    #expect(scene.screens.history.records[1].id == matches[1].id)

    scene.screens.playThrows([.rock])  // a new match in progress appears on top

    #expect(scene.screens.history.records.count == 4)
    let selected = try #require(list.selectedIndex)
    #expect(scene.screens.history.records[selected].id == matches[1].id)
  }
}
