/// Something one gamepad did: connected, disconnected, a button pressed or released, the left
/// stick moved. ``Window/send(_:)-(GamepadEvent)`` turns the stick into d-pad presses (with a
/// dead zone) and repeats a held direction, so controllers only ever see presses.
///
/// ```swift
/// window.send(GamepadEvent(pad: 0, .connected(Gamepad(index: 0, name: "Pad"))))
/// window.send(GamepadEvent(pad: 0, .pressed(.faceSouth)))
/// ```
public struct GamepadEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case connected(Gamepad)
    case disconnected
    case pressed(GamepadButton)
    case released(GamepadButton)
    /// Where the left stick points: each axis from -1 (left, up) to 1 (right, down).
    case stick(x: Double, y: Double)
  }

  /// The pad's ``Gamepad/index``.
  public var pad: Int
  public var kind: Kind
  /// A press the window made again because the direction is still held.
  public var isRepeat: Bool

  public init(pad: Int, _ kind: Kind, isRepeat: Bool = false) {
    self.pad = pad
    self.kind = kind
    self.isRepeat = isRepeat
  }

  /// The button pressed, for a press.
  public var pressedButton: GamepadButton? {
    if case .pressed(let button) = kind { return button }
    return nil
  }
}
