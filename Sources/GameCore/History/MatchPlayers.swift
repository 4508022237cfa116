/// The two people of a match between people, left (or the host) first; nil against the computer.
public struct MatchPlayers: Hashable, Codable, Sendable {
  public var left: String
  public var right: String
  public init(left: String, right: String) { self.left = left; self.right = right }
}
