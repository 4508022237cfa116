/// The player's strongest tendency in a match, the kind a rival that learns feeds on: staying
/// with their last throw, stepping to what beats it or to what it beats, answering or copying
/// the rival's last throw, or favouring one move. Nil when no tendency stands clearly above
/// chance.
///
/// "Clearly" is a plain statistical test: the tendency must hold in at least four rounds and in
/// at least half of the rounds it could (and one and a half times its chance share), and a player
/// throwing at random would show it that often at most once in fifty matches. With a handful of
/// tendencies tried at once, random throws still show one in about one match in fourteen played
/// to three wins (one in ten played to five): a named pattern is likely, not certain.
///
/// ```swift
/// let pattern = ThrowingPattern(in: match.rounds, rules: match.rules)
/// pattern?.tendency  // .favoured(.rock)
/// pattern?.count     // 4: rock in 4 of the 4 rounds
/// ```
public struct ThrowingPattern: Hashable, Sendable {
  /// What the player's next throw did with the throws before it.
  public enum Tendency: Hashable, Sendable {
    /// Threw the same as their last throw.
    case stayed
    /// Threw what beats their last throw.
    case beatOwnLast
    /// Threw what their last throw beats.
    case yieldedToOwnLast
    /// Threw what beats the rival's last throw.
    case beatRivalsLast
    /// Threw the rival's last throw.
    case copiedRivalsLast
    /// Threw this move.
    case favoured(Move)
  }

  public let tendency: Tendency
  /// The rounds in which the player's throw followed the tendency.
  public let count: Int
  /// The rounds in which it could: every round for a favourite move, every round after the
  /// first for the rest (the first has no last throw to follow).
  public let chances: Int

  /// The fewest rounds a tendency must hold in to be named.
  public static let fewestRounds = 4
  /// The most often random throws may show a tendency as strong (one-sided binomial tail).
  static let largestChanceOfLuck = 0.02

  /// The player's strongest clear tendency over `rounds` under `rules`, or nil.
  public init?(in rounds: [Round], rules: Rules) {
    let moveCount = Double(rules.moves.count)
    // Under these rules, the share of moves that beat any one move (a half of the others).
    let beatingShare = (moveCount - 1) / 2 / moveCount
    var candidates: [(Tendency, count: Int, chances: Int, share: Double)] = rules.moves.map { move in
      (.favoured(move), rounds.filter { $0.player == move }.count, rounds.count, 1 / moveCount)
    }
    let pairs = zip(rounds, rounds.dropFirst())
    let afterFirst = max(0, rounds.count - 1)
    func following(_ holds: (Round, Round) -> Bool) -> Int { pairs.filter { holds($0.0, $0.1) }.count }
    candidates += [
      (.stayed, following { $1.player == $0.player }, afterFirst, 1 / moveCount),
      (
        .beatOwnLast, following { rules.outcome(of: $1.player, against: $0.player) == .win }, afterFirst,
        beatingShare
      ),
      (
        .yieldedToOwnLast, following { rules.outcome(of: $1.player, against: $0.player) == .loss },
        afterFirst,
        beatingShare
      ),
      (
        .beatRivalsLast, following { rules.outcome(of: $1.player, against: $0.computer) == .win }, afterFirst,
        beatingShare
      ),
      (.copiedRivalsLast, following { $1.player == $0.computer }, afterFirst, 1 / moveCount),
    ]
    let clear =
      candidates
      .filter { candidate in
        candidate.count >= ThrowingPattern.fewestRounds
          && Double(candidate.count) >= Double(candidate.chances) * max(0.5, 1.5 * candidate.share)
      }
      .map { candidate in
        (
          candidate,
          luck: ThrowingPattern.chanceOfAtLeast(
            candidate.count, in: candidate.chances, share: candidate.share)
        )
      }
      .filter { $0.luck <= ThrowingPattern.largestChanceOfLuck }
    // The least likely by luck is the strongest; on a tie, the one seen most, then the first listed.
    guard
      let strongest = clear.enumerated().min(by: { first, second in
        (first.element.luck, -first.element.0.count, first.offset)
          < (second.element.luck, -second.element.0.count, second.offset)
      })?.element.0
    else { return nil }
    tendency = strongest.0
    count = strongest.count
    chances = strongest.chances
  }

  /// The chance that at least `count` of `trials` independent rounds each holding with
  /// probability `share` hold.
  static func chanceOfAtLeast(_ count: Int, in trials: Int, share: Double) -> Double {
    guard count > 0 else { return 1 }
    guard count <= trials else { return 0 }
    var total = 0.0
    for hits in count...trials {
      total += combinations(trials, hits) * pow(share, hits) * pow(1 - share, trials - hits)
    }
    return min(1, total)
  }

  private static func combinations(_ total: Int, _ chosen: Int) -> Double {
    var result = 1.0
    for index in 0..<min(chosen, total - chosen) {
      result = result * Double(total - index) / Double(index + 1)
    }
    return result
  }

  private static func pow(_ base: Double, _ exponent: Int) -> Double {
    (0..<exponent).reduce(1) { product, _ in product * base }
  }
}
