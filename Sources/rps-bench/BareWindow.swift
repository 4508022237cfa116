import CSDL2
import SDLHost
import ViewKit

/// The floor of frames and resizes: a window and renderer of the same kind as the host's, that
/// only clears and presents. Opened while a host is open (the host initialises SDL), closed first.
@MainActor
final class BareWindow {
  private let window: OpaquePointer
  private let renderer: OpaquePointer

  /// Nil when SDL cannot open such a window or renderer.
  init?(pixelSize: Size, renderer choice: RendererChoice) {
    let flags = SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    guard let window = SDL_CreateWindow("floor", 0, 0, Int32(pixelSize.width), Int32(pixelSize.height), flags)
    else { return nil }
    let rendererFlags =
      choice == .software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
    guard let renderer = SDL_CreateRenderer(window, -1, rendererFlags) else {
      SDL_DestroyWindow(window)
      return nil
    }
    self.window = window
    self.renderer = renderer
    drainEvents()
  }

  func close() {
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
    drainEvents()
  }

  /// Clears the window and presents it, then waits for the renderer to finish (as the host's
  /// frames are timed).
  func clearAndPresent() {
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    SDL_RenderPresent(renderer)
    finish()
  }

  /// Takes a new size as a program would from a user's resize: the size change, its events,
  /// then a cleared frame presented.
  func resize(toPixels size: Size) {
    SDL_SetWindowSize(window, Int32(size.width), Int32(size.height))
    drainEvents()
    clearAndPresent()
  }

  private func finish() {
    SDLHost.finishRendering(renderer)
  }

  /// Empties SDL's event queue (shared with the host), so that neither sees the other's events.
  func drainEvents() {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {}
  }
}
