import GameCore

/// What happens to one side of a connection: the state machine's only inputs (with the time).
public enum ProtocolEvent: Equatable, Sendable {
  /// The connection is open. The guest sends its hello now; the host waits for the guest's.
  case start
  /// A whole message from the peer.
  case received(Message)
  /// Bytes from the peer that are no message.
  case malformed(WireError)
  /// The local player threw, with a fresh 32-byte nonce from `randombytes_buf` for the commitment.
  case localThrow(Move, nonce: [UInt8])
  case localResign
  /// The local player leaves before the end (bye).
  case localLeave
  /// The peer closed the connection, or it broke.
  case peerClosed
  /// This side's own way to the peer broke (the connection to the XMPP server was lost): not
  /// the peer's doing, so never its forfeit; the match ends unfinished. `reason` is the line
  /// that says what broke.
  case transportLost(reason: String)
  /// Time passed: deadlines are checked (every event checks them too).
  case tick
}

/// What one side must do: send, tell the game, close.
public enum ProtocolAction: Equatable, Sendable {
  case send(Message)
  case report(MatchUpdate)
  /// Nothing more will be sent: finish sending, then close (the transport lingers for the peer's
  /// close so the last messages arrive).
  case close
}
