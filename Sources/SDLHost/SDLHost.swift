import CSDL2
import Foundation
import Localization
import ViewKit

/// Puts a view-kit ``Window`` on screen with SDL: opens the SDL window and renderer, turns SDL
/// events into view-kit events, and draws only when something changed or an animation runs.
///
/// Only one host may exist at a time in a process (SDL is initialised and shut down with it).
@MainActor
public final class SDLHost {
  public let window: Window
  public let configuration: HostConfiguration
  private let sdlWindow: OpaquePointer
  private let renderer: OpaquePointer
  private let fonts: FontLibrary
  private let canvas: SDLCanvas
  private var isRunning = false
  /// Where the window was and how big before a full screen this host made itself (no window
  /// manager carried out SDL's request).
  private var emulatedFullScreenFrom: (position: (x: Int32, y: Int32), size: (width: Int32, height: Int32))?
  private var isClosed = false
  /// The texture match cards are drawn into and the surface pictures are read back into, kept
  /// for the next one of the same size: megabytes made and freed for every card left glibc's
  /// heap full of holes that a long session never gave back.
  private var offscreenTarget: (texture: OpaquePointer, width: Int32, height: Int32)?
  private var readback: UnsafeMutablePointer<SDL_Surface>?
  /// Where SDL was last told text is edited; nil while text input is off.
  var appliedTextInputRect: Rect?
  /// The I-beam shown over text fields, made the first time it is needed, and whether it shows.
  var textPointer: OpaquePointer?
  var showsTextPointer = false

  /// The SDL user event other threads push to wake the loop (``makeWaker()``), registered once;
  /// nil if SDL had no event number left.
  let wakeEventType: UInt32?
  /// Set while a wake-up is queued, so a burst of news queues one event, not one each.
  let wakeFlag = WakeFlag()
  /// Runs on the main thread for every wake-up pushed by a waker (``makeWaker()``).
  public var onWake: (() -> Void)?

  /// The game controllers open, by SDL's instance id, with the index the window knows them by.
  var openGamepads: [SDL_JoystickID: (controller: OpaquePointer, index: Int)] = [:]

  /// The renderer's name, such as "opengl" or "software".
  public let rendererName: String

  /// Told once for each of the game's pictures that cannot be loaded while drawing (missing or
  /// corrupt), with an error naming the file and the fix. A screenshot throws it instead.
  public var onAssetFailure: ((HostError) -> Void)?

