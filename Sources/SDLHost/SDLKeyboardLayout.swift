import CSDL2
import ViewKit

/// The keyboard layout the system uses now, asked of SDL at each label, so a layout switched
/// while the game runs shows at the next layout.
@MainActor
final class SDLKeyboardLayout: KeyboardLayout {
  func label(for key: PhysicalKey) -> String? {
    guard key.usage > 0, key.usage < Int(SDL_NUM_SCANCODES.rawValue) else { return nil }
    let code = SDL_GetKeyFromScancode(SDL_Scancode(UInt32(key.usage)))
    guard case .character(let character) = SDLHost.key(for: code) else { return nil }
    return character.uppercased()
  }
}
