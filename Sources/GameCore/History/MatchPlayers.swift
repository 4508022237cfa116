/// The two people of a match between people, left (or the host) first; nil against the computer.
public struct MatchPlayers: Hashable, Codable, Sendable {
  public var left: String
  public var right: String
  /// The longest name, in bytes of UTF-8 (what the network protocol allows too).
  public static let maximumNameBytes = 32
  /// The names players start with.
  public static let standard = MatchPlayers(left: "Player 1", right: "Player 2")
  public init(left: String, right: String) {
    self.left = left
    self.right = right
  }
}
