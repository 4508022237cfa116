/// The six meta-strategies of zdg's rpscontest bots (zai_all_mix_meta,
/// zai_ghpm7_all_switch_meta), followed every way their ties may have gone.
///
/// Each round such a bot has a reply and a "reverse" reply (each the choice of a scoring over
/// its strategies), and both second-guessed once and twice make six meta-strategies, scored,
/// fading, by what their moves would have won or lost; it throws the best one's move. It breaks
/// ties at random, in choosing the replies and the best meta-strategy, and the replies it chose
/// decide what it goes on to score. So each way those ties may have gone is a ``Branch``, and a
/// branch whose choices do not include the bot's throw is dropped, unless none does.
struct MetaStrategyBranches: ZaiMetaBranches {
  static let metaCount = 6

  /// One way the ties may have gone: the meta-strategies' scores and moves.
  struct Branch: Sendable, Equatable {
    var scores = [Double](repeating: 0, count: MetaStrategyBranches.metaCount)
    var moves = [Int](repeating: 0, count: MetaStrategyBranches.metaCount)

    /// The moves of the best-scoring meta-strategies, one for each: the bot picks one of those
    /// at random, so a move two of them share is twice as likely.
    var tiedMoves: [Int] {
      let best = scores.max() ?? 0
      return scores.indices.filter { scores[$0] == best }.map { moves[$0] }
    }
  }

  let decay: Double
  /// More ways than this are dropped, the newest first: ties come in the first rounds, while the
  /// scores are whole numbers, and later hardly ever.
  let limit: Int
  /// Empty until the first replies.
  var branches: [Branch] = []

  init(decay: Double, limit: Int = 243) {
    self.decay = decay
    self.limit = limit
  }

  static func tiedMoves(in branch: Branch) -> [Int] { branch.tiedMoves }

  /// Scores each meta-strategy's last move against the other player's.
  mutating func score(other: Int) {
    for index in branches.indices {
      for meta in 0..<Self.metaCount {
        branches[index].scores[meta] *= decay
        branches[index].scores[meta] += [0.0, 1, -1][(branches[index].moves[meta] - other + 3) % 3]
      }
    }
  }

  /// Sets the meta-strategies' next moves, every way the tied `replies` and `reverseReplies` may
  /// have gone.
  mutating func branch(replies: [Int], reverseReplies: [Int]) {
    var children: [Branch] = []
    for parent in branches.isEmpty ? [Branch()] : branches {
      for reply in replies {
        for reverseReply in reverseReplies {
          var child = parent
          for rotation in 0..<3 {
            child.moves[rotation] = (reply + rotation) % 3
            child.moves[3 + rotation] = (reverseReply + rotation) % 3
          }
          if !children.contains(child) { children.append(child) }
        }
      }
    }
    branches = Array(children.prefix(limit))
  }
}
