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

extension WindowPlacement {
  private enum CodingKeys: String, CodingKey {
    case width, height, x, y, isFullScreen, device
  }

  /// A placement outside what a window can be (a side out of 320…16384 points, a corner farther
  /// than any desktop) makes the settings file damaged rather than a window SDL cannot open.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let width = try container.decode(Double.self, forKey: .width)
    let height = try container.decode(Double.self, forKey: .height)
    let sides = CommandLineOptions.minimumSize.width...CommandLineOptions.maximumSide
    guard sides.contains(width),
      (CommandLineOptions.minimumSize.height...CommandLineOptions.maximumSide).contains(height)
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .width, in: container, debugDescription: "the window cannot be \(width)x\(height) points")
    }
    let x = try container.decodeIfPresent(Double.self, forKey: .x)
    let y = try container.decodeIfPresent(Double.self, forKey: .y)
    let corner = -100_000.0...100_000.0
    guard x.map(corner.contains) ?? true, y.map(corner.contains) ?? true else {
      throw DecodingError.dataCorruptedError(
        forKey: .x, in: container, debugDescription: "the window cannot be placed so far away")
    }
    self.init(
      width: width, height: height, x: x, y: y,
      isFullScreen: try container.decodeIfPresent(Bool.self, forKey: .isFullScreen) ?? false,
      device: try container.decodeIfPresent(String.self, forKey: .device) ?? "pad")
  }
}
