import GameCore
import Testing

/// A player that chooses as Centrifugal Bumblepuppy does (dllu's engine, the top of the rpscontest
/// leaderboard), written here from its description. It finds the latest earlier run of the last
/// rounds, at most 20, 10 and 4 long, in both players' throws, in the other side's and in its own.
/// After each run it expects the other side to throw what they threw then, or to beat what it threw
/// then; every expectation is also turned one and two places. Those are scored as forecasts of the
/// other side's throws and of its own three ways: fading by 0.8; fading by 0.87, a draw counting
/// against; and since their last miss. Each of the six scorings picks its best, and it answers the
/// pick, turned round the circle, that has won most since it last lost.
///
/// As an ``Opponent`` it sees every round from its own side: its throws are the rounds' `computer`.
private struct MetaStrategist: Opponent {
  static let caps = [20, 10, 4]
  private var forecasts: [Int] = []
  var scores = Array(repeating: Array(repeating: 0.0, count: 54), count: 6)
  var picks: [Int] = []
  var pickScores = Array(repeating: 0.0, count: 18)
  var name: String { "meta-strategist" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    let count = rules.moves.count
    if let last = history.last, !forecasts.isEmpty {
      score(other: last.player.rawValue, own: last.computer.rawValue, rules: rules)
    }
    forecasts = Self.forecasts(after: history, count: count)
    picks = []
    for (rule, row) in scores.enumerated() {
      let best = row.indices.max { row[$0] < row[$1] || (row[$0] == row[$1] && $0 > $1) } ?? 0
      // A forecast of its own throw is one the other side answers.
      picks.append((forecasts[best] + rule % 2) % count)
    }
    picks = (0..<count).flatMap { turn in picks.map { ($0 + turn) % count } }
    let best = pickScores.indices.max {
      pickScores[$0] < pickScores[$1] || (pickScores[$0] == pickScores[$1] && $0 > $1)
    }
    return rules.moves[(picks[best ?? 0] + 1) % count]
  }

  private mutating func score(other: Int, own: Int, rules: Rules) {
    let count = rules.moves.count
    func payoff(_ move: Int, _ other: Int) -> Double {
      switch rules.outcome(of: rules.moves[move], against: rules.moves[other]) {
      case .win: 1
      case .draw: 0
      case .loss: -1
      }
    }
    for (index, forecast) in forecasts.enumerated() {
      for (target, move) in [other, own].enumerated() {
        let payoff = payoff((forecast + 1) % count, move)
        scores[target][index] = 0.8 * scores[target][index] + payoff
        scores[2 + target][index] =
          0.87 * scores[2 + target][index] + (payoff > 0 ? 3.3 : payoff == 0 ? -0.9 : -3)
        scores[4 + target][index] = payoff < 0 ? 0 : scores[4 + target][index] + payoff
      }
    }
    for (index, pick) in picks.enumerated() {
      let payoff = payoff((pick + 1) % count, other)
      pickScores[index] = payoff < 0 ? 0 : pickScores[index] + payoff
    }
  }

  private static func forecasts(after history: [Round], count: Int) -> [Int] {
    let sequences = [
      history.map { $0.player.rawValue * count + $0.computer.rawValue },
      history.map { $0.player.rawValue }, history.map { $0.computer.rawValue },
    ]
    var base: [Int] = []
    for cap in caps {
      for symbols in sequences {
        var forecast = [0, 0]
        if let end = latestEarlierRunEnd(in: symbols, cap: cap) {
          forecast = [history[end + 1].player.rawValue, (history[end + 1].computer.rawValue + 1) % count]
        }
        base += forecast
      }
    }
    return (0..<count).flatMap { turn in base.map { ($0 + turn) % count } }
  }
}

@Suite("The hard engine against a player built as the strongest public engines are")
struct MetaStrategistTests {
  @Test("It follows the player's choice and wins most rounds", arguments: [3, 8])
  func readsAMetaStrategist(seed: UInt64) {
    // Arrange: before the engine modelled this way of choosing, such a player beat it (by 3 and
    // by 31 with these seeds).
    var player = MetaStrategist()

    // Act
    let net = hardEngineNet(seed: seed, against: &player, rounds: 600)

    // Assert
    #expect(net >= 250, "the engine's net score over 600 rounds: \(net)")
  }
}
