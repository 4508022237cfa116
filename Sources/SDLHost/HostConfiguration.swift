import ViewKit

/// Which SDL renderer a host opens.
public enum RendererChoice: String, Sendable, CaseIterable {
  /// Accelerated if SDL has one for the window, else software; `RPS_RENDERER=software` in the
  /// environment asks for software.
  case automatic
  /// SDL's software renderer, whatever the environment says.
  case software
  /// An accelerated renderer (OpenGL, GLES) or none: opening the host fails without one.
  case accelerated
}

/// How to open the host: the window's title and size, where the assets are, whether to draw
/// offscreen (no display needed, for screenshots and tests), and the window's appearance.
public struct HostConfiguration: Sendable {
  public var title: String
  /// The window's size in points.
  public var size: Size
  /// Where the window's top left corner goes on the desktop, in pixels; nil centres it.
  public var position: Point?
  /// Extra pixels per point on top of the display's own density (`--scale`).
  public var scale: Double
  /// Doubles ``scale`` on a display large enough for the doubled window (4K and up, at least
  /// 3000 pixels wide), where a desktop that does not scale its windows itself would otherwise
  /// show the game at half a readable size. Never offscreen.
  public var doublesScaleOnLargeDisplays: Bool
  /// The folder holding `fonts/` and the pictures.
  public var assetsDirectory: String
  /// Draw with no display, on SDL's offscreen driver.
  public var offscreen: Bool
  /// The smallest window the player can resize to.
  public var minimumSize: Size
  /// The device the window stands for.
  public var idiom: UserInterfaceIdiom
  /// The renderer to open.
  public var renderer: RendererChoice
  /// Whether an accelerated renderer waits for the display's refresh when presenting (the
  /// benchmark turns it off to time frames).
  public var vsync: Bool
  /// Pictures the first frame shows: decoded on another thread while SDL opens the window and
  /// the renderer.
  public var preloadedImages: [Image]
  /// The look of the window's bars, lists, popovers, buttons and focus ring.
  public var appearance: Appearance
  /// The desktop entry's id (`io.github.rps.RockPaperScissors`): the window's X11 class and
  /// Wayland app id, so a dock groups the window with its launcher. Nil: SDL's default (the
  /// executable's name).
  public var applicationID: String?
  /// Opens gamepads as they connect (SDL's game controller subsystem). A screenshot has no use
  /// for them, and starts a few milliseconds sooner without.
  public var usesGamepads = true

  public init(
    title: String, size: Size, scale: Double = 1, doublesScaleOnLargeDisplays: Bool = false,
    assetsDirectory: String, offscreen: Bool = false,
    minimumSize: Size = Size(width: 320, height: 360), idiom: UserInterfaceIdiom = .pad,
    renderer: RendererChoice = .automatic, vsync: Bool = true, preloadedImages: [Image] = [],
    appearance: Appearance = .standard, applicationID: String? = nil
  ) {
    self.applicationID = applicationID
    self.preloadedImages = preloadedImages
    self.appearance = appearance
    self.renderer = renderer
    self.vsync = vsync
    self.idiom = idiom
    self.title = title
    self.size = size
    self.scale = scale
    self.doublesScaleOnLargeDisplays = doublesScaleOnLargeDisplays
    self.assetsDirectory = assetsDirectory
    self.offscreen = offscreen
    self.minimumSize = minimumSize
  }

  /// The largest window, in points (long side by short side), laid out as it is: a larger one is
  /// laid out at this size's shape and drawn larger (``contentScale(for:)``).
  public static let largestLayout = Size(width: 1600, height: 900)

  /// How much larger than a point a window of `size` points draws everything: 1 up to
  /// ``largestLayout``, then growing with the window (at most twice), so that on a 2560x1440
  /// window the bar, the history column and their type grow with the board instead of staying
  /// small beside it.
  public static func contentScale(for size: Size) -> Double {
    let long = max(size.width, size.height)
    let short = min(size.width, size.height)
    return min(2, max(1, min(long / largestLayout.width, short / largestLayout.height)))
  }

  /// The displays counted as large: at least this many pixels wide.
  public static let largeDisplayWidth = 3000.0

  /// The scale to open with on a display whose usable area is `display` pixels: ``scale``, or
  /// twice it when ``doublesScaleOnLargeDisplays`` and the display is large and holds the
  /// doubled window whole.
  public func scale(onDisplayOf display: Size) -> Double {
    guard doublesScaleOnLargeDisplays, !offscreen, display.width >= HostConfiguration.largeDisplayWidth else {
      return scale
    }
    let doubled = scale * 2
    let fits = size.width * doubled <= display.width && size.height * doubled <= display.height
    return fits ? doubled : scale
  }

  /// The configuration to open with on a display whose usable area is `display` pixels: the
  /// scale of ``scale(onDisplayOf:)``, and a window shrunk, in proportion, to fit the display
  /// when it would not (a `--size` or `--scale` too large for it), never below ``minimumSize``.
  /// Offscreen, there is no display to fit.
  public func opened(onDisplayOf display: Size) -> HostConfiguration {
    guard !offscreen, display.width > 0, display.height > 0 else { return self }
    var opened = self
    opened.scale = scale(onDisplayOf: display)
    let shrink = min(
      1, display.width / (size.width * opened.scale), display.height / (size.height * opened.scale))
    if shrink < 1 {
      opened.size = Size(
        width: max(minimumSize.width, (size.width * shrink).rounded(.down)),
        height: max(minimumSize.height, (size.height * shrink).rounded(.down)))
    }
    return opened
  }
}
