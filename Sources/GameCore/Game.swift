/// A match in progress against an opponent: the one place where throws meet.
///
/// The opponent commits its throw when a round opens, before the player has thrown. When the
/// player throws, the committed throw is revealed and the round recorded; then the next round
/// opens and the opponent commits again.
///
/// ```swift
/// var game = Game(opponent: RandomOpponent(seed: 7))
/// let round = game.play(.rock)
/// print(round.outcome, game.match.score)
/// ```
public struct Game: Sendable {
  public private(set) var match: Match
  private var opponent: any Opponent
  private var committedThrow: Move?
  /// What the opponent made of each round of the match, in the order of ``Match/rounds``: nil
  /// for a round it did not explain, and for the rounds of a resumed match played before this
  /// game began (an opponent's insight is not stored with the match).
  public private(set) var roundInsights: [EngineInsight?]

  /// A game of `match` against `opponent`, which first recalls `earlierMatches` (oldest first)
  /// that were played by the same rules: a returning player meets an opponent that knows them.
  /// A resumed match brings the `insights` kept of its rounds; each is believed only where it
  /// describes its round (``EngineInsight/describes(_:rules:)``).
  public init(
    opponent: any Opponent, match: Match = Match(), recalling earlierMatches: [Match] = [],
    insights: [EngineInsight?] = []
  ) {
    var opponent = opponent
    opponent.recall(earlierMatches.filter { $0.rules == match.rules })
    self.opponent = opponent
    self.match = match
    roundInsights = EngineInsight.believed(insights, of: match)
    openRound()
  }

  /// The opponent's name, for display.
  public var opponentName: String { opponent.name }

  /// What the opponent made of the last round played, if it explains itself (see ``EngineInsight``).
  public var lastInsight: EngineInsight? { opponent.lastInsight }

  /// The throw the opponent committed for the open round; nil once the match is over. It is
  /// for the opponent's own words about what it means to do (a rival's line at the table never
  /// promises a change it will not make), never for showing the player before they throw.
  public var openRoundThrow: Move? { committedThrow }

  /// Plays one round with the player's throw and returns it. The match must not be over and the
  /// move must belong to the match's rules.
  @discardableResult
  public mutating func play(_ move: Move) -> Round {
    precondition(!match.isOver, "the match is over; start a new one")
    precondition(match.rules.allows(move), "\(move.name) is not part of these rules")
    guard let computer = committedThrow else {
      preconditionFailure("a round is always open while the match is not over")
    }
    let round = Round(player: move, computer: computer, rules: match.rules)
    match.record(round)
    committedThrow = nil
    openRound()
    // The opponent explains a round once it has seen it: when asked for the next throw, or
    // told that the match ended.
    roundInsights.append(opponent.lastInsight.flatMap { $0.round == round ? $0 : nil })
    return round
  }

  /// Ends the current match, whatever its state, and starts a fresh one with the same rules and
  /// target.
  public mutating func startNewMatch() {
    match = Match(rules: match.rules, targetWins: match.targetWins)
    roundInsights = []
    committedThrow = nil
    openRound()
  }

  private mutating func openRound() {
    guard !match.isOver else {
      opponent.matchEnded(after: match.rounds, rules: match.rules)
      return
    }
    committedThrow = opponent.nextThrow(after: match.rounds, rules: match.rules)
  }
}
