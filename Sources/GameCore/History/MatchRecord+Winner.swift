extension NetworkEnding {
  /// Who a network match's end makes the winner when the score did not: the other side of one
  /// that resigned, forfeited (withheld its reveal) or broke the rules. Nil for a match played
  /// to the end (the score says), left or broken off.
  public var winner: Side? {
    switch kind {
    case .resigned, .forfeited, .brokeRules: byLocalPlayer ? .computer : .player
    case .finished, .left, .disconnected: nil
    }
  }
}

extension MatchRecord {
  /// Who won: by the score, else by how a network match ended (a forfeit is a win for the
  /// other side, though the score never reached the end). Nil for a match abandoned or in
  /// progress.
  public var winner: Side? { match.winner ?? networkEnding?.winner }
}
