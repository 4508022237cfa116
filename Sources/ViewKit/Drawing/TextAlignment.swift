/// Where a line of text sits across its rectangle.
public enum TextAlignment: Sendable, Hashable {
  case left
  case center
  case right
}
