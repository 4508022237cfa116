/// How a match over the network ended, kept with its record: a network match can end in ways a
/// match against the computer cannot, and the history says which.
public struct NetworkEnding: Hashable, Codable, Sendable {
  public enum Kind: String, Codable, Sendable {
    /// Played to the end.
    case finished
    /// One side gave up.
    case resigned
    /// The peer withheld its reveal (too slow, or gone after both commitments): it lost.
    case forfeited
    /// The peer broke the protocol; the match ended there.
    case brokeRules
    /// One side said bye before the end.
    case left
    /// The connection broke before the end.
    case disconnected
  }

  public var kind: Kind
  /// True when the local player (left in ``MatchPlayers``) did it: resigned, left. False when
  /// the peer did.
  public var byLocalPlayer: Bool
  /// The one line the player read about it ("Bob broke the rules: it revealed …").
  public var reason: String

  public init(kind: Kind, byLocalPlayer: Bool, reason: String) {
    self.kind = kind
    self.byLocalPlayer = byLocalPlayer
    self.reason = reason
  }
}
