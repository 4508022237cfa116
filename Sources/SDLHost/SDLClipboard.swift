import CSDL2
import ViewKit

/// The desktop's clipboard, through SDL: what a text field copies reaches other programs, and
/// what they copied can be pasted.
@MainActor
final class SDLClipboard: Clipboard {
  var text: String? {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
      defer { SDL_free(pointer) }
      // Another program's text: bytes that are not UTF-8 are read as replacement characters.
      return SDLHost.string(fromUTF8: UnsafeRawPointer(pointer))
    }
    set {
      SDL_SetClipboardText(newValue ?? "")
    }
  }
}
