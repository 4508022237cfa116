/// A way to move the keyboard focus on screen: to the nearest focusable view that way.
public enum FocusDirection: Hashable, Sendable, CaseIterable {
  case up
  case down
  case left
  case right

  /// Down and right follow the order of the focus (Tab's); up and left go against it.
  public var isForward: Bool { self == .down || self == .right }
}
