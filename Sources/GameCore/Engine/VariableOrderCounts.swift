/// What followed each context of every length up to ``maximumOrder`` in a sequence of symbols, for
/// the other player's next move and the engine's: a variable-order Markov model. It predicts from
/// the longest context that has come often enough before, so it uses long patterns where there
/// are some and falls back to shorter ones where there are not.
struct VariableOrderCounts: Sendable {
  let alphabetSize: Int
  let maximumOrder: Int
  /// How often (decayed) a context must have come before for its order to be used.
  let minimum: Double
  /// For each order k (index k − 1), what followed: the other player's move and the engine's.
  private var theirNext: [ContextCounts]
  private var myNext: [ContextCounts]
  /// For each order, the context of the coming round, or −1 while the sequence is shorter.
  private var contexts: [Int]
  private var symbols: [Int] = []

  init(alphabetSize: Int, maximumOrder: Int, moveCount: Int, decay: Double, minimum: Double) {
    self.alphabetSize = alphabetSize
    self.maximumOrder = maximumOrder
    self.minimum = minimum
    var counts: [ContextCounts] = []
    var contextCount = 1
    for _ in 0..<maximumOrder {
      contextCount *= alphabetSize
      counts.append(ContextCounts(contextCount: contextCount, moveCount: moveCount, decay: decay))
    }
    theirNext = counts
    myNext = counts
    contexts = Array(repeating: -1, count: maximumOrder)
  }

  /// Learns one round: the symbol it adds to the sequence and both players' moves.
  mutating func observe(symbol: Int, theirs: Int, mine: Int) {
    for order in 0..<maximumOrder where contexts[order] >= 0 {
      theirNext[order].record(theirs, after: contexts[order])
      myNext[order].record(mine, after: contexts[order])
    }
    symbols.append(symbol)
    var code = 0
    var place = 1
    for order in 0..<maximumOrder {
      let index = symbols.count - 1 - order
      guard index >= 0 else {
        contexts[order] = -1
        continue
      }
      code += symbols[index] * place
      place *= alphabetSize
      contexts[order] = code
    }
  }

  /// The longest order whose context has come often enough, and where its row starts, or nil.
  func longest() -> (order: Int, row: Int)? {
    for order in stride(from: maximumOrder - 1, through: 0, by: -1) where contexts[order] >= 0 {
      let row = theirNext[order].row(of: contexts[order])
      var total = 0.0
      for move in 0..<theirNext[order].moveCount { total += theirNext[order].weights[row + move] }
      if total >= minimum { return (order, row) }
    }
    return nil
  }

  func theirWeights(order: Int) -> [Double] { theirNext[order].weights }
  func myWeights(order: Int) -> [Double] { myNext[order].weights }
}
