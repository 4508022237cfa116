/// How a network match ended, with the one line for the player and the exit status of
/// `rps duel` (0 finished, 1 network or compatibility failure, 3 the peer broke the rules).
public enum MatchEnd: Equatable, Sendable {
  /// Played to the end; `localWon` tells who won.
  case finished(localWon: Bool, score: String)
  /// One side gave up during `round`.
  case resigned(byPeer: Bool, round: UInt32)
  /// The peer did not reveal in time after both commitments, or disconnected then. It knew (or
  /// could have known) the result and withheld it: it loses the match.
  case forfeited(reason: String)
  /// The peer broke the protocol; `reason` completes "the peer …".
  case peerBrokeRules(reason: String)
  /// One side said bye before the end, in `round`; `text` is what the peer said, if anything.
  case left(byPeer: Bool, round: UInt32, text: String)
  /// The connection failed or never made a match: refused, unreachable, timed out, wrong
  /// version, host busy, disconnected in the middle.
  case failed(reason: String)

  /// The exit status of `rps duel` for this end.
  public var exitStatus: Int32 {
    switch self {
    case .finished, .resigned: 0
    case .left(let byPeer, _, _): byPeer ? 1 : 0
    case .failed: 1
    case .forfeited, .peerBrokeRules: 3
    }
  }

  /// One line for the player.
  public func message(peerName: String) -> String {
    switch self {
    case .finished(let localWon, let score):
      localWon
        ? "you won the match \(score) against \(peerName)" : "you lost the match \(score) to \(peerName)"
    case .resigned(let byPeer, let round):
      byPeer ? "\(peerName) resigned in round \(round): you win the match" : "you resigned in round \(round)"
    case .forfeited(let reason): "\(peerName) forfeits the match: it \(reason)"
    case .peerBrokeRules(let reason): "\(peerName) broke the rules: it \(reason); the match ends"
    case .left(let byPeer, let round, let text):
      byPeer
        ? "\(peerName) left the match \(ProtocolMachine.when(round))" + (text.isEmpty ? "" : " (\"\(text)\")")
        : "you left the match \(ProtocolMachine.when(round))"
    case .failed(let reason): reason
    }
  }
}
