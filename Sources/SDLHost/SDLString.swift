import CSDL2

/// SDL's last error message as a Swift string.
func sdlErrorMessage() -> String {
  guard let message = SDL_GetError() else { return "unknown error" }
  let text = String(cString: message)
  return text.isEmpty ? "unknown error" : text
}
