import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

/// A player who never touches the mouse: everything is reachable with Tab and pressed with
/// Enter or Space.
@MainActor
@Suite("Keyboard-only play")
struct KeyboardOnlyTests {
  private func makeScreens(
    size: Size, idiom: UserInterfaceIdiom = .pad
  ) throws -> (Window, Screens, TemporaryFolder) {
    let temporary = try TemporaryFolder()
    var options = CommandLineOptions()
    options.seed = 9
    let screens = RockPaperScissorsApp.makeScreens(
      options: options, store: HistoryStore(folder: temporary.url))
    let window = Window(size: size, idiom: idiom, clock: ManualClock(), appearance: Theme.appearance)
    // Rounds are shown at once here; the count and the celebration have their own tests.
    screens.play.quickThrows = true
    window.rootViewController = screens.split
    return (window, screens, temporary)
  }

  /// Presses Tab until the view with `identifier` has the focus; fails after a full round.
  @discardableResult
  private func tab(to identifier: String, in window: Window) -> Bool {
    for _ in 0...window.focusableViews.count {
      window.send(KeyEvent(.tab))
      if window.focusedView?.identifier == identifier { return true }
    }
    Issue.record(
      "Tab never reached \(identifier); reachable: \(window.focusableViews.map { $0.identifier ?? "?" })")
    return false
  }

  @Test(
    "The game screen's focus order: the history's list (nothing to hide or clear yet), the bar left to right, then the throws"
  )
  func gameScreenOrder() throws {
    let (window, _, temporary) = try makeScreens(size: Size(width: 1024, height: 768))
    let order = window.focusableViews.compactMap(\.identifier)
    #expect(
      order == [
        "history-list", "daily-item", "ladder-item", "statistics-item",
        "options-item", "new-match-item", "daily-invitation-play",
        "throw-rock", "throw-paper", "throw-scissors",
      ])
    withExtendedLifetime(temporary) {}
  }

  @Test("A whole match, then its detail and back, with the keyboard alone")
  func wholeMatchByKeyboard() throws {
    let (window, screens, temporary) = try makeScreens(size: Size(width: 768, height: 1024))
    let play = screens.play
    let cards = CardWriter()
    screens.keeper.cardRenderer = cards

    tab(to: "throw-paper", in: window)
    while !play.game.match.isOver { window.send(KeyEvent(.space)) }
    #expect(play.game.match.isOver)

    tab(to: "master-button", in: window)
    window.send(KeyEvent(.enter))
    #expect(screens.split.masterPopover.isPopoverVisible)
    tab(to: "history-list", in: window)
    window.send(KeyEvent(.enter))
    window.send(KeyEvent(.enter))
    #expect(!screens.split.masterPopover.isPopoverVisible)
    #expect(screens.detail.topViewController is MatchDetailController)

    tab(to: "camera", in: window)
    tab(to: "navigation-back", in: window)
    window.send(KeyEvent(.enter))
    #expect(screens.detail.topViewController === screens.game)
    withExtendedLifetime(temporary) {}
  }

  @Test("The options popover is reached and used by keyboard, and keeps Tab inside it")
  func optionsByKeyboard() throws {
    let (window, screens, temporary) = try makeScreens(size: Size(width: 1024, height: 768))
    tab(to: "options-item", in: window)
    window.send(KeyEvent(.enter))
    #expect(screens.play.optionsPopover.isPopoverVisible)
    let reachable = Set(window.focusableViews.compactMap(\.identifier))
    #expect(
      reachable == [
        "players-1", "players-2", "players-network", "level-easy", "level-medium", "level-hard",
        "rules-classic", "rules-rpsls",
        "first-to-1",
        "first-to-2",
        "first-to-3", "first-to-5", "first-to-7", "quick-throws", "reduce-motion", "sound", "style-system",
        "style-light", "style-dark",
      ])
    tab(to: "level-medium", in: window)
    window.send(KeyEvent(.space))
    #expect(screens.play.level == .medium)
    #expect(!screens.play.optionsPopover.isPopoverVisible)
    withExtendedLifetime(temporary) {}
  }

  @Test("On a phone the history sheet's Done button is reachable and closes it")
  func phoneSheetByKeyboard() throws {
    let (window, screens, temporary) = try makeScreens(size: Size(width: 390, height: 844), idiom: .phone)
    tab(to: "master-button", in: window)
    window.send(KeyEvent(.enter))
    tab(to: "popover-done", in: window)
    window.send(KeyEvent(.enter))
    #expect(!screens.split.masterPopover.isPopoverVisible)
    withExtendedLifetime(temporary) {}
  }
}

/// Writes a stand-in card file, so finished matches have a card and the camera is enabled.
@MainActor
private final class CardWriter: MatchCardRendering {
  func renderCard(for record: MatchRecord, to path: String) throws {
    try Data("png".utf8).write(to: URL(fileURLWithPath: path))
  }
}
