import Foundation
import GameCore
import ViewKit

/// The whole game for one window, as ``RockPaperScissorsApp/assemble(options:store:settings:network:picturesFolder:openWindow:)``
/// puts it together: the screens, the window it shows them in and what rotates, resizes or
/// closes that window (`Host`: the SDL host in `rps`, a stand-in in the headless game), the
/// window-wide commands, the gamepads' commands and network play.
@MainActor
public final class AssembledApp<Host: WindowControlling> {
  public let screens: Screens
  public let window: Window
  public let host: Host
  /// The window-wide keys: the window's key interceptor.
  public let commands: WindowCommands
  /// The gamepads' notices and commands: the window's gamepad observer and interceptor.
  public let gamepads: GamepadCommands
  /// Playing a friend over the network.
  public var network: NetworkPlay { screens.network }

  init(screens: Screens, window: Window, host: Host, picturesFolder: URL) {
    self.screens = screens
    self.window = window
    self.host = host
    commands = WindowCommands(
      window: window, controller: host, screens: screens, picturesFolder: picturesFolder)
    gamepads = GamepadCommands(window: window, screens: screens, commands: commands)
  }
}

extension RockPaperScissorsApp {
  /// Builds the game as `rps` runs it, the one way every program that runs it does (`rps`, the
  /// headless game, `leak-check`, `rps-bench`): the screens of ``makeScreens(options:store:settings:network:)``,
  /// with their match cards and saved pictures going to `picturesFolder`, put in the window
  /// that `openWindow` opens with the screens' root controller, and the window's commands and
  /// gamepads wired to them.
  ///
  /// ```swift
  /// let app = RockPaperScissorsApp.assemble(options: options, store: nil) { screens in
  ///   let window = Window(size: Size(width: 1024, height: 768))
  ///   window.rootViewController = screens.split
  ///   return (FakeControl(window: window), window)
  /// }
  /// ```
  @MainActor
  public static func assemble<Host: WindowControlling>(
    options: CommandLineOptions, store: HistoryStore?, settings: SettingsKeeper = SettingsKeeper(store: nil),
    network: NetworkServices = .system(), picturesFolder: URL = PicturesFolder.locate(),
    openWindow: (Screens) throws -> (host: Host, window: Window)
  ) rethrows -> AssembledApp<Host> {
    let screens = makeScreens(options: options, store: store, settings: settings, network: network)
    screens.picturesFolder = picturesFolder
    let (host, window) = try openWindow(screens)
    // The style follows the options and the desktop from the first frame on.
    if let preferences = screens.preferences {
      window.appearance = Theme.appearance(for: preferences.style)
      preferences.onStyleChange = { [weak window] style in window?.appearance = Theme.appearance(for: style) }
    }
    return AssembledApp(screens: screens, window: window, host: host, picturesFolder: picturesFolder)
  }
}
