import GameCore

/// What each strategy would have won lately, and which one to follow.
///
/// Every strategy is scored by the payoff its throw would have had each round, the scores fading
/// by 1% a round (about the last hundred rounds count). The engine follows the best of the few
/// strategies trusted to read people unless another has scored clearly more than the foremost of
/// them: by 10 points, about 1.7 times the spread that chance alone gives such a score. With well
/// over a hundred strategies, one of them always leads by luck; the margin keeps the engine from
/// chasing that luck against a person, while a bot whose pattern another strategy really catches is
/// soon answered by it. Among the three people readers luck counts for little, so the best of them
/// is followed outright: it tells a person who drifts from one who keeps a habit.
struct StrategyScores: Sendable {
  static let decay = 0.99
  /// The lead over the trusted strategy that another needs, in units of 1/√(1 − decay) (10 points
  /// at ``decay``): tuned on people's recorded games, where a smaller lead let the engine chase
  /// luck and win fewer rounds than the medium level, and a larger one left it slow against bots.
  static let margin = 1.0

  /// The strategies trusted to read people, the foremost first.
  private let peopleReaders: [Int]
  private var scores: [Double]
  /// Each strategy's throw in the round now open, scored once it is played; −1 for none.
  private var thrown: [Int]
  /// The strategy to follow this round, or nil when none has a throw.
  private(set) var choice: Int?

  init(strategyCount: Int, peopleReaders: [Int]) {
    precondition(!peopleReaders.isEmpty, "no strategy to trust")
    self.peopleReaders = peopleReaders
    scores = Array(repeating: 0, count: strategyCount)
    thrown = Array(repeating: -1, count: strategyCount)
  }

  /// Scores the round just played, in which the player threw `player`, by each strategy's throw
  /// in it, then works out the strategy to follow in the round now open, given each strategy's
  /// throw in it, `moves` (−1 for none): one pass over the strategies. A strategy with nothing to
  /// say keeps its score, faded; ties go to the strategy listed first.
  mutating func update(player: Int, moves: [Int], circle: MoveCircle) {
    var best = -1
    var bestScore = -Double.infinity
    withUnsafeTemporaryAllocation(of: Double.self, capacity: circle.count + 1) { payoffs in
      // Each throw's payoff, after a 0 for a strategy without one (read at its throw + 1).
      payoffs[0] = 0
      for move in 0..<circle.count { payoffs[move + 1] = Double(circle.payoff(of: move, against: player)) }
      moves.withUnsafeBufferPointer { moves in
        thrown.withUnsafeMutableBufferPointer { thrown in
          scores.withUnsafeMutableBufferPointer { scores in
            for strategy in scores.indices {
              let score = scores[strategy] * Self.decay + payoffs[thrown[strategy] &+ 1]
              scores[strategy] = score
              let move = moves[strategy]
              thrown[strategy] = move
              if move >= 0 && (best < 0 || score > bestScore) {
                best = strategy
                bestScore = score
              }
            }
          }
        }
      }
    }
    guard best >= 0 else {
      choice = nil
      return
    }
    let needed = Self.margin * (1 / (1 - Self.decay)).squareRoot()
    let foremost = peopleReaders[0]
    guard moves[foremost] >= 0, bestScore - scores[foremost] < needed else {
      choice = best
      return
    }
    var reader = foremost
    for candidate in peopleReaders.dropFirst()
    where moves[candidate] >= 0 && scores[candidate] > scores[reader] {
      reader = candidate
    }
    choice = reader
  }
}
