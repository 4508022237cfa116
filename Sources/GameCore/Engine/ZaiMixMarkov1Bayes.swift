import Foundation

/// The rpscontest bot zai_mix_markov1_bayes (zdg, fourth on the leaderboard of the rpscontest
/// archive of JoseJoy249/Rock_paper_scissors_agent), from its side of the table, but for chance.
///
/// Nine simple guessers name the other player's next move: a constant (the bot's seed), the other
/// player's last move, the bot's own last move, and the move at the position three
/// ``GreedyHistoryMatcher``s (over the other player's moves, the bot's, and both as pairs) point
/// to, read from either player's moves. Each is wrapped in a first-order Markov count of how the
/// other player's move stood to the guess (the same, one up or one down) after the last such
/// standing and result, counted with weights that grow by 1/0.98 a round. The wrapped
/// guessers are mixed by their likelihoods, fading by 0.98 a round, and the bot throws the best
/// reply to the mixture. Only its seed and the choice among tied best replies are chance, so a
/// model that knows the seed knows its throw. The arithmetic follows the bot's, operation by
/// operation, so that ties and near-ties come out the same.
struct ZaiMixMarkov1Bayes: Sendable {
  static let decay = 0.98
  static let matcherOrder = 6
  /// The guessers, in the bot's order.
  static let guesserCount = 9

  private var ownMoves: [Int] = []
  private var otherMoves: [Int] = []
  private var ownMatcher = GreedyHistoryMatcher(order: matcherOrder, base: 3)
  private var otherMatcher = GreedyHistoryMatcher(order: matcherOrder, base: 3)
  private var pairMatcher = GreedyHistoryMatcher(order: matcherOrder, base: 9)
  private let seed: Int
  private var hypotheses: [Hypothesis]
  private var logLikelihoods: [Double]
  /// The bot's chances for the other player's next move.
  private(set) var forecast: [Double] = [1.0 / 3, 1.0 / 3, 1.0 / 3]

  init(seed: Int) {
    self.seed = seed
    hypotheses = Array(repeating: Hypothesis(guess: seed), count: Self.guesserCount)
    logLikelihoods = Array(repeating: 0, count: Self.guesserCount)
  }

  /// The moves with the best expected payoff against ``forecast``: the bot throws one of them,
  /// chosen at random.
  var choices: [Int] {
    let payoffs = [forecast[2] - forecast[1], forecast[0] - forecast[2], forecast[1] - forecast[0]]
    let best = payoffs.max() ?? 0
    return (0..<3).filter { payoffs[$0] == best }
  }

  /// The chances of each move: even among ``choices``.
  var chances: [Double] {
    let choices = choices
    return (0..<3).map { choices.contains($0) ? 1 / Double(choices.count) : 0 }
  }

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own: Int, other: Int) {
    ownMoves.append(own)
    otherMoves.append(other)
    let position = ownMoves.count - 1
    ownMatcher.append(own + 1, at: position)
    otherMatcher.append(other + 1, at: position)
    pairMatcher.append(other * 3 + own + 1, at: position)
    for index in hypotheses.indices {
      let chance = hypotheses[index].forecast[other]
      logLikelihoods[index] *= Self.decay
      logLikelihoods[index] += log(chance)
    }
    let guesses = [
      seed, other, own,
      otherMoves[otherMatcher.sequelPosition ?? position], ownMoves[otherMatcher.sequelPosition ?? position],
      otherMoves[ownMatcher.sequelPosition ?? position], ownMoves[ownMatcher.sequelPosition ?? position],
      otherMoves[pairMatcher.sequelPosition ?? position], ownMoves[pairMatcher.sequelPosition ?? position],
    ]
    for index in hypotheses.indices {
      hypotheses[index].record(own: own, other: other, nextGuess: guesses[index])
    }
    let most = logLikelihoods.max() ?? 0
    var mixed = [0.0, 0.0, 0.0]
    for index in hypotheses.indices {
      let likelihood = exp(logLikelihoods[index] - most)
      for move in 0..<3 { mixed[move] += hypotheses[index].forecast[move] * likelihood }
    }
    forecast = Self.normalized(mixed)
  }

  /// As the bot normalizes: one division, then products.
  fileprivate static func normalized(_ weights: [Double]) -> [Double] {
    let factor = 1.0 / (weights[0] + weights[1] + weights[2])
    return weights.map { $0 * factor }
  }

  /// One guesser wrapped in the Markov count of how the other player's move stood to its guess.
  private struct Hypothesis: Sendable {
    static let growth = 1.0 / ZaiMixMarkov1Bayes.decay
    var guess: Int
    /// Per standing and result of a round (3 × 3), the weights of the next round's standings.
    var counts = [Double](repeating: 3, count: 27)
    var weight = 1.0
    var previousState: Int?
    var forecast = [1.0 / 3, 1.0 / 3, 1.0 / 3]

    init(guess: Int) {
      self.guess = guess
    }

    mutating func record(own: Int, other: Int, nextGuess: Int) {
      let standing = (other - guess + 3) % 3
      weight *= Self.growth
      if let previousState { counts[previousState * 3 + standing] += weight }
      guess = nextGuess
      // The bot's result: 0 a tie, 1 a win, 2 a loss.
      let state = standing * 3 + (own - other + 3) % 3
      var weights = [0.0, 0.0, 0.0]
      for next in 0..<3 { weights[(guess + next) % 3] = counts[state * 3 + next] }
      forecast = ZaiMixMarkov1Bayes.normalized(weights)
      previousState = state
    }
  }
}
