/// What a computer that learns (Medium or Hard) can see in the player before a match: their
/// clearest habit over the rounds it recalls of them (``ThrowingPattern``), or that it found
/// none, and, round by round, the throw that habit points to next and how often the player has
/// followed it this match.
///
/// Free play against Hard gave a player nothing to chase within a match: the lesson came at its
/// end, and the next match began blank. Named before the first throw, and during the match told
/// where it could show (the board leaves the throw it points to for the player to work out), the
/// player's own habit is something to play with: break it, or feed it and beat the answer the
/// computer keeps ready for it. It is the player's habit as their rounds show it, never the
/// computer's forecast: that would give its throw away.
///
/// Told under classic rules only: with five moves, "what beats your last throw" is two throws.
///
/// ```swift
/// let watch = HabitWatch(recalled: earlierMatches, rules: .classic)
/// watch?.pattern?.tendency                 // .beatOwnLast, after a loss
/// watch?.expectedThrow(after: match.rounds) // .paper: the last round lost to rock
/// watch?.followed(in: match.rounds)        // ([3], 2): followed in round 4, of its two chances
/// ```
public struct HabitWatch: Hashable, Sendable {
  /// The fewest recalled rounds a habit is looked for in: in fewer, "no clear habit" says nothing.
  public static let fewestRounds = 12

  /// The player's clearest habit over the recalled rounds; nil when none stood out.
  public let pattern: ThrowingPattern?
  /// How many rounds it was looked for in.
  public let rounds: Int

  /// The watch over `recalled`, the player's latest matches against the computer by `rules`
  /// (oldest first; those by other rules are left out); nil under rules of more than three moves
  /// or with fewer than ``fewestRounds`` rounds.
  public init?(recalled: [Match], rules: Rules) {
    guard rules.moves.count == 3 else { return nil }
    let matches = recalled.filter { $0.rules == rules }.map(\.rounds)
    let rounds = matches.reduce(0) { $0 + $1.count }
    guard rounds >= HabitWatch.fewestRounds else { return nil }
    self.rounds = rounds
    pattern = ThrowingPattern(inEachOf: matches, rules: rules)
  }

  /// The throw the habit points to for the round after `rounds` (the match so far, by classic
  /// rules); nil where it says nothing: without a habit, in a match's first round for a habit of
  /// what follows a throw, or after a round that ended otherwise than the habit's.
  public func expectedThrow(after rounds: [Round]) -> Move? {
    guard let pattern else { return nil }
    if case .favoured(let move) = pattern.tendency { return move }
    guard let last = rounds.last else { return nil }
    if let after = pattern.after, last.outcome != after { return nil }
    let rules = Rules.classic
    switch pattern.tendency {
    case .favoured(let move): return move
    case .stayed: return last.player
    case .beatOwnLast: return rules.moves(beating: last.player).first
    case .yieldedToOwnLast: return rules.moves.first { rules.outcome(of: $0, against: last.player) == .loss }
    case .beatRivalsLast: return rules.moves(beating: last.computer).first
    case .copiedRivalsLast: return last.computer
    }
  }

  /// Of the rounds of `rounds` the habit pointed to a throw for, those the player threw it in
  /// (`followed`, indices into `rounds`) and how many there were (`chances`).
  public func followed(in rounds: [Round]) -> (followed: [Int], chances: Int) {
    var (followed, chances) = ([Int](), 0)
    for index in rounds.indices {
      guard let expected = expectedThrow(after: Array(rounds[..<index])) else { continue }
      chances += 1
      if rounds[index].player == expected { followed.append(index) }
    }
    return (followed, chances)
  }
}
