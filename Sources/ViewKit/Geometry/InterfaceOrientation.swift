/// Which way up the interface is. A window has no device to turn, so its shape decides:
/// wider than tall is landscape, otherwise portrait (see ``Size/orientation``).
public enum InterfaceOrientation: String, Sendable, CaseIterable {
  case portrait
  case portraitUpsideDown
  case landscapeLeft
  case landscapeRight

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isPortrait: Bool { !isLandscape }
}
