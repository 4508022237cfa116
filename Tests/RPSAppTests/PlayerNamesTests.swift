import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

/// The two players' names, edited in the two-player options.
@MainActor
@Suite("Players' names in the options")
struct PlayerNamesTests {
  private func makeScreens(
    size: Size = Size(width: 1024, height: 768), idiom: UserInterfaceIdiom = .pad
  ) throws -> (Window, Screens, TemporaryFolder) {
    let temporary = try TemporaryFolder()
    let options = try CommandLineParser.parse(["--players", "2", "--names", "Ana,Ben"])
    let screens = RockPaperScissorsApp.makeScreens(
      options: options, store: HistoryStore(folder: temporary.url),
      settings: SettingsKeeper(store: SettingsStore(folder: temporary.url)))
    let window = Window(size: size, idiom: idiom, clock: ManualClock(), appearance: Theme.appearance)
    screens.twoPlayer.quickThrows = true
    window.rootViewController = screens.split
    window.render(on: RecordingCanvas())
    return (window, screens, temporary)
  }

  private func openOptions(in window: Window, _ screens: Screens) throws -> (TextField, TextField) {
    screens.twoPlayer.optionsItem.press()
    window.animator.finishAll()
    window.render(on: RecordingCanvas())
    let left = try #require(window.rootView.descendant(identifiedBy: "name-left") as? TextField)
    let right = try #require(window.rootView.descendant(identifiedBy: "name-right") as? TextField)
    return (left, right)
  }

  private func retype(_ text: String, in field: TextField, window: Window) {
    window.focus(field)
    window.send(KeyEvent(.character("a"), modifiers: .control))
    if text.isEmpty {
      window.send(KeyEvent(.backspace))
    } else {
      window.send(TextInputEvent(text))
    }
  }

  @Test(
    "A name typed in the options and ended with Return shows on the board, in the match being played and in the settings"
  )
  func renameMidMatch() throws {
    let (window, screens, temporary) = try makeScreens()
    screens.playThrowPairs([.init(left: .rock, right: .paper)])
    let (left, _) = try openOptions(in: window, screens)
    #expect(left.text == "Ana")

    retype("Zoë", in: left, window: window)
    #expect(screens.twoPlayer.headToHead.players.left == "Ana", "nothing changes while typing")
    window.send(KeyEvent(.enter))

    #expect(screens.twoPlayer.headToHead.players == MatchPlayers(left: "Zoë", right: "Ben"))
    #expect(screens.keeper.history.current?.players == MatchPlayers(left: "Zoë", right: "Ben"))
    #expect(screens.settings.settings.names == MatchPlayers(left: "Zoë", right: "Ben"))
    let saved = HistoryStore(folder: temporary.url).load().0
    #expect(saved.current?.players?.left == "Zoë", "saved at once")
    #expect(screens.twoPlayer.match.rounds.count == 1, "the match goes on")
    let name = try #require(window.rootView.descendant(identifiedBy: "left-name") as? Label)
    #expect(name.text == "Zoë")
  }

  @Test("A finished match keeps the names it was played under; the next one takes the new ones")
  func finishedMatchesKeepTheirNames() throws {
    let (window, screens, _) = try makeScreens()
    screens.playThrowPairs(Array(repeating: .init(left: .rock, right: .scissors), count: 3))
    #expect(screens.keeper.history.finished.count == 1)
    let (_, right) = try openOptions(in: window, screens)

    retype("Cy", in: right, window: window)
    window.focus(nil)
    screens.playThrowPairs([.init(left: .rock, right: .paper)])

    #expect(screens.keeper.history.finished.first?.players == MatchPlayers(left: "Ana", right: "Ben"))
    #expect(screens.keeper.history.current?.players == MatchPlayers(left: "Ana", right: "Cy"))
  }

  @Test("An emptied or blank name falls back to Player 1 or Player 2, shown in its field")
  func blankNamesFallBack() throws {
    let (window, screens, _) = try makeScreens()
    let (left, right) = try openOptions(in: window, screens)

    retype("", in: left, window: window)
    window.send(KeyEvent(.tab))
    retype("   ", in: right, window: window)
    window.send(KeyEvent(.enter))

    #expect(screens.twoPlayer.headToHead.players == MatchPlayers.standard)
    #expect(left.text == "Player 1")
    #expect(right.text == "Player 2")
    #expect(
      GameOptionsController.players(left: "  Ana ", right: "\n")
        == MatchPlayers(left: "Ana", right: "Player 2"))
  }

  @Test("A name is at most 32 bytes and takes no control characters")
  func nameLimits() throws {
    let (window, screens, _) = try makeScreens()
    let (left, _) = try openOptions(in: window, screens)

    retype(String(repeating: "é", count: 20), in: left, window: window)
    window.send(TextInputEvent("\u{7}"))
    window.send(KeyEvent(.enter))

    #expect(left.text == String(repeating: "é", count: 16))
    #expect(screens.twoPlayer.headToHead.players.left.utf8.count == MatchPlayers.maximumNameBytes)
  }

  @Test("Tab goes from the last players' choice to the left name, then the right name, then the rules")
  func tabOrder() throws {
    let (window, screens, _) = try makeScreens()
    let (left, right) = try openOptions(in: window, screens)
    let friend = try #require(window.rootView.descendant(identifiedBy: "players-network"))
    window.focus(friend)

    window.send(KeyEvent(.tab))
    #expect(window.focusedView === left)
    window.send(KeyEvent(.tab))
    #expect(window.focusedView === right)
    window.send(KeyEvent(.tab))
    #expect(window.focusedView?.identifier == "rules-classic")
  }

  @Test("Names are offered only with two players: against the computer the row holds its level")
  func namesOnlyForTwoPlayers() throws {
    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions())
    let window = Window(
      size: Size(width: 1024, height: 768), clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split
    screens.play.showOptions()
    window.animator.finishAll()
    window.render(on: RecordingCanvas())

    let field = window.rootView.descendant(identifiedBy: "name-left")
    #expect(field == nil || field?.isVisibleInTree == false)
    #expect(window.rootView.descendant(identifiedBy: "level-hard")?.isVisibleInTree == true)
  }
}
