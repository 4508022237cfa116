/// A computer player.
///
/// An opponent is asked for its throw with nothing but the rounds already played: the player's
/// throw for the round does not exist yet when ``nextThrow(after:rules:)`` runs (see ``Game``),
/// so no opponent can peek, however it is written.
public protocol Opponent: Sendable {
  /// A short name for the level, shown to the player.
  var name: String { get }

  /// Commits to the throw for the next round, given every earlier round of the match.
  mutating func nextThrow(after history: [Round], rules: Rules) -> Move
}
