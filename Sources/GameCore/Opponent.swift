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

  /// Told every round of a match once it is over, since no throw is asked for after the last
  /// round. Opponents that learn use it; the default does nothing.
  mutating func matchEnded(after history: [Round], rules: Rules)

  /// What the opponent made of the last round played, if it explains itself; nil by default.
  var lastInsight: EngineInsight? { get }

  /// Told the player's earlier matches, oldest first, before a game starts, so that it meets a
  /// returning player as it left them. Opponents that learn take them in as if they had played
  /// them; the default tells each to ``matchEnded(after:rules:)`` as a match of its own.
  mutating func recall(_ matches: [Match])
}

extension Opponent {
  public mutating func matchEnded(after history: [Round], rules: Rules) {}

  public mutating func recall(_ matches: [Match]) {
    for match in matches where !match.rounds.isEmpty {
      // An empty history first: whatever came before, these rounds are a match of their own.
      matchEnded(after: [], rules: match.rules)
      matchEnded(after: match.rounds, rules: match.rules)
    }
    if let last = matches.last { matchEnded(after: [], rules: last.rules) }
  }

  public var lastInsight: EngineInsight? { nil }
}
