import GameCore
import Localization
import ViewKit

/// What gamepads do for the whole window, whatever screen is showing: a notice when one is
/// plugged in or out, the first pad's button names under the game's throw buttons, and Back
/// for the help. Made for a window, they become its gamepad observer and interceptor.
@MainActor
public final class GamepadCommands {
  private unowned let window: Window
  private let screens: Screens
  private weak var commands: WindowCommands?
  /// The names of the pads connected, to name one as it goes.
  private var names: [Int: String] = [:]

  public init(window: Window, screens: Screens, commands: WindowCommands?) {
    self.window = window
    self.screens = screens
    self.commands = commands
    window.gamepadObserver = { [weak self] event in self?.connectionChanged(event) }
    window.gamepadInterceptor = { [weak self] event in self?.handle(event) ?? false }
    connectionChanged(nil)
  }

  private func connectionChanged(_ event: GamepadEvent?) {
    switch event?.kind {
    case .connected(let pad):
      names[pad.index] = pad.name
      screens.split.showNotice(tr("Controller connected: %1$@", pad.name), fades: true)
    case .disconnected:
      let name = event.flatMap { names.removeValue(forKey: $0.pad) } ?? tr("a gamepad")
      screens.split.showNotice(tr("Controller disconnected: %1$@", name), fades: true)
    default:
      break
    }
    screens.play.gamepadStyle = window.gamepads.first?.style
    screens.challengeScreens.shownBoard?.gamepadStyle = window.gamepads.first?.style
    var styles: [PlayerSide: GamepadStyle] = [:]
    for pad in window.gamepads {
      if let side = TwoPlayerController.side(ofPad: pad.index) { styles[side] = pad.style }
    }
    screens.twoPlayer.padStyles = styles
  }

  /// Handles a press if it is a window-wide command (Back: the help), or a player's throw on
  /// the two-player board while it is in front (before the focus, which would take south);
  /// returns whether it was.
  public func handle(_ event: GamepadEvent) -> Bool {
    if isTwoPlayerBoardInFront, screens.twoPlayer.takeGamepadPress(event) { return true }
    guard event.pressedButton == .back, let commands else { return false }
    if !event.isRepeat { commands.toggleHelp() }
    return true
  }

  /// Whether the two-player board is the screen in front: hosted, on screen, nothing over it.
  private var isTwoPlayerBoardInFront: Bool {
    screens.players == 2 && window.overlays.isEmpty && screens.detail.topViewController === screens.game
      && screens.twoPlayer.isViewLoaded && screens.twoPlayer.view.window === window
  }
}
