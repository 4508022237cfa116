import GameCore

/// What the protocol tells the game: the screen and the history follow these.
public enum MatchUpdate: Equatable, Sendable {
  /// The hellos agreed; the match starts.
  case connected(PeerInfo)
  /// The peer committed to its throw for this round: show "ready", not the throw.
  case peerCommitted(round: UInt32)
  /// Both sides revealed round `number`, scored by this side on its own: `round` holds this
  /// side's throw as `player` and the peer's as `computer` (GameCore's names for the two sides);
  /// `match` is the match after it.
  case roundScored(number: UInt32, round: Round, match: Match)
  /// The match is over, one way or another; nothing follows.
  case ended(MatchEnd)
}
