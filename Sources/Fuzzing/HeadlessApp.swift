import Foundation
import GameCore
import RPSApp
import ViewKit

/// The whole game without SDL: the screens as `rps` builds them, in a ``Window`` with a manual
/// clock, with the window-wide commands as the window's key interceptor, as in `rps`.
/// Two ``RotationRecorder``s listen as children of the game and of the history.
@MainActor
public final class HeadlessApp {
  public let window: Window
  public let clock: ManualClock
  public let screens: Screens
  public let commands: WindowCommands
  public let gamepadCommands: GamepadCommands
  public let control: HeadlessWindowControl
  public let cards = HeadlessCardRenderer()
  /// Children of the game controller and of the history controller that check rotation
  /// callbacks come in pairs.
  public let recorders: [RotationRecorder]

  /// Builds the game as `rps --seed seed --device idiom` would (with `--level level` when one is
  /// given: an unfinished match at another level is then kept as abandoned, not resumed), keeping
  /// its history in `store` (nil: nothing is saved) and its screenshots and saved cards in
  /// `picturesFolder`.
  public init(
    size: Size, idiom: UserInterfaceIdiom, seed: UInt64, store: HistoryStore?, picturesFolder: URL,
    level: Level? = nil
  ) {
    _ = HeadlessApp.language
    var options = CommandLineOptions()
    options.seed = seed
    options.device = idiom
    options.level = level
    let clock = ManualClock()
    let app = RockPaperScissorsApp.assemble(
      options: options, store: store, network: OfflineNetwork.services, picturesFolder: picturesFolder
    ) { screens in
      let window = Window(size: size, idiom: idiom, clock: clock, appearance: Theme.appearance)
      window.rootViewController = screens.split
      return (HeadlessWindowControl(window: window), window)
    }
    self.clock = clock
    (screens, window, control) = (app.screens, app.window, app.host)
    (commands, gamepadCommands) = (app.commands, app.gamepads)
    screens.keeper.cardRenderer = cards
    let gameRecorder = RotationRecorder(name: "game")
    let historyRecorder = RotationRecorder(name: "history")
    screens.game.addChild(gameRecorder)
    screens.history.addChild(historyRecorder)
    recorders = [gameRecorder, historyRecorder]
  }

  public var play: RockPaperScissorsController { screens.play }

  /// A size change from outside, as dragging the window's edge.
  public func resize(to size: Size) {
    control.windowResizedFromOutside()
    window.resize(to: size)
  }

  /// A key, delivered as the host delivers it.
  public func press(_ event: KeyEvent) {
    window.send(event)
  }

  public func send(_ event: PointerEvent) {
    window.send(event)
  }

  public func send(_ event: ScrollEvent) {
    window.send(event)
  }

  /// A gamepad plugged in or out, a button or the stick, as the host delivers it.
  public func send(_ event: GamepadEvent) {
    window.send(event)
  }

  /// The window lost the keyboard and pointer focus, as the host tells it.
  public func loseFocus() {
    window.resignFocus()
  }

  /// Runs pending layout, as the host does before it draws the frame that follows an event.
  public func layOut() {
    window.rootView.layoutIfNeeded()
  }

  /// Lets `seconds` pass: animations move (or end) and pending layout runs, as before a frame.
  public func advance(by seconds: Double) {
    clock.advance(by: seconds)
    window.fireDueTimers()
    window.animator.update()
    window.rootView.layoutIfNeeded()
  }

  /// Ends every animation at its final value and runs pending layout.
  public func finishAnimations() {
    window.animator.finishAll()
    window.rootView.layoutIfNeeded()
  }

  /// Draws a frame on a recording canvas and returns it.
  @discardableResult
  public func render() -> RecordingCanvas {
    let canvas = RecordingCanvas(measurer: window.textMeasurer)
    window.render(on: canvas)
    return canvas
  }
}
