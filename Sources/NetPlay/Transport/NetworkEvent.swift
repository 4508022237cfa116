/// What the network thread leaves in the session's inbox for the game.
public enum NetworkEvent: Equatable, Sendable {
  /// The host is listening on `port` (IPv4 and IPv6), waiting for a guest.
  case listening(port: UInt16)
  /// Signed in to the XMPP server as this full address; an inviter's hello is on its way, a
  /// waiting side waits for one.
  case signedIn(address: String)
  /// The roster, each friend with the address of its game while that is online; sent again
  /// whenever it changes.
  case friends([XMPPFriend])
  /// The players in the lobby room whose game is online (their nicknames), this side left out;
  /// sent again whenever it changes.
  case lobby([String])
  /// A friend challenged this side, and the challenge was accepted: its hello follows.
  case challengeAccepted(from: String)
  /// A friend (or a lobby player) challenges this side: the player accepts or declines.
  case challenged(from: String)
  /// The friend challenged declined, or did not answer; still signed in.
  case challengeDeclined(by: String)
  /// The host turned a connection away (a second guest, a stranger that is no game): a line
  /// for a log, not an end.
  case refused(address: String, reason: String)
  /// The match: connected, the peer's "ready", scored rounds, its end.
  case update(MatchUpdate)
}
