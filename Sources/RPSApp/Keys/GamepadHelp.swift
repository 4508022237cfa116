import GameCore
import Localization
import ViewKit

/// The help's lines for a gamepad: what the window does with the d-pad and the south and east
/// buttons, and what the game does with the rest (``GamepadThrows``), named as printed on the
/// connected pad, or on an Xbox pad when none is.
public enum GamepadHelp {
  public static func entries(
    for rules: Rules, style: GamepadStyle? = nil
  ) -> [(keys: String, summary: String)] {
    let names = style ?? .xbox
    let throwLines = rules.moves.map { move -> (keys: String, summary: String) in
      let keys = GamepadThrows.label(for: move, style: names)
      let throwing = Command.throwMove(move).summary
      switch GamepadThrows.buttons(for: move).first {
      case .faceSouth: return (keys, tr("%1$@, or press the focused control", throwing))
      case .faceEast: return (keys, tr("%1$@, or go back or close", throwing))
      default: return (keys, throwing)
      }
    }
    return [
      (tr("Gamepad"), style == nil ? tr("Buttons as on an Xbox pad") : tr("Buttons as on your pad")),
      (tr("D-pad or left stick"), tr("Move the focus, or through a list")),
    ] + throwLines + [
      (names.name(of: .start), tr("Open the options")),
      (names.name(of: .back), tr("Show or hide these keys")),
    ]
  }
}
