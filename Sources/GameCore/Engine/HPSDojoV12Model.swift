/// The other player modelled as version 12 of the Kaggle agent High-Performance RPS Dojo
/// (elvenmonk; `_SubmissionV12` in hav4ik's Kumoko pool) chooses, from their side of the table.
///
/// That version throws at random, except when a countdown it draws in secret (0, 1 or 2 rounds,
/// with chances 5, 3 and 1 in 9) has run out and one of its strategies scores well enough
/// (``HPSDojoV12Strategies``): then it throws by that strategy and draws a new countdown. Unlike
/// version 1 (``HPSDojoModel``) it leaves the scores alone when it throws, so everything but the
/// countdown is a function of the rounds: the model computes the strategies exactly, and follows
/// the countdown by its chances given the agent's throws (Bayes' rule). The other player's chances
/// for each move are those the agent throws with.
///
/// Its strategies need a pattern that wins them more than 0.4 a try, which the hard engine never
/// shows by itself, so against the engine the agent throws at random all game. ``lure`` is the
/// engine move that feeds its best strategy of answering its predictions: a player who throws it
/// gets the agent to throw by its strategies, and those throws are foretold (``HPSDojoLure``).
///
/// The model stops when the other player throws a move the agent could not have (it had to throw
/// by a strategy that never throws it), when they throw by the strategies more often than its
/// countdown allows (``regularOddsLimit``), when the odds of its forecasts against chance's (kept
/// without a floor) fall below ``refutingOdds``, when they have not once reached
/// ``identifyingOdds`` in ``quietRounds`` rounds, or after ``maximumRounds``. It is defined for
/// three moves only, as the agent is.
struct HPSDojoV12Model: Sendable {
  /// The countdown's chances: `2 − Int(√n)` for `n` drawn uniformly from 0..<9.
  static let countdownChances = SIMD3<Double>(5.0 / 9, 3.0 / 9, 1.0 / 9)
  static let identifyingOdds = 300.0
  static let refutingOdds = 1.0 / 1000
  /// The odds at which a player who throws by the strategies every round rules the agent out: the
  /// agent's countdown lets its strategies choose only some of its throws. Against the agent these
  /// odds tend to fall (they would reach the limit about once in a thousand games were the
  /// strategies' chances never floored at ``leastChanceInOdds``).
  static let regularOddsLimit = 1000.0
  static let quietRounds = 500
  /// The agent plays 1000-round games; the model stops after this many rounds, so that its counts
  /// (up to 27 new ones a round) stay bounded.
  static let maximumRounds = 5000
  static let leastChanceInOdds = 0.01

  private var strategies = HPSDojoV12Strategies()
  /// The chances that the countdown stands at 0, 1 and 2 rounds.
  private var countdown = countdownChances
  private var round = 0
  /// The odds of the model's forecasts against chance's, kept within what a double holds.
  private(set) var odds = 1.0
  private var bestOdds = 1.0
  /// The odds that the other player throws by the strategy every round it has one, against the
  /// model's countdown.
  private(set) var regularOdds = 1.0
  private(set) var isStopped = false
  /// The other player's chances for each move, or nil once stopped.
  private(set) var distribution: [Double]? = [1.0 / 3, 1.0 / 3, 1.0 / 3]

  /// The chances the agent throws with if it throws by a strategy next.
  var strategyChances: SIMD3<Double>? { isStopped ? nil : strategies.chances }

  /// The engine move that would win the agent's best strategy of answering its predictions its
  /// next point, or nil while no context predicts.
  var lure: Int? { isStopped ? nil : strategies.lure }

  /// Whether a strategy would choose the agent's next throw once its countdown has run out.
  var expectsStrategy: Bool { strategyChances != nil }

  var identifiesPlayer: Bool { !isStopped && odds >= Self.identifyingOdds }

  /// Learns from the latest round and forecasts the next, from both players' moves so far (as
  /// ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init), let mine = myMoves.last.map(Int.init)
    else { return }
    if let distribution {
      odds = min(max(odds * 3 * max(distribution[theirs], Self.leastChanceInOdds), 1e-100), 1e100)
      bestOdds = max(bestOdds, odds)
      if let chances = strategyChances {
        let ratio =
          max(chances[theirs], Self.leastChanceInOdds) / max(distribution[theirs], Self.leastChanceInOdds)
        regularOdds = min(max(regularOdds * ratio, 1e-100), 1e100)
      }
    }
    let possible = follow(theirs: theirs)
    round += 1
    if !possible || odds < Self.refutingOdds || regularOdds >= Self.regularOddsLimit
      || (round >= Self.quietRounds && bestOdds < Self.identifyingOdds) || round > Self.maximumRounds
    {
      stop()
      return
    }
    strategies.learn(otherMove: mine, ownMove: theirs, step: round)
    if let chances = strategies.chances {
      let mixed = chances * countdown[0] + SIMD3(repeating: (1 - countdown[0]) / 3)
      distribution = [mixed[0], mixed[1], mixed[2]]
    } else {
      distribution = [1.0 / 3, 1.0 / 3, 1.0 / 3]
    }
  }

  /// The countdown's chances after the agent's throw: a throw by a strategy (as likely as its
  /// chances say) draws a new countdown; otherwise the countdown counts down. False when the agent
  /// cannot have thrown that move: it had to throw by a strategy, and that strategy never throws it.
  private mutating func follow(theirs: Int) -> Bool {
    guard let chances = strategyChances else {
      countdown = SIMD3(countdown[0] + countdown[1], countdown[2], 0)
      return true
    }
    let thrown = countdown[0] * chances[theirs]
    let waited = SIMD3(countdown[1], countdown[2], 0) / 3
    let total = thrown + waited.sum()
    guard total > 0 else { return false }
    countdown = Self.countdownChances * (thrown / total) + waited / total
    return true
  }

  private mutating func stop() {
    isStopped = true
    distribution = nil
    strategies = HPSDojoV12Strategies()
  }
}
