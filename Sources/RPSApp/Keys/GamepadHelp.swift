import GameCore
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
      switch GamepadThrows.buttons(for: move).first {
      case .faceSouth: return (keys, "Throw \(move.nameInSentence), or press the focused control")
      case .faceEast: return (keys, "Throw \(move.nameInSentence), or go back or close")
      default: return (keys, "Throw \(move.nameInSentence)")
      }
    }
    return [
      ("Gamepad", style == nil ? "Buttons as on an Xbox pad" : "Buttons as on your pad"),
      ("D-pad or left stick", "Move the focus, or through a list"),
    ] + throwLines + [
      (names.name(of: .start), "Open the options"),
      (names.name(of: .back), "Show or hide these keys"),
    ]
  }
}
