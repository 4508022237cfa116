/// Where the window was and how big, in points, and whether it filled the screen.
public struct WindowPlacement: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  /// The top left corner on the desktop; nil where the window manager did not say.
  public var x: Double?
  public var y: Double?
  public var isFullScreen: Bool
  /// The device the window stood for ("pad", "phone"): a placement is used again only for it.
  public var device: String

  public init(
    width: Double, height: Double, x: Double? = nil, y: Double? = nil, isFullScreen: Bool = false,
    device: String = "pad"
  ) {
    self.device = device
    self.width = width
    self.height = height
    self.x = x
    self.y = y
    self.isFullScreen = isFullScreen
  }
}
