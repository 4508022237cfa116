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
    func label(_ button: GamepadButton) -> String { names.name(of: button) }
    let throwLines = rules.moves.map { move in
      (GamepadThrows.label(for: move, style: names), "Throw \(move.nameInSentence)")
    }
    return [
      ("Gamepad", style == nil ? "Buttons as on an Xbox pad" : "Buttons as on your pad"),
      ("D-pad or left stick", "Move the focus, or through a list"),
      (label(.faceSouth), "Press the focused control"),
      (label(.faceEast), "Back, or close what is in front"),
    ] + throwLines + [
      (label(.start), "Open the options"),
      (label(.back), "Show or hide these keys"),
    ]
  }
}
