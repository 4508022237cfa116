import GameCore
import NetPlay

extension MatchEnd {
  /// How the history keeps this end, with `message`, the line the player read: the same for a
  /// match in the window and one played by `rps duel`.
  public func networkEnding(message: String) -> NetworkEnding {
    switch self {
    case .finished: NetworkEnding(kind: .finished, byLocalPlayer: false, reason: message)
    case .resigned(let byPeer, _): NetworkEnding(kind: .resigned, byLocalPlayer: !byPeer, reason: message)
    case .forfeited: NetworkEnding(kind: .forfeited, byLocalPlayer: false, reason: message)
    case .peerBrokeRules: NetworkEnding(kind: .brokeRules, byLocalPlayer: false, reason: message)
    case .left(let byPeer, _, _): NetworkEnding(kind: .left, byLocalPlayer: !byPeer, reason: message)
    case .failed: NetworkEnding(kind: .disconnected, byLocalPlayer: false, reason: message)
    }
  }
}
