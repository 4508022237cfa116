import Foundation
import RPSApp
import ViewKit

/// Stands in for the SDL host's window commands: rotating swaps the window's width and height,
/// full screen takes a screen-sized window and gives the old size back, a screenshot is a small
/// file, and quitting is only counted (a fuzzer goes on).
@MainActor
public final class HeadlessWindowControl: WindowControlling {
  /// The size a full-screen window takes.
  public static let screenSize = Size(width: 1920, height: 1080)

  private unowned let window: Window
  private var sizeBeforeFullScreen: Size?
  public private(set) var quitRequests = 0
  public private(set) var screenshotsSaved = 0

  public init(window: Window) {
    self.window = window
  }

  public var isFullScreen: Bool { sizeBeforeFullScreen != nil }

  public func setFullScreen(_ fullScreen: Bool) {
    if fullScreen, sizeBeforeFullScreen == nil {
      sizeBeforeFullScreen = window.size
      window.resize(to: HeadlessWindowControl.screenSize)
    } else if !fullScreen, let size = sizeBeforeFullScreen {
      sizeBeforeFullScreen = nil
      window.resize(to: size)
    }
  }

  public func rotate() {
    window.resize(to: window.size.rotated)
  }

  public func quit() {
    quitRequests += 1
  }

  public func saveWindowPicture(to path: String) throws {
    try Data("png".utf8).write(to: URL(fileURLWithPath: path))
    screenshotsSaved += 1
  }

  /// The window was resized from outside (as a user drags its edge): full screen is left.
  func windowResizedFromOutside() {
    sizeBeforeFullScreen = nil
  }
}
