import Foundation
import Localization
import ViewKit

/// What the window-wide commands act on: the host in the app, a fake in tests.
@MainActor
public protocol WindowControlling: AnyObject {
  var isFullScreen: Bool { get }
  func setFullScreen(_ fullScreen: Bool)
  func rotate()
  func quit()
  func saveWindowPicture(to path: String) throws
}

/// The commands that act on the whole window, whatever screen is showing: help, rotate, full
/// screen, screenshot, sound and quit. Made for a window, they become its key interceptor, so
/// they see every key before the focused control and the screens.
@MainActor
public final class WindowCommands {
  private unowned let window: Window
  private unowned let controller: WindowControlling
  private let screens: Screens
  private let picturesFolder: URL
  /// The help overlay while it is shown.
  public private(set) var help: HelpController?
  /// The help's page F1 opens on: how to play (`--open about` opens it on About).
  public var firstHelpPage = HelpPage.howToPlay
  /// Called for M; the app's sound player toggles here.
  public var onToggleMute: (() -> String)?

  public init(window: Window, controller: WindowControlling, screens: Screens, picturesFolder: URL) {
    self.window = window
    self.controller = controller
    self.screens = screens
    self.picturesFolder = picturesFolder
    window.keyInterceptor = { [weak self] event in self?.handle(event) ?? false }
  }

  /// Handles a key if it is a window-wide command; returns whether it was.
  public func handle(_ event: KeyEvent) -> Bool {
    // On the two-player board a throw key throws, whatever letter it types on this keyboard
    // (K types T on Dvorak): the board takes it before the window's letter commands.
    if help == nil, screens.twoPlayer.isViewLoaded, screens.twoPlayer.view.window != nil,
      TwoPlayerKeys.isThrowKey(event, rules: screens.twoPlayer.match.rules)
    {
      return false
    }
    switch Command.matching(event) {
    case .help:
      toggleHelp()
    case .rotate:
      if !event.isRepeat { controller.rotate() }
    case .fullScreen:
      controller.setFullScreen(!controller.isFullScreen)
    case .leaveFullScreen where controller.isFullScreen:
      controller.setFullScreen(false)
    case .screenshot:
      saveScreenshot()
    case .showStatistics where help == nil:
      screens.toggleStatistics()
    case .mute where help == nil:
      guard let onToggleMute else { return false }
      screens.split.showNotice(onToggleMute(), fades: true)
    case .undo where help == nil && screens.split.offersUndo:
      screens.split.undo()
    case .quit:
      controller.quit()
    default:
      return false
    }
    return true
  }

  /// Shows the help over everything, or closes it.
  public func toggleHelp() {
    if let help {
      window.dismissOverlay(help)
      self.help = nil
      return
    }
    let controller =
      screens.players == 2
      ? HelpController(
        rules: screens.twoPlayer.match.rules, twoPlayerLayout: window.keyboardLayout, page: firstHelpPage)
      : HelpController(
        rules: screens.play.game.match.rules, gamepadStyle: window.gamepads.first?.style, page: firstHelpPage)
    controller.onClose = { [weak self] in self?.toggleHelp() }
    help = controller
    window.presentOverlay(controller)
  }

  /// Saves the window as a PNG in the pictures folder and says where.
  public func saveScreenshot() {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd-HHmmss"
    let name = "screenshot-" + formatter.string(from: Date())
    do {
      let target = try PicturesFolder.availableFile(named: name, in: picturesFolder)
      try controller.saveWindowPicture(to: target.path)
      screens.split.showNotice(tr("Saved a screenshot to %1$@", target.path), fades: true)
    } catch {
      screens.split.showNotice(tr("Could not save a screenshot: %1$@", "\(error)"))
    }
  }
}
