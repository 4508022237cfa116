/// The six meta-strategies of zai_all_switch_meta_corrector (zdg), chosen by its corrector and
/// followed every way the bot's ties may have gone.
///
/// Like ``MetaStrategyBranches``, each round the bot has a reply and a "reverse" reply, and both
/// second-guessed once and twice make six meta-strategies. It does not throw the one with the best
/// score over the game, but the best by a table of scores kept for the round after each of its
/// earlier (payoff, meta-strategy) rounds: the corrector, a history matcher of order 1 over its
/// own meta choices. Until such a round has come back, it reads one table kept over every round.
/// The corrector's next context is which meta-strategy the bot picked, not only its move, so a
/// ``Branch`` is one way the ties went down to the pick.
struct MetaCorrectorBranches: ZaiMetaBranches {
  static let metaCount = 6
  /// Every (payoff, meta-strategy) context, and the table kept over every round at 0.
  static let tableCount = 1 + 3 * metaCount

  /// One way the ties may have gone: the meta-strategies' moves, the corrector's tables and the
  /// meta-strategy picked.
  struct Branch: Sendable, Hashable {
    var moves = [Int](repeating: 0, count: MetaCorrectorBranches.metaCount)
    /// Per context: the scores of the meta-strategies in the rounds after it, once it has come.
    var tables: [[Double]?] =
      [[Double](repeating: 0, count: MetaCorrectorBranches.metaCount)]
      + [[Double]?](repeating: nil, count: MetaCorrectorBranches.tableCount - 1)
    /// Whether the corrector has matched a context yet; until then the table at 0 keeps learning.
    var hasMatched = false
    /// The context of the round before the latest: where the latest round's scores go.
    var previousContext: Int?
    /// The table whose best score chooses the next pick.
    var readTable = 0
    /// The meta-strategy the bot picked for its next throw.
    var pick = 0

    /// The bot's next throw in this branch.
    var move: Int { moves[pick] }
  }

  let decay: Double
  /// More ways than this are dropped, the newest first. The pick splits the ways further than
  /// ``MetaStrategyBranches`` does: in the first dozen rounds, while the scores are whole numbers,
  /// games against the bot's copy (``ZaiMetaAgent``) reached 664.
  let limit: Int
  var branches: [Branch] = []

  init(decay: Double, limit: Int = 1000) {
    self.decay = decay
    self.limit = limit
  }

  static func tiedMoves(in branch: Branch) -> [Int] { [branch.move] }

  /// Scores the meta-strategies' last moves against the other player's in the corrector's tables:
  /// the one kept over every round until a context has matched, and the one of the context before
  /// the latest. `payoff` is the bot's result in the round: 0 a tie, 1 a win, 2 a loss.
  mutating func score(other: Int, payoff: Int) {
    for index in branches.indices {
      var branch = branches[index]
      let context = 1 + payoff * Self.metaCount + branch.pick
      if !branch.hasMatched { score(&branch, table: 0, other: other) }
      branch.readTable = 0
      if let previous = branch.previousContext {
        score(&branch, table: previous, other: other)
        if branch.tables[context] != nil {
          branch.readTable = context
          branch.hasMatched = true
        }
      }
      branch.previousContext = context
      branches[index] = branch
    }
  }

  /// Sets the meta-strategies' next moves, every way the tied `replies` and `reverseReplies` may
  /// have gone, and the pick, every way the corrector's tied scores may have gone.
  mutating func branch(replies: [Int], reverseReplies: [Int]) {
    var children: [Branch] = []
    var seen: Set<Branch> = []
    for parent in branches.isEmpty ? [Branch()] : branches {
      let scores = parent.tables[parent.readTable] ?? []
      let best = scores.max() ?? 0
      for reply in replies {
        for reverseReply in reverseReplies {
          var child = parent
          for rotation in 0..<3 {
            child.moves[rotation] = (reply + rotation) % 3
            child.moves[3 + rotation] = (reverseReply + rotation) % 3
          }
          for pick in scores.indices where scores[pick] == best {
            child.pick = pick
            if children.count < limit, seen.insert(child).inserted { children.append(child) }
          }
        }
      }
    }
    branches = children
  }

  private func score(_ branch: inout Branch, table: Int, other: Int) {
    var scores = branch.tables[table] ?? [Double](repeating: 0, count: Self.metaCount)
    for meta in 0..<Self.metaCount {
      scores[meta] = scores[meta] * decay + ZaiSwitchStrategies.points(branch.moves[meta], against: other)
    }
    branch.tables[table] = scores
  }
}
