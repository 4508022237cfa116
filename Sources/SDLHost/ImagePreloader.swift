import CSDL2
import Foundation

/// Decodes pictures on a thread of its own while the host opens SDL, the window and the renderer
/// (tens of milliseconds spent mostly waiting on the graphics driver), so that the first frame
/// finds them ready instead of decoding each PNG when it first draws it.
final class ImagePreloader: @unchecked Sendable {
  private let condition = NSCondition()
  private var finished = false
  private var chains: [String: [UnsafeMutablePointer<SDL_Surface>]] = [:]

  /// Starts decoding `paths` (after IMG_Init, so that the PNG loader is ready).
  init(paths: [String]) {
    let thread = Thread { [self] in
      var decoded: [String: [UnsafeMutablePointer<SDL_Surface>]] = [:]
      for path in paths {
        if let chain = ImageTextureCache.decode(path) { decoded[path] = chain }
      }
      condition.lock()
      chains = decoded
      finished = true
      condition.broadcast()
      condition.unlock()
    }
    thread.name = "image preloader"
    thread.start()
  }

  /// The chain decoded for `path`, waiting for the thread if it is still at work; nil when the
  /// path was not asked for or could not be decoded (the caller decodes it, and reports why).
  func take(_ path: String) -> [UnsafeMutablePointer<SDL_Surface>]? {
    condition.lock()
    defer { condition.unlock() }
    while !finished { condition.wait() }
    return chains.removeValue(forKey: path)
  }

  /// Waits for the thread and frees what was never taken.
  func discard() {
    condition.lock()
    defer { condition.unlock() }
    while !finished { condition.wait() }
    for chain in chains.values { for surface in chain { SDL_FreeSurface(surface) } }
    chains.removeAll()
  }
}
