import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

/// One focus: the ring says what the keys act on, and the arrows act nowhere else.
@MainActor
@Suite("One focus")
struct OneFocusTests {
  /// A pad in landscape, its history column beside the game, with finished matches in it.
  private func makeScreens() throws -> (Window, Screens, TemporaryFolder) {
    let temporary = try TemporaryFolder()
    var options = CommandLineOptions()
    options.seed = 7
    let screens = RockPaperScissorsApp.makeScreens(
      options: options, store: HistoryStore(folder: temporary.url))
    screens.playThrows(Array(repeating: .rock, count: 8))
    let window = Window(
      size: Size(width: 1024, height: 768), idiom: .pad, clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split
    window.rootView.layoutIfNeeded()
    return (window, screens, temporary)
  }

  private func focus(_ identifier: String, in window: Window) {
    window.focus(window.rootView.descendant(identifiedBy: identifier))
    #expect(window.focusedView?.identifier == identifier)
  }

  @Test("With the ring on New match, Down leaves the history's highlight alone and Enter starts a new match")
  func arrowsStayWithTheFocusedButton() throws {
    let (window, screens, _) = try makeScreens()
    let highlighted = screens.history.list.selectedIndex
    let rounds = screens.play.game.match.rounds.count
    #expect(rounds > 0)
    focus("new-match-item", in: window)

    window.send(KeyEvent(.down))
    window.send(KeyEvent(.down))
    #expect(screens.history.list.selectedIndex == highlighted)
    window.send(KeyEvent(.enter))

    #expect(screens.detail.viewControllers.count == 1, "no match detail opened")
    #expect(screens.play.game.match.rounds.isEmpty || window.overlays.count > 0, "New match acted")
  }

  @Test("With the ring on the history, Down moves its highlight and Enter opens the highlighted match")
  func arrowsMoveTheFocusedList() throws {
    let (window, screens, _) = try makeScreens()
    focus("history-list", in: window)

    window.send(KeyEvent(.down))
    window.send(KeyEvent(.down))
    let highlighted = try #require(screens.history.list.selectedIndex)
    window.send(KeyEvent(.enter))

    let detail = try #require(screens.detail.topViewController as? MatchDetailController)
    #expect(detail.record.startedAt == screens.history.records[highlighted].startedAt)
  }

  @Test("With nothing focused, the arrows still move the history's highlight")
  func arrowsWithoutFocus() throws {
    let (window, screens, _) = try makeScreens()
    #expect(window.focusedView == nil)
    let before = screens.history.list.selectedIndex

    window.send(KeyEvent(.down))

    #expect(screens.history.list.selectedIndex != before)
  }
}
