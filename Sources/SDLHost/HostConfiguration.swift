import ViewKit

/// How to open the host: the window's title and size, where the assets are, and whether to draw
/// offscreen (no display needed, for screenshots and tests).
public struct HostConfiguration: Sendable {
  public var title: String
  /// The window's size in points.
  public var size: Size
  /// Extra pixels per point on top of the display's own density (`--scale`).
  public var scale: Double
  /// The folder holding `fonts/` and the pictures.
  public var assetsDirectory: String
  /// Draw with no display, on SDL's offscreen driver.
  public var offscreen: Bool
  /// The smallest window the player can resize to.
  public var minimumSize: Size
  /// The device the window stands for.
  public var idiom: UserInterfaceIdiom

  public init(
    title: String, size: Size, scale: Double = 1, assetsDirectory: String, offscreen: Bool = false,
    minimumSize: Size = Size(width: 320, height: 320), idiom: UserInterfaceIdiom = .pad
  ) {
    self.idiom = idiom
    self.title = title
    self.size = size
    self.scale = scale
    self.assetsDirectory = assetsDirectory
    self.offscreen = offscreen
    self.minimumSize = minimumSize
  }
}
