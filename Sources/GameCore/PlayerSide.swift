/// One of the two people at a board: the left one (at the bottom when they face each other)
/// and the right one (at the top, turned towards the other side of the table).
public enum PlayerSide: String, CaseIterable, Codable, Sendable, Hashable {
  case left
  case right

  public var other: PlayerSide { self == .left ? .right : .left }
}
