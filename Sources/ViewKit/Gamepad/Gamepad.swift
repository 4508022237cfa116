/// A gamepad connected to the window.
public struct Gamepad: Hashable, Sendable {
  /// Which pad this is while it stays connected: the smallest number no other connected pad
  /// has, given when it connects. The first pad plugged in is 0, the second 1; a pad unplugged
  /// and plugged in again takes back the lowest free number. Events name their pad by it.
  public var index: Int
  /// The name the system gives the pad, such as "Xbox 360 Controller".
  public var name: String
  /// Whose names its buttons carry.
  public var style: GamepadStyle
  /// Whether it can rumble.
  public var canRumble: Bool

  public init(index: Int, name: String, style: GamepadStyle = .xbox, canRumble: Bool = false) {
    self.index = index
    self.name = name
    self.style = style
    self.canRumble = canRumble
  }
}