  /// Opens SDL, a window and a renderer (accelerated with vsync, else software). The window's
  /// animations and timed actions read `clock`: real time, unless a benchmark needs every run
  /// to see the same moments.
  public init(
    configuration: HostConfiguration, rootViewController: ViewController,
    clock: any AnimationClock = SystemClock()
  ) throws(HostError) {
    var configuration = configuration
    if configuration.offscreen {
      SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
    } else if ProcessInfo.processInfo.environment["DISPLAY"] == nil
      && ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] == nil
      && ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil
    {
      throw .noDisplay(tr("neither DISPLAY nor WAYLAND_DISPLAY is set"))
    }
    if let id = configuration.applicationID {
      // SDL 2.26 reads the class and app id from these variables when the video driver starts;
      // one the user set wins (overwrite 0).
      setenv("SDL_VIDEO_X11_WMCLASS", id, 0)
      setenv("SDL_VIDEO_WAYLAND_WMCLASS", id, 0)
    }
    SDL_SetHint(SDL_HINT_APP_NAME, configuration.title)
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    // A long composition comes whole (SDL_TEXTEDITING_EXT) rather than cut at 32 bytes.
    SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
    // Every finger is its own pointer: a touch is not also a mouse click, nor a click a touch.
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    // A pad's buttons by position (A is the bottom one on a Nintendo pad too); the names shown
    // come from the pad's type.
    SDL_SetHint(SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS, "0")
    // An offscreen window never has the keyboard focus, and SDL drops a pad's events then.
    if configuration.offscreen { SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1") }
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      let message = sdlErrorMessage()
      throw configuration.offscreen ? .sdl(message) : .noDisplay(message)
    }
    // Without gamepad support (no input devices to read) the game is played without pads.
    if configuration.usesGamepads { _ = SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) }
    guard TTF_Init() == 0 else {
      SDL_Quit()
      throw .sdl(sdlErrorMessage())
    }
    _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
    let registered = SDL_RegisterEvents(1)
    wakeEventType = registered == UInt32.max ? nil : registered
    var usable = SDL_Rect()
    if SDL_GetDisplayUsableBounds(0, &usable) == 0 {
      configuration = configuration.opened(
        onDisplayOf: Size(width: Double(usable.w), height: Double(usable.h)))
    }
    self.configuration = configuration
    // The first frame's pictures are decoded on another thread while SDL opens the window and
    // the renderer.
    let preloader =
      configuration.preloadedImages.isEmpty
      ? nil
      : ImagePreloader(
        paths: configuration.preloadedImages.map {
          ImageTextureCache.path(of: $0, in: configuration.assetsDirectory)
        })
    // What opening gave back when a later step fails, before the error is thrown.
    func release(window: OpaquePointer? = nil, renderer: OpaquePointer? = nil) {
      preloader?.discard()
      if let renderer { SDL_DestroyRenderer(renderer) }
      if let window { SDL_DestroyWindow(window) }
      IMG_Quit()
      TTF_Quit()
      SDL_Quit()
    }

    let pixelWidth = Int32((configuration.size.width * configuration.scale).rounded())
    let pixelHeight = Int32((configuration.size.height * configuration.scale).rounded())
    // Opened hidden and shown once the renderer exists: an OpenGL renderer re-creates the X
    // window it is given, and the new one has none of the old one's size hints, so the
    // minimum size is set after it (the window manager then never sees the window without it).
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
    // SDL_WINDOWPOS_CENTERED is a macro that does not import; this is its value.
    let centered = Int32(bitPattern: 0x2FFF_0000)
    let x = configuration.position.map { Int32(clamping: Int($0.x.rounded())) } ?? centered
    let y = configuration.position.map { Int32(clamping: Int($0.y.rounded())) } ?? centered
    guard
      let window = SDL_CreateWindow(configuration.title, x, y, pixelWidth, pixelHeight, flags)
    else {
      let message = sdlErrorMessage()
      release()
      throw configuration.offscreen ? .sdl(message) : .noDisplay(message)
    }
    sdlWindow = window

    let accelerated =
      SDL_RENDERER_ACCELERATED.rawValue | (configuration.vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
    let software = SDL_RENDERER_SOFTWARE.rawValue
    let choice = configuration.renderer
    let forceSoftware =
      choice == .software
      || (choice == .automatic && ProcessInfo.processInfo.environment["RPS_RENDERER"] == "software")
    guard
      let renderer = (forceSoftware ? nil : SDL_CreateRenderer(window, -1, accelerated))
        ?? (choice == .accelerated ? nil : SDL_CreateRenderer(window, -1, software))
    else {
      let message = sdlErrorMessage()
      release(window: window)
      throw .sdl(message)
    }
    self.renderer = renderer
    SDL_SetWindowMinimumSize(
      window, Int32((configuration.minimumSize.width * configuration.scale).rounded(.up)),
      Int32((configuration.minimumSize.height * configuration.scale).rounded(.up)))
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    rendererName = info.name.map { String(cString: $0) } ?? "unknown"

    do {
      fonts = try FontLibrary(directory: configuration.assetsDirectory)
    } catch {
      release(window: window, renderer: renderer)
      throw error
    }
    canvas = SDLCanvas(
      renderer: renderer, isSoftware: info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0, fonts: fonts,
      assetsDirectory: configuration.assetsDirectory, scale: configuration.scale)
    canvas.images.preloader = preloader

    self.window = Window(
      size: configuration.size, idiom: configuration.idiom, clock: clock, appearance: configuration.appearance
    )
    self.window.textMeasurer = canvas
    self.window.keyboardLayout = SDLKeyboardLayout()
    self.window.clipboard = SDLClipboard()
    // SDL starts with text input on; it is on only while a text field has the focus.
    SDL_StopTextInput()
    updateSizeFromSDL()
    // A hidden window needs no icon. SDL copies the surface; the cache keeps the picture, which
    // the game shows too.
    if !configuration.offscreen, let icon = canvas.images.surface(of: Image(named: "icon")) {
      SDL_SetWindowIcon(window, icon)
    }
    canvas.images.onAssetFailure = { [weak self] path, reason in
      self?.onAssetFailure?(.asset(path: path, reason: reason))
    }
    self.window.rootViewController = rootViewController
    if !configuration.offscreen {
      SDL_ShowWindow(window)
      keepOnDisplay()
    }
  }

  /// Closes the renderer, the window and SDL. Safe to call twice.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    canvas.text.removeAll()
    canvas.images.removeAll()
    canvas.corners.removeAll()
    if let target = offscreenTarget { SDL_DestroyTexture(target.texture) }
    if let readback { SDL_FreeSurface(readback) }
    offscreenTarget = nil
    readback = nil
    fonts.closeAll()
    if let textPointer { SDL_FreeCursor(textPointer) }
    closeGamepads()
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(sdlWindow)
    IMG_Quit()
    TTF_Quit()
    SDL_Quit()
  }

  // MARK: Size

  /// The window's size in view-kit points: SDL's window size divided by the extra scale and the
  /// ``contentScale``.
  public var pointSize: Size { window.size }

  /// How much larger than a point everything is drawn in a large window
  /// (``HostConfiguration/contentScale(for:)``): 1 up to 1600x900 points.
  public private(set) var contentScale = 1.0

  /// Output pixels per point: the display's density times the extra scale.
  public var pixelScale: Double { canvas.scale }

  /// How many lines of text have been rasterised so far.
  public var rasterizedTextCount: Int { canvas.text.rasterizedCount }

  /// Reads SDL's window and output sizes and passes a change on to the view-kit window.
  func updateSizeFromSDL() {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(sdlWindow, &width, &height)
    var outputWidth: Int32 = 0
    var outputHeight: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
    guard width > 0, height > 0 else { return }
    let extra = configuration.scale
    let points = Size(width: Double(width) / extra, height: Double(height) / extra)
    // A large window draws the layout of a smaller one larger, so the bars and the history grow
    // with the board rather than stay small beside it.
    contentScale = HostConfiguration.contentScale(for: points)
    canvas.scale = Double(outputWidth) / Double(width) * extra * contentScale
    window.resize(to: Size(width: points.width / contentScale, height: points.height / contentScale))
  }

  /// Asks SDL for a new window size in points; the size change arrives like a user's resize.
  public func setSize(_ size: Size) {
    SDL_SetWindowSize(
      sdlWindow, Int32((size.width * configuration.scale).rounded()),
      Int32((size.height * configuration.scale).rounded()))
    updateSizeFromSDL()
  }

  /// Swaps the window's width and height, as the simulator's rotate command does.
  public func rotate() {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(sdlWindow, &width, &height)
    SDL_SetWindowSize(sdlWindow, height, width)
    updateSizeFromSDL()
  }

  /// Where the top left corner of the window's frame is on the desktop, in pixels: the place to
  /// open it at next time. SDL reports the inside's corner, but a window manager puts a new
  /// window's frame at the place asked for: kept as the inside, the window came back lower by
  /// its title bar at every start.
  public var windowPosition: Point {
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetWindowPosition(sdlWindow, &x, &y)
    return WindowFrameFit.frameCorner(ofInsideAt: Point(x: Double(x), y: Double(y)), borders: frameBorders)
  }

  /// The window manager's frame around the window (zero with none, or before it says).
  var frameBorders: EdgeInsets {
    var top: Int32 = 0
    var left: Int32 = 0
    var bottom: Int32 = 0
    var right: Int32 = 0
    guard SDL_GetWindowBordersSize(sdlWindow, &top, &left, &bottom, &right) == 0 else { return EdgeInsets() }
    return EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
  }

  /// Moves the window, and shrinks it if it must, so that all of it, frame included, is in the
  /// usable area of its display (a `--size` or a saved place larger than this screen). A window
  /// manager says how thick its frame is only once the window is shown, so this waits a little
  /// for it when there is one.
  func keepOnDisplay() {
    var usable = SDL_Rect()
    guard SDL_GetDisplayUsableBounds(max(0, SDL_GetWindowDisplayIndex(sdlWindow)), &usable) == 0 else {
      return
    }
    let deadline = SDL_GetTicks64() + 250
    var borders = frameBorders
    while borders == EdgeInsets(), X11WindowGeometry.hasWindowManager(for: sdlWindow),
      SDL_GetTicks64() < deadline
    {
      SDL_PumpEvents()
      SDL_Delay(10)
      borders = frameBorders
    }
    var x: Int32 = 0
    var y: Int32 = 0
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowPosition(sdlWindow, &x, &y)
    SDL_GetWindowSize(sdlWindow, &width, &height)
    let now = WindowFrameFit(
      inside: Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)), borders: borders
    )
    let minimum = Size(
      width: (configuration.minimumSize.width * configuration.scale).rounded(.up),
      height: (configuration.minimumSize.height * configuration.scale).rounded(.up))
    let fitted = now.fitted(
      in: Rect(x: Double(usable.x), y: Double(usable.y), width: Double(usable.w), height: Double(usable.h)),
      minimum: minimum)
    guard fitted != now else { return }
    if fitted.inside.size != now.inside.size {
      SDL_SetWindowSize(sdlWindow, Int32(fitted.inside.width), Int32(fitted.inside.height))
    }
    // A window manager places a window's frame at the position asked for (the ICCCM's default
    // north-west gravity), as it did when the window opened: ask for the frame's corner.
    SDL_SetWindowPosition(sdlWindow, Int32(fitted.outside.minX), Int32(fitted.outside.minY))
    updateSizeFromSDL()
  }

  public var isFullScreen: Bool {
    emulatedFullScreenFrom != nil
      || SDL_GetWindowFlags(sdlWindow) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
        == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
  }

  /// Full screen or back. The layout follows the size the window really takes: where no window
  /// manager carries out the request (SDL then believes in a size the window does not have),
  /// the window is made to cover the screen itself, and afterwards is put back.
  public func setFullScreen(_ fullScreen: Bool) {
    guard fullScreen != isFullScreen else { return }
    if !fullScreen, let (position, size) = emulatedFullScreenFrom {
      emulatedFullScreenFrom = nil
      SDL_SetWindowSize(sdlWindow, size.width, size.height)
      SDL_SetWindowPosition(sdlWindow, position.x, position.y)
      updateSizeFromSDL()
      return
    }
    var position = (x: Int32(0), y: Int32(0))
    var size = (width: Int32(0), height: Int32(0))
    SDL_GetWindowPosition(sdlWindow, &position.x, &position.y)
    SDL_GetWindowSize(sdlWindow, &size.width, &size.height)
    SDL_SetWindowFullscreen(sdlWindow, fullScreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
    if fullScreen && !realSizeAgreesWithSDL() {
      // Nobody made the window full screen: cover the display ourselves.
      SDL_SetWindowFullscreen(sdlWindow, 0)
      var display = SDL_Rect()
      if SDL_GetDisplayBounds(max(0, SDL_GetWindowDisplayIndex(sdlWindow)), &display) == 0 {
        emulatedFullScreenFrom = (position, size)
        SDL_SetWindowPosition(sdlWindow, display.x, display.y)
        SDL_SetWindowSize(sdlWindow, display.w, display.h)
      }
    }
    updateSizeFromSDL()
  }

  /// Waits a little for a window manager to carry out a size change, then says whether the
  /// window's real size (from X) is the one SDL reports; true when it cannot be known.
  private func realSizeAgreesWithSDL() -> Bool {
    let deadline = SDL_GetTicks64() + 400
    while true {
      SDL_PumpEvents()
      guard let real = X11WindowGeometry.size(of: sdlWindow) else { return true }
      var width: Int32 = 0
      var height: Int32 = 0
      SDL_GetWindowSize(sdlWindow, &width, &height)
      if real.width == width && real.height == height { return true }
      if SDL_GetTicks64() >= deadline { return false }
      SDL_Delay(20)
    }
  }

  /// Ends ``run()`` after the current event.
  public func quit() {
    isRunning = false
  }

  // MARK: Drawing

  /// Draws the window's tree into the renderer's back buffer (not yet presented).
  func drawFrame() {
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
    SDL_RenderClear(renderer)
    window.render(on: canvas)
    canvas.endFrame()
  }

  /// Runs after every frame shown (the benchmark times resizes up to the frame with it).
  public var onFramePresented: (() -> Void)?

  /// Draws and shows one frame.
  public func presentFrame() {
    drawFrame()
    syncTextInput()
    SDL_RenderPresent(renderer)
    onFramePresented?()
  }

  /// Waits until the renderer has carried out everything asked of it so far, for timing frames:
  /// reads one pixel back (an accelerated renderer queues its work), then waits for the OpenGL
  /// context current after presenting, if any (SDL may show even a software renderer's window
  /// surface through an OpenGL texture, uploaded and drawn after the present returns).
  public func finishRendering() {
    SDLHost.finishRendering(renderer)
  }

  /// ``finishRendering()`` for any renderer (the benchmark's bare windows use it too).
  public static func finishRendering(_ renderer: OpaquePointer) {
    var pixel: UInt32 = 0
    var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
    _ = SDL_RenderReadPixels(renderer, &one, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
    guard SDL_GL_GetCurrentContext() != nil, let address = SDL_GL_GetProcAddress("glFinish") else { return }
    typealias Finish = @convention(c) () -> Void
    unsafeBitCast(address, to: Finish.self)()
  }

  /// Draws one frame and writes it to `path` as a PNG of the output's pixel size.
  public func saveScreenshot(to path: String) throws(HostError) {
    drawFrame()
    if let failure = canvas.images.lastFailure {
      throw .asset(path: failure, reason: tr("the picture could not be read"))
    }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    try writeRenderedPixels(width: width, height: height, to: path)
  }

  /// Draws `view` alone at `size` points and `scale` pixels per point into a PNG, without
  /// touching the window (for pictures such as match cards).
  public func renderOffscreen(_ view: View, size: Size, scale: Double, to path: String) throws(HostError) {
    let width = Int32((size.width * scale).rounded())
    let height = Int32((size.height * scale).rounded())
    let target: OpaquePointer
    if let kept = offscreenTarget, kept.width == width, kept.height == height {
      target = kept.texture
    } else {
      if let kept = offscreenTarget { SDL_DestroyTexture(kept.texture) }
      offscreenTarget = nil
      guard
        let made = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height
        )
      else { throw .screenshot(path: path, reason: sdlErrorMessage()) }
      offscreenTarget = (made, width, height)
      target = made
    }
    let windowScale = canvas.scale
    SDL_SetRenderTarget(renderer, target)
    defer {
      SDL_SetRenderTarget(renderer, nil)
      canvas.scale = windowScale
      window.needsDisplay = true
    }
    canvas.scale = scale
    let stage = Window(size: size, clock: ManualClock(), appearance: window.appearance)
    stage.textMeasurer = canvas
    view.frame = stage.bounds
    stage.rootView.addSubview(view)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
    SDL_RenderClear(renderer)
    stage.render(on: canvas)
    canvas.endFrame()
    try writeRenderedPixels(width: width, height: height, to: path)
    view.removeFromSuperview()
  }

  private func writeRenderedPixels(width: Int32, height: Int32, to path: String) throws(HostError) {
    let surface: UnsafeMutablePointer<SDL_Surface>
    if let kept = readback, kept.pointee.w == width, kept.pointee.h == height {
      surface = kept
    } else {
      if let kept = readback { SDL_FreeSurface(kept) }
      readback = nil
      guard
        let made = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { throw .screenshot(path: path, reason: sdlErrorMessage()) }
      readback = made
      surface = made
    }
    guard
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels, surface.pointee.pitch) == 0
    else { throw .screenshot(path: path, reason: sdlErrorMessage()) }
    do {
      try PNGWriter.write(surface, to: path)
    } catch {
      throw .screenshot(path: path, reason: error.reason)
    }
  }

  // MARK: The loop

  /// Handles every event already queued, without waiting, and draws if something changed.
  public func processPendingEvents() {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 { handle(event) }
    window.fireDueTimers()
    if window.needsDisplay { presentFrame() }
  }

  /// Runs until the window is closed or ``quit()`` is called. Blocks in `SDL_WaitEvent` while
  /// nothing changes; draws every display frame only while an animation runs.
  public func run() {
    isRunning = true
    presentFrame()
    var event = SDL_Event()
    while isRunning {
      if window.isAnimating {
        let frameStart = SDL_GetTicks64()
        while SDL_PollEvent(&event) != 0 && isRunning { handle(event) }
        // A wait may end during an animation (the beats of the count are timed so).
        window.fireDueTimers()
        presentFrame()
        // Vsync paces the accelerated renderer; the software one is held to about 60 frames a second.
        let elapsed = SDL_GetTicks64() - frameStart
        if elapsed < 16 { SDL_Delay(UInt32(16 - elapsed)) }
        continue
      }
      if let wait = window.secondsUntilNextTimer {
        // Sleeps until an event or the next scheduled action (a notice fading), not longer.
        let milliseconds = Int32(min(wait * 1000, Double(Int32.max)).rounded(.up))
        guard SDL_WaitEventTimeout(&event, max(1, milliseconds)) != 0 else {
          window.fireDueTimers()
          if window.needsDisplay { presentFrame() }
          continue
        }
      } else {
        guard SDL_WaitEvent(&event) != 0 else { continue }
      }
      handle(event)
      while isRunning && SDL_PollEvent(&event) != 0 { handle(event) }
      if isRunning && window.needsDisplay { presentFrame() }
    }
  }
}
