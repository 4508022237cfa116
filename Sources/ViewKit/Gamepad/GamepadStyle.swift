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

  /// The name printed on `button`.
  public func name(of button: GamepadButton) -> String {
    switch (self, button) {
    case (.xbox, .faceSouth): "A"
    case (.xbox, .faceEast): "B"
    case (.xbox, .faceWest): "X"
    case (.xbox, .faceNorth): "Y"
    case (.xbox, .leftShoulder): "LB"
    case (.xbox, .rightShoulder): "RB"
    case (.xbox, .start): trc("gamepad button", "Start")
    case (.xbox, .back): trc("gamepad button", "Back")
    case (.playStation, .faceSouth): trc("gamepad button", "Cross")
    case (.playStation, .faceEast): trc("gamepad button", "Circle")
    case (.playStation, .faceWest): trc("gamepad button", "Square")
    case (.playStation, .faceNorth): trc("gamepad button", "Triangle")
    case (.playStation, .leftShoulder): "L1"
    case (.playStation, .rightShoulder): "R1"
    case (.playStation, .start): trc("gamepad button", "Options")
    case (.playStation, .back): trc("gamepad button", "Share")
    case (.nintendo, .faceSouth): "B"
    case (.nintendo, .faceEast): "A"
    case (.nintendo, .faceWest): "Y"
    case (.nintendo, .faceNorth): "X"
    case (.nintendo, .leftShoulder): "L"
    case (.nintendo, .rightShoulder): "R"
    case (.nintendo, .start): "+"
    case (.nintendo, .back): "−"
    case (_, .dpadUp): trc("gamepad button", "Up")
    case (_, .dpadDown): trc("gamepad button", "Down")
    case (_, .dpadLeft): trc("gamepad button", "Left")
    case (_, .dpadRight): trc("gamepad button", "Right")
    }
  }
}
