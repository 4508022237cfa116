import GameCore
import Testing

@testable import Opponents

/// A player in the style of the strongest public engines, made small: a few ways of predicting the
/// computer's next throw, each played straight and second-guessed once and twice, and in every
/// round the one that has been winning lately (scores fading by 0.8 a round).
private struct StrategyFollower: Opponent {
  var scores = Array(repeating: 0.0, count: 9)
  var name: String { "follower" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    let count = rules.moves.count
    if let last = history.last {
      // Score every strategy on the round just played, as it would have played then.
      let earlier = Self.plannedThrows(after: history.dropLast(), count: count)
      for (index, planned) in earlier.enumerated() {
        let payoff = rules.outcome(of: rules.moves[planned], against: last.computer)
        scores[index] = scores[index] * 0.8 + (payoff == .win ? 1 : payoff == .loss ? -1 : 0)
      }
    }
    let candidates = Self.plannedThrows(after: history[...], count: count)
    let best = scores.indices.max { scores[$0] < scores[$1] || (scores[$0] == scores[$1] && $0 > $1) } ?? 0
    return rules.moves[candidates[best]]
  }

  /// Nine throws: three forecasts of the computer's move (it repeats itself, it beats the
  /// player's last throw, it throws what followed its last throw before), each beaten and then
  /// turned one and two places further.
  private static func plannedThrows(after history: ArraySlice<Round>, count: Int) -> [Int] {
    guard let last = history.last else { return Array(repeating: 0, count: 9) }
    let theirs = history.map(\.computer.rawValue)
    let latest = last.computer.rawValue
    var followed = latest
    if let earlier = theirs.dropLast().lastIndex(of: latest) { followed = theirs[earlier + 1] }
    let forecasts = [latest, (last.player.rawValue + 1) % count, followed]
    return forecasts.flatMap { forecast in (1...3).map { (forecast + $0) % count } }
  }
}

@Suite("The hard engine against a player who keeps to what has been winning")
struct StrategyFollowerTests {
  @Test("It wins clearly, and its insight names a habit it read in nearly every round")
  func readsAStrategyFollower() {
    var player = StrategyFollower()
    var readAHabit = 0
    let net = hardEngineNet(seed: 3, against: &player) { game in
      if case .answer = game.lastInsight?.strategy { readAHabit += 1 }
    }
    #expect(readAHabit > 900, "rounds answered by a habit read: \(readAHabit) of 1000")
    #expect(net >= 300, "the engine's net score over 1000 rounds: \(net)")
  }
}
