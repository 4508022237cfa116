/// What a window knows of its gamepads, in one place: those connected, and for each the
/// direction its d-pad and its stick hold, and the press being repeated while one is held.
@MainActor
final class GamepadRoster {
  /// The pads connected, by index.
  private(set) var pads: [Gamepad] = []

  struct Held {
    var dpad: GamepadButton?
    var stick: GamepadButton?
    /// The direction being repeated, and the timer of its next repeat.
    var repeating: (button: GamepadButton, timer: Window.TimerToken)?
  }

  var held: [Int: Held] = [:]

  /// How long a direction is held before it repeats, and then how often it repeats.
  static let repeatDelay = 0.45
  static let repeatInterval = 0.12
  /// How far the stick must lean to count as a direction, and how far back it must come before
  /// that direction lets go: the gap keeps a stick resting near the edge from flickering.
  static let stickEngage = 0.5
  static let stickRelease = 0.3

  func connect(_ pad: Gamepad) {
    pads.removeAll { $0.index == pad.index }
    pads.append(pad)
    pads.sort { $0.index < $1.index }
  }

  func disconnect(_ index: Int) -> Bool {
    guard pads.contains(where: { $0.index == index }) else { return false }
    pads.removeAll { $0.index == index }
    return true
  }

  /// The direction a stick at (`x`, `y`) points, given the one it held: none inside the dead
  /// zone; the one held until it leans back past ``stickRelease`` or another leans further.
  static func direction(x: Double, y: Double, holding current: GamepadButton?) -> GamepadButton? {
    func lean(_ button: GamepadButton) -> Double {
      switch button {
      case .dpadLeft: -x
      case .dpadRight: x
      case .dpadUp: -y
      case .dpadDown: y
      default: 0
      }
    }
    let directions: [GamepadButton] = [.dpadLeft, .dpadRight, .dpadUp, .dpadDown]
    let strongest = directions.max { lean($0) < lean($1) } ?? .dpadUp
    if let current, lean(current) >= stickRelease,
      lean(current) >= lean(strongest) || lean(strongest) < stickEngage
    {
      return current
    }
    return lean(strongest) >= stickEngage ? strongest : nil
  }
}
