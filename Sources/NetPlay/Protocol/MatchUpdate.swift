/// What the protocol tells the game: the screen and the history follow these.
public enum MatchUpdate: Equatable, Sendable {
  /// The hellos agreed; the match starts.
  case connected(PeerInfo)
  /// The peer committed to its throw for this round: show "ready", not the throw.
  case peerCommitted(round: UInt32)
  case roundScored(ScoredRound)
  /// The match is over, one way or another; nothing follows.
  case ended(MatchEnd)
}
