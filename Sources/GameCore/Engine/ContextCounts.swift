/// For each context (a number that stands for the last few moves), how often each move came next:
/// a Markov model whose counts fade by `decay` each time their context comes round again, so it
/// follows a player who changes habits.
struct ContextCounts: Sendable {
  let moveCount: Int
  let decay: Double
  /// `contextCount` rows of `moveCount` weights.
  private(set) var weights: [Double]

  init(contextCount: Int, moveCount: Int, decay: Double) {
    self.moveCount = moveCount
    self.decay = decay
    weights = Array(repeating: 0, count: contextCount * moveCount)
  }

  /// Where the row of `context` starts in ``weights``.
  func row(of context: Int) -> Int { context * moveCount }

  /// Notes that `move` followed `context`.
  mutating func record(_ move: Int, after context: Int) {
    let start = row(of: context)
    for index in start..<(start + moveCount) { weights[index] *= decay }
    weights[start + move] += 1
  }
}
