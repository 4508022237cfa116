import GameCore

/// Follows the history an engine is shown call after call: which rounds are new since the last
/// call, when a new match began (a shorter history), and what the engine had expected in the
/// round that has just been played, for its insight.
struct HistoryFollower: Sendable {
  /// What ``lastInsight`` is made from, kept as it came: the insight is made only when read.
  private var last: (round: Round, moves: [Move], expected: [Double], strategy: Strategy, confidence: Double)?
  private var roundsSeen = 0
  /// How often lately the forecast's likeliest move was the player's (a share among tied ones),
  /// fading by ``hitFade`` a round; nil before the first forecast met its round.
  private var hitRate: Double?
  private static let hitFade = 0.9
  /// What the engine expected for the round now open, and why; described once it is played.
  private var pending: (expected: [Double], strategy: Strategy)?

  /// What the engine had expected in the round just played, and why, if it said so.
  var lastInsight: EngineInsight? {
    last.map {
      EngineInsight(
        round: $0.round, predicted: Dictionary(uniqueKeysWithValues: zip($0.moves, $0.expected)),
        strategy: $0.strategy, confidence: $0.confidence)
    }
  }

  /// Forgets the rounds seen, as when the rules change and the engine starts afresh.
  mutating func restart() {
    last = nil
    roundsSeen = 0
    pending = nil
    hitRate = nil
  }

  /// Notes what the engine expects of the player in the round now open.
  mutating func expect(_ expected: [Double], strategy: Strategy) {
    pending = (expected, strategy)
  }

  /// The rounds not seen before. The insight then describes the round just played, if the
  /// engine had said what it expected there.
  mutating func newRounds(in history: [Round], rules: Rules) -> ArraySlice<Round> {
    if history.count < roundsSeen {
      roundsSeen = 0
      pending = nil
      last = nil
    }
    guard history.count > roundsSeen else { return [] }
    if let pending, history.count == roundsSeen + 1, pending.expected.count == rules.moves.count {
      let round = history[roundsSeen]
      let chance = 1 / Double(rules.moves.count)
      let rate = hitRate ?? chance
      last = (round, rules.moves, pending.expected, pending.strategy, (rate - chance) / (1 - chance))
      let top = pending.expected.max() ?? 0
      var tied = 0
      for chance in pending.expected where chance == top { tied += 1 }
      let thrown = rules.moves.firstIndex(of: round.player).map { pending.expected[$0] == top } ?? false
      let hit = thrown && top > 0 ? 1 / Double(tied) : 0
      hitRate = rate * Self.hitFade + hit * (1 - Self.hitFade)
    } else {
      last = nil
    }
    pending = nil
    let fresh = history[roundsSeen...]
    roundsSeen = history.count
    return fresh
  }
}
