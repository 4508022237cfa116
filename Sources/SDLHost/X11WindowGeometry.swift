import CSDL2
import Foundation

/// The size the X server gives an SDL window, read from X itself.
///
/// SDL believes a full-screen request was carried out as soon as it is made; without a window
/// manager nobody carries it out, and SDL's size then differs from the window's real one. Both
/// functions used here are looked up when first needed, so nothing links X11 (SDL loads it),
/// and on any other video driver the size is simply unknown.
@MainActor
enum X11WindowGeometry {
  private typealias GetWMInfo = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
  private typealias GetGeometry =
    @convention(c) (
      UnsafeMutableRawPointer?, UInt, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
      UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?
    ) -> Int32

  private static let functions: (GetWMInfo, GetGeometry)? = {
    guard let wmInfo = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "SDL_GetWindowWMInfo"),
      let x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD) ?? dlopen("libX11.so", RTLD_NOW | RTLD_NOLOAD),
      let geometry = dlsym(x11, "XGetGeometry")
    else { return nil }
    return (unsafeBitCast(wmInfo, to: GetWMInfo.self), unsafeBitCast(geometry, to: GetGeometry.self))
  }()

  /// The window's size in pixels as X has it, or nil when it is not an X11 window.
  static func size(of window: OpaquePointer) -> (width: Int32, height: Int32)? {
    guard let name = SDL_GetCurrentVideoDriver(), String(cString: name) == "x11",
      let (wmInfo, geometry) = functions
    else { return nil }
    // SDL_SysWMinfo: an SDL_version (3 bytes), the subsystem (an enum) at offset 4, then the
    // union, 8-byte aligned: for X11 the Display pointer, then the Window (an unsigned long).
    let info = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 8)
    defer { info.deallocate() }
    info.initializeMemory(as: UInt8.self, repeating: 0, count: 128)
    var version = SDL_version()
    SDL_GetVersion(&version)
    info.storeBytes(of: version.major, toByteOffset: 0, as: UInt8.self)
    info.storeBytes(of: version.minor, toByteOffset: 1, as: UInt8.self)
    info.storeBytes(of: version.patch, toByteOffset: 2, as: UInt8.self)
    let x11Subsystem: Int32 = 2
    guard wmInfo(window, info) != 0, info.load(fromByteOffset: 4, as: Int32.self) == x11Subsystem,
      let display = info.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
    else { return nil }
    let xWindow = info.load(fromByteOffset: 16, as: UInt.self)
    var root: UInt = 0
    var x: Int32 = 0
    var y: Int32 = 0
    var width: UInt32 = 0
    var height: UInt32 = 0
    var border: UInt32 = 0
    var depth: UInt32 = 0
    guard geometry(display, xWindow, &root, &x, &y, &width, &height, &border, &depth) != 0 else { return nil }
    return (Int32(width), Int32(height))
  }

  /// Whether a window manager runs on the X display of `window` (the root window names one in
  /// `_NET_SUPPORTING_WM_CHECK`); false on any other video driver.
  static func hasWindowManager(for window: OpaquePointer) -> Bool {
    guard let name = SDL_GetCurrentVideoDriver(), String(cString: name) == "x11" else { return false }
    return windowManagerCheck() ?? false
  }

  private typealias InternAtom =
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32) -> UInt
  private typealias GetWindowProperty =
    @convention(c) (
      UnsafeMutableRawPointer?, UInt, UInt, Int, Int, Int32, UInt, UnsafeMutablePointer<UInt>?,
      UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UInt>?,
      UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?
    ) -> Int32
  private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutableRawPointer?
  private typealias CloseDisplay = @convention(c) (UnsafeMutableRawPointer?) -> Int32
  private typealias DefaultRoot = @convention(c) (UnsafeMutableRawPointer?) -> UInt
  private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32

  /// Asks the X server, on a connection of its own, whether the root window names a window
  /// manager; nil when libX11 cannot be reached.
  private static func windowManagerCheck() -> Bool? {
    guard
      let x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD) ?? dlopen("libX11.so", RTLD_NOW | RTLD_NOLOAD),
      let open = dlsym(x11, "XOpenDisplay"), let close = dlsym(x11, "XCloseDisplay"),
      let root = dlsym(x11, "XDefaultRootWindow"), let intern = dlsym(x11, "XInternAtom"),
      let property = dlsym(x11, "XGetWindowProperty"), let free = dlsym(x11, "XFree"),
      let display = unsafeBitCast(open, to: OpenDisplay.self)(nil)
    else { return nil }
    defer { _ = unsafeBitCast(close, to: CloseDisplay.self)(display) }
    let atom = unsafeBitCast(intern, to: InternAtom.self)(display, "_NET_SUPPORTING_WM_CHECK", 1)
    guard atom != 0 else { return false }
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let anyType: UInt = 0
    let status = unsafeBitCast(property, to: GetWindowProperty.self)(
      display, unsafeBitCast(root, to: DefaultRoot.self)(display), atom, 0, 1, 0, anyType, &type, &format,
      &count, &after, &data)
    if let data { _ = unsafeBitCast(free, to: Free.self)(data) }
    return status == 0 && count > 0
  }
}
