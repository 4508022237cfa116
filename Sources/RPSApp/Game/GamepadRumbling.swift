/// Rumbles a gamepad: the SDL host in the app, a recorder in tests. (The app knows no SDL.)
@MainActor
public protocol GamepadRumbling: AnyObject {
  /// Rumbles the pad with `index` (see `Window.gamepads`) at `strength` (0 to 1) for
  /// `seconds`; a pad without rumble stays still.
  func rumble(pad index: Int, strength: Double, seconds: Double)
}
