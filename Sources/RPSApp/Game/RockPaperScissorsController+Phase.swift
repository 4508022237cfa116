extension RockPaperScissorsController {
  /// What the game is doing between throws.
  public enum Phase: Sendable, Equatable {
    /// Waiting for a throw (or, after a match, for a new one).
    case ready
    /// Counting "rock… paper… scissors… shoot!" before both throws are shown.
    case counting
    /// Celebrating the end of a match; any key or click skips it.
    case celebrating
  }
}
