import CSDL2
import Foundation
import Localization
import ViewKit

/// SDL's game controllers as the view kit's gamepads: each pad opened as it connects (SDL
/// reports the pads present at start as connected too), numbered with the smallest index no
/// other connected pad has, its buttons named by position, its left stick passed on for the
/// window to turn into directions.
extension SDLHost {
  func gamepadAdded(deviceIndex: Int32) {
    guard SDL_IsGameController(deviceIndex) == SDL_TRUE, let controller = SDL_GameControllerOpen(deviceIndex)
    else { return }
    let instance = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller))
    guard openGamepads[instance] == nil else {
      // Opened already (SDL counts opens): this open is given back.
      SDL_GameControllerClose(controller)
      return
    }
    let used = Set(openGamepads.values.map(\.index))
    let index = (0..<Int.max).first { !used.contains($0) } ?? 0
    // Pads with lights show their player number.
    SDL_GameControllerSetPlayerIndex(controller, Int32(clamping: index))
    openGamepads[instance] = (controller, index)
    let gamepad = Gamepad(
      index: index, name: SDLHost.displayName(SDL_GameControllerName(controller)),
      style: SDLHost.style(of: SDL_GameControllerGetType(controller)),
      canRumble: SDL_GameControllerHasRumble(controller) == SDL_TRUE)
    window.send(GamepadEvent(pad: index, .connected(gamepad)))
  }

  func gamepadRemoved(instance: SDL_JoystickID) {
    guard let entry = openGamepads.removeValue(forKey: instance) else { return }
    SDL_GameControllerClose(entry.controller)
    window.send(GamepadEvent(pad: entry.index, .disconnected))
  }

  func gamepadButton(instance: SDL_JoystickID, button: UInt8, pressed: Bool) {
    guard let entry = openGamepads[instance],
      let button = SDLHost.gamepadButton(SDL_GameControllerButton(Int32(button)))
    else { return }
    window.send(GamepadEvent(pad: entry.index, pressed ? .pressed(button) : .released(button)))
  }

  func gamepadAxis(instance: SDL_JoystickID, axis: UInt8) {
    let left = [SDL_CONTROLLER_AXIS_LEFTX.rawValue, SDL_CONTROLLER_AXIS_LEFTY.rawValue]
    guard let entry = openGamepads[instance], left.contains(Int32(axis)) else { return }
    // Both axes as they are now: a stick moves along both at once.
    func value(_ axis: SDL_GameControllerAxis) -> Double {
      max(-1, min(1, Double(SDL_GameControllerGetAxis(entry.controller, axis)) / 32767))
    }
    window.send(
      GamepadEvent(
        pad: entry.index, .stick(x: value(SDL_CONTROLLER_AXIS_LEFTX), y: value(SDL_CONTROLLER_AXIS_LEFTY))))
  }

  /// Rumbles the pad with `index` for `seconds` at `strength` (0 to 1); false when it has no
  /// rumble or is not connected.
  @discardableResult
  public func rumbleGamepad(_ index: Int, strength: Double, seconds: Double) -> Bool {
    guard let entry = openGamepads.values.first(where: { $0.index == index }),
      SDL_GameControllerHasRumble(entry.controller) == SDL_TRUE
    else { return false }
    let level = UInt16(max(0, min(1, strength)) * Double(UInt16.max))
    let milliseconds = UInt32(max(0, min(5, seconds)) * 1000)
    return SDL_GameControllerRumble(entry.controller, level, level, milliseconds) == 0
  }

  /// Closes every pad opened (before SDL shuts down).
  func closeGamepads() {
    for entry in openGamepads.values { SDL_GameControllerClose(entry.controller) }
    openGamepads = [:]
  }

  /// The view kit's button for SDL's, with SDL's buttons by position (the host asks SDL not to
  /// swap them to match the letters on Nintendo pads); nil for those the game does not use.
  static func gamepadButton(_ button: SDL_GameControllerButton) -> GamepadButton? {
    switch button {
    case SDL_CONTROLLER_BUTTON_A: .faceSouth
    case SDL_CONTROLLER_BUTTON_B: .faceEast
    case SDL_CONTROLLER_BUTTON_X: .faceWest
    case SDL_CONTROLLER_BUTTON_Y: .faceNorth
    case SDL_CONTROLLER_BUTTON_DPAD_UP: .dpadUp
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: .dpadDown
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: .dpadLeft
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: .dpadRight
    case SDL_CONTROLLER_BUTTON_START: .start
    case SDL_CONTROLLER_BUTTON_BACK: .back
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: .leftShoulder
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: .rightShoulder
    default: nil
    }
  }

  /// Whose names the pad's buttons carry.
  static func style(of type: SDL_GameControllerType) -> GamepadStyle {
    switch type {
    case SDL_CONTROLLER_TYPE_PS3, SDL_CONTROLLER_TYPE_PS4, SDL_CONTROLLER_TYPE_PS5: .playStation
    case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT,
      SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR:
      .nintendo
    default: .xbox
    }
  }

  /// A pad's name is the device's to choose: shown on one line, without control characters,
  /// and not too long.
  static func displayName(_ raw: UnsafePointer<CChar>?) -> String {
    guard let raw else { return tr("Gamepad") }
    let cleaned = String(decoding: String(cString: raw).utf8, as: UTF8.self).unicodeScalars
      .filter { !CharacterSet.controlCharacters.contains($0) }
    let name = String(String.UnicodeScalarView(cleaned)).trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return tr("Gamepad") }
    return name.count > 48 ? String(name.prefix(47)) + "…" : name
  }
}
