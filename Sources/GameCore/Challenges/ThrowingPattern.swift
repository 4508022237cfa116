/// The player's strongest tendency in a match, the kind a rival that learns feeds on: staying
/// with their last throw, stepping to what beats it or to what it beats (over every round, or
/// only after the rounds they won, lost or drew), answering or copying the rival's last throw,
/// or favouring one move. Nil when no tendency stands clearly above chance.
///
/// "Clearly" is a plain statistical test: the tendency must hold in at least four rounds and in
/// at least half of the rounds it could (and one and a half times its chance share), and a player
/// throwing at random would show it that often at most once in sixty-six matches (1.5%). With
/// seventeen tendencies tried at once (nineteen with five moves), random throws still show one
/// now and then: measured over tens of thousands of random matches, in about one match in 27
/// played to three wins and one in 12 played to five under classic rules, about one in 35 and
/// one in 16 with Spock and lizard. A named pattern is likely, not certain.
///
/// In a match played to three, at most two rounds follow a win and two a loss: too few to name
/// what the player does after one. Draws, and matches played to five, give the tendencies after
/// a win or a loss their rounds.
///
/// ```swift
/// let pattern = ThrowingPattern(in: match.rounds, rules: match.rules)
/// pattern?.tendency  // .favoured(.rock)
/// pattern?.count     // 4: rock in 4 of the 4 rounds
/// pattern?.roundsLost // 3: the rival won 3 of them
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
  /// How the round before each counted throw ended for the player when the tendency is one of
  /// what they did after a win, a loss or a draw ("after losing a round, you threw what beats
  /// your last throw"); nil when it is counted after every round.
  public let after: Outcome?
  /// The rounds in which the player's throw followed the tendency.
  public let count: Int
  /// The rounds in which it could: every round for a favourite move, every round after the
  /// first for the rest (the first has no last throw to follow), only those after a round that
  /// ended as `after` for a tendency of what the player did after one.
  public let chances: Int
  /// Of the `count` rounds that followed the tendency, those the rival won: what reading it
  /// earned the rival.
  public let roundsLost: Int

  /// The fewest rounds a tendency must hold in to be named.
  public static let fewestRounds = 4
  /// The most often random throws may show a tendency as strong (one-sided binomial tail).
  static let largestChanceOfLuck = 0.015

  /// One tendency tried: the rounds in which it could hold and those in which it did.
  private struct Candidate {
    let tendency: Tendency
    let after: Outcome?
    /// The share of its chances a player throwing at random would follow it in.
    let share: Double
    let chances: Int
    let followed: [Round]

    var luck: Double { ThrowingPattern.chanceOfAtLeast(followed.count, in: chances, share: share) }
    var isClear: Bool {
      followed.count >= ThrowingPattern.fewestRounds
        && Double(followed.count) >= Double(chances) * max(0.5, 1.5 * share)
        && luck <= ThrowingPattern.largestChanceOfLuck
    }
  }

  /// The player's strongest clear tendency over `rounds` under `rules`, or nil.
  public init?(in rounds: [Round], rules: Rules) {
    self.init(inEachOf: [rounds], rules: rules)
  }

  /// The player's strongest clear tendency over the rounds of several matches under `rules`, or
  /// nil: a throw follows only the throws of its own match (the last round of one match is no
  /// "last throw" to the first of the next, played perhaps a day later).
  public init?(inEachOf matches: [[Round]], rules: Rules) {
    let rounds = matches.flatMap { $0 }
    let moveCount = Double(rules.moves.count)
    // Under these rules, the share of moves that beat any one move (a half of the others).
    let beatingShare = (moveCount - 1) / 2 / moveCount
    var candidates: [Candidate] = rules.moves.map { move in
      Candidate(
        tendency: .favoured(move), after: nil, share: 1 / moveCount, chances: rounds.count,
        followed: rounds.filter { $0.player == move })
    }
    let pairs = matches.flatMap { zip($0, $0.dropFirst()) }
    func sequential(
      _ tendency: Tendency, share: Double, after: Outcome? = nil, holds: (Round, Round) -> Bool
    ) -> Candidate {
      let possible = pairs.filter { after == nil || $0.0.outcome == after }
      return Candidate(
        tendency: tendency, after: after, share: share, chances: possible.count,
        followed: possible.filter { holds($0.0, $0.1) }.map(\.1))
    }
    func stayed(_ last: Round, _ next: Round) -> Bool { next.player == last.player }
    func beatOwnLast(_ last: Round, _ next: Round) -> Bool {
      rules.outcome(of: next.player, against: last.player) == .win
    }
    func yieldedToOwnLast(_ last: Round, _ next: Round) -> Bool {
      rules.outcome(of: next.player, against: last.player) == .loss
    }
    candidates += [
      sequential(.stayed, share: 1 / moveCount, holds: stayed),
      sequential(.beatOwnLast, share: beatingShare, holds: beatOwnLast),
      sequential(.yieldedToOwnLast, share: beatingShare, holds: yieldedToOwnLast),
      sequential(.beatRivalsLast, share: beatingShare) {
        rules.outcome(of: $1.player, against: $0.computer) == .win
      },
      sequential(.copiedRivalsLast, share: 1 / moveCount) { $1.player == $0.computer },
    ]
    // What the player does after a win, a loss or a draw, told apart: the habit a rival that
    // counts each kind of round reads. Against the rival's last throw these are the same
    // tendencies again under classic rules (after a loss, what beats its throw is what yours beat).
    for outcome in [Outcome.win, .loss, .draw] {
      candidates += [
        sequential(.stayed, share: 1 / moveCount, after: outcome, holds: stayed),
        sequential(.beatOwnLast, share: beatingShare, after: outcome, holds: beatOwnLast),
        sequential(.yieldedToOwnLast, share: beatingShare, after: outcome, holds: yieldedToOwnLast),
      ]
    }
    // The least likely by luck is the strongest; on a tie, the one seen most, then the first listed.
    guard
      let strongest = candidates.enumerated().filter({ $0.element.isClear }).min(by: { first, second in
        (first.element.luck, -first.element.followed.count, first.offset)
          < (second.element.luck, -second.element.followed.count, second.offset)
      })?.element
    else { return nil }
    tendency = strongest.tendency
    after = strongest.after
    count = strongest.followed.count
    chances = strongest.chances
    roundsLost = strongest.followed.filter { $0.outcome == .loss }.count
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
