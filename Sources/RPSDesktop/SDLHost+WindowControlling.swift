import RPSApp
import SDLHost

extension SDLHost: WindowControlling {
  public func saveWindowPicture(to path: String) throws {
    try saveScreenshot(to: path)
  }
}
