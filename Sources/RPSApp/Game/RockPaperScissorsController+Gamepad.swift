import GameCore
import ViewKit

/// The game on a gamepad: the face buttons (and with Spock and lizard the shoulders) throw as
/// ``GamepadThrows`` says, Start opens the options, and the throw buttons show the names printed
/// on the pad's buttons while one is connected. A round won with a pad's throw rumbles that pad.
extension RockPaperScissorsController {
  /// Handles a press that the window's focus did not take.
  func handleGamepadPress(_ event: GamepadEvent) -> Bool {
    guard let button = event.pressedButton else { return false }
    // A celebration gives way to any button, which does nothing else.
    if phase == .celebrating, !event.isRepeat {
      finishCeremony()
      return true
    }
    if button == .start {
      if !event.isRepeat { showOptions() }
      return true
    }
    guard let move = GamepadThrows.move(for: button, rules: game.match.rules) else { return false }
    // As with keys: during a count and after a match a throw button is the game's, and does
    // nothing.
    guard !event.isRepeat, phase == .ready else { return true }
    playerThrew(move, pad: event.pad)
    // South presses the focused control while there is one: a throw from the pad puts the ring
    // away, so that south throws rock again rather than pressing what the d-pad left focused.
    view.window?.focus(nil)
    return true
  }

  /// The caption under a throw button: the pad's button while a pad is connected, else the
  /// keys; none on a phone, which is tapped.
  func throwCaption(for move: Move) -> String? {
    guard let style = gamepadStyle, let first = GamepadThrows.buttons(for: move).first else {
      return userInterfaceIdiom == .phone ? nil : Command.throwMove(move).keyLabel
    }
    return style.name(of: first)
  }

  /// A round won with a pad's throw rumbles that pad, a little longer when it won the match.
  func rumbleForWin(_ round: Round, pad: Int?) {
    guard round.outcome == .win, let pad, view.window?.gamepad(pad)?.canRumble == true else { return }
    let matchWon = game.match.isOver
    rumble?.rumble(pad: pad, strength: matchWon ? 0.8 : 0.5, seconds: matchWon ? 0.45 : 0.2)
  }
}
