import GameCore

/// The middle level: one predictor. It counts which move the player made after each pair of
/// their own moves (falling back to the last move alone, then to all moves, while a context is
/// new), expects the likeliest and throws a move that beats it. Ties, and the choice between the
/// two winning moves with five moves, are settled by its seeded generator.
///
/// A patient player who varies their patterns can beat it; one who repeats themselves cannot.
/// Like ``HardEngine`` it learns incrementally and keeps learning across matches.
public struct MediumEngine: Opponent {
  private var generator: SeededGenerator
  private var follower = HistoryFollower()
  private var circle = MoveCircle(count: Rules.classic.moves.count)
  /// Counts of the player's moves: overall, after their last move, after their last two.
  private var overall: [Double] = []
  private var afterOne: [Double] = []
  private var afterTwo: [Double] = []
  private var lastMove = -1
  private var moveBefore = -1

  public init(seed: UInt64) {
    self.init(generator: SeededGenerator(seed: seed))
  }

  public init(generator: SeededGenerator) {
    self.generator = generator
    reset(moveCount: circle.count)
  }

  public var name: String { "Medium" }

  public var lastInsight: EngineInsight? { follower.lastInsight }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    learn(from: history, rules: rules)
    let count = circle.count
    var expected = overall
    var strategy = Strategy.answer(.favourite, of: .player, secondGuesses: 0)
    if moveBefore >= 0, rowTotal(afterTwo, (moveBefore * count + lastMove) * count) > 0 {
      expected = Array(afterTwo[((moveBefore * count + lastMove) * count)...].prefix(count))
      strategy = .answer(.afterLastTwoThrows, of: .player, secondGuesses: 0)
    } else if lastMove >= 0, rowTotal(afterOne, lastMove * count) > 0 {
      expected = Array(afterOne[(lastMove * count)...].prefix(count))
      strategy = .answer(.afterLastThrow, of: .player, secondGuesses: 0)
    }
    let total = expected.reduce(0, +)
    guard total > 0 else {
      follower.expect(Array(repeating: 1 / Double(count), count: count), strategy: .opening)
      return rules.moves[pick(from: Array(0..<count))]
    }
    follower.expect(expected.map { $0 / total }, strategy: strategy)
    let highest = expected.max() ?? 0
    let predicted = pick(from: (0..<count).filter { expected[$0] == highest })
    let beaters = (0..<count).filter { circle.payoff(of: $0, against: predicted) > 0 }
    return rules.moves[pick(from: beaters)]
  }

  public mutating func matchEnded(after history: [Round], rules: Rules) {
    learn(from: history, rules: rules)
  }

  private mutating func learn(from history: [Round], rules: Rules) {
    if circle.count != rules.moves.count {
      circle = MoveCircle(count: rules.moves.count)
      reset(moveCount: circle.count)
      follower.restart()
    }
    let count = circle.count
    for round in follower.newRounds(in: history, rules: rules) {
      let move = round.player.rawValue
      overall[move] += 1
      if lastMove >= 0 { afterOne[lastMove * count + move] += 1 }
      if moveBefore >= 0 { afterTwo[(moveBefore * count + lastMove) * count + move] += 1 }
      moveBefore = lastMove
      lastMove = move
    }
  }

  private mutating func reset(moveCount: Int) {
    overall = Array(repeating: 0, count: moveCount)
    afterOne = Array(repeating: 0, count: moveCount * moveCount)
    afterTwo = Array(repeating: 0, count: moveCount * moveCount * moveCount)
    lastMove = -1
    moveBefore = -1
  }

  private func rowTotal(_ counts: [Double], _ start: Int) -> Double {
    counts[start..<(start + circle.count)].reduce(0, +)
  }

  private mutating func pick(from choices: [Int]) -> Int {
    choices[Int(generator.next() % UInt64(choices.count))]
  }
}
