import Localization

/// The family a gamepad belongs to, for the names printed on its buttons: a player looks for
/// "Cross" on a PlayStation pad, not for "A".
public enum GamepadStyle: String, Hashable, Sendable, CaseIterable {
  /// Xbox and most other pads: A (south), B (east), X (west), Y (north).
  case xbox
  /// PlayStation: Cross, Circle, Square, Triangle.
  case playStation
  /// Nintendo: the letters sit elsewhere, B (south), A (east), Y (west), X (north).
  case nintendo

  /// The name printed on `button`: one row a button, the pads side by side.
  public func name(of button: GamepadButton) -> String {
    switch button {
    case .faceSouth: pick(xbox: "A", playStation: trc("gamepad button", "Cross"), nintendo: "B")
    case .faceEast: pick(xbox: "B", playStation: trc("gamepad button", "Circle"), nintendo: "A")
    case .faceWest: pick(xbox: "X", playStation: trc("gamepad button", "Square"), nintendo: "Y")
    case .faceNorth: pick(xbox: "Y", playStation: trc("gamepad button", "Triangle"), nintendo: "X")
    case .leftShoulder: pick(xbox: "LB", playStation: "L1", nintendo: "L")
    case .rightShoulder: pick(xbox: "RB", playStation: "R1", nintendo: "R")
    case .start:
      pick(xbox: trc("gamepad button", "Start"), playStation: trc("gamepad button", "Options"), nintendo: "+")
    case .back:
      pick(xbox: trc("gamepad button", "Back"), playStation: trc("gamepad button", "Share"), nintendo: "−")
    case .dpadUp: trc("gamepad button", "Up")
    case .dpadDown: trc("gamepad button", "Down")
    case .dpadLeft: trc("gamepad button", "Left")
    case .dpadRight: trc("gamepad button", "Right")
    }
  }

  /// This family's name of a button, out of the three families' names for it.
  private func pick(xbox: String, playStation: String, nintendo: String) -> String {
    switch self {
    case .xbox: xbox
    case .playStation: playStation
    case .nintendo: nintendo
    }
  }
}
