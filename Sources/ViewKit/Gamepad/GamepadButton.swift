/// A button of a gamepad, named by where it sits rather than by what is printed on it, so the
/// same press means the same thing on every brand of pad (``GamepadStyle`` names it as printed).
public enum GamepadButton: Hashable, Sendable, CaseIterable {
  /// The bottom face button: A on an Xbox pad, Cross on a PlayStation one, B on a Nintendo one.
  case faceSouth
  /// The right face button: B, Circle, A.
  case faceEast
  /// The left face button: X, Square, Y.
  case faceWest
  /// The top face button: Y, Triangle, X.
  case faceNorth
  case dpadUp
  case dpadDown
  case dpadLeft
  case dpadRight
  case start
  case back
  case leftShoulder
  case rightShoulder

  /// The way the button points, for the d-pad; nil for the others.
  public var direction: FocusDirection? {
    switch self {
    case .dpadUp: .up
    case .dpadDown: .down
    case .dpadLeft: .left
    case .dpadRight: .right
    default: nil
    }
  }

  /// The d-pad button that points `direction`.
  public init(_ direction: FocusDirection) {
    switch direction {
    case .up: self = .dpadUp
    case .down: self = .dpadDown
    case .left: self = .dpadLeft
    case .right: self = .dpadRight
    }
  }
}
