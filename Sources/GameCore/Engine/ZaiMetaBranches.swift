/// The ways the ties of one of zdg's meta-strategy bots may have gone (``MetaStrategyBranches``,
/// ``MetaCorrectorBranches``): each way counts alike, and a way whose moves do not include the
/// bot's throw is dropped, unless none does.
protocol ZaiMetaBranches: Sendable {
  associatedtype Branch: Sendable
  /// Empty until the first replies.
  var branches: [Branch] { get set }
  /// The moves the bot may throw in `branch`, one for each tied meta-strategy: it picks one of
  /// those at random, so a move two of them share is twice as likely.
  static func tiedMoves(in branch: Branch) -> [Int]
}

extension ZaiMetaBranches {
  /// How many ways there are.
  var branchCount: Int { branches.count }

  /// The moves the bot may throw in the way at `index`, one for each tied meta-strategy.
  func tiedMoves(inBranch index: Int) -> [Int] { Self.tiedMoves(in: branches[index]) }

  /// The chances of the bot's next throw: each branch counts alike, and its tied meta-strategies
  /// share its part.
  var distribution: [Double] {
    guard !branches.isEmpty else { return [1.0 / 3, 1.0 / 3, 1.0 / 3] }
    var chances = [0.0, 0.0, 0.0]
    for branch in branches {
      let tied = Self.tiedMoves(in: branch)
      for move in tied { chances[move] += 1 / Double(tied.count * branches.count) }
    }
    return chances
  }

  /// Drops the branches that could not have thrown `own`, unless none could (as before the first
  /// replies, when there are none).
  mutating func keep(throwing own: Int) {
    let consistent = branches.filter { Self.tiedMoves(in: $0).contains(own) }
    if !consistent.isEmpty { branches = consistent }
  }

  /// Keeps one way the ties may have gone, as the bot itself has: for playing as the bot.
  mutating func keepBranch(at index: Int) {
    branches = [branches[index]]
  }
}
