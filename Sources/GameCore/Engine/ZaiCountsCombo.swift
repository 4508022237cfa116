import Foundation

/// The rpscontest bot zai_counts_combo_2 (zdg, in the archive t-vaudry/RPS), from its side of the
/// table: its throw is drawn with weights that follow from the rounds (``chances``).
///
/// It counts, after every run of up to seven of its own throws and of the other player's, each
/// throw by how its round went, each count weighing 2^(round / 14) so that the latest rounds
/// decide. Two strategies read the counts of the runs ending the history, longer runs weighing
/// twice as much a throw: throw what the bot's own losing throws would have beaten, and throw
/// what beats the other player's winning throws. The bot mixes the two as the zailast bots mix
/// their guesses (``ZaiScoredMixture``, fading by 0.9).
struct ZaiCountsCombo: SamplingBot {
  static let variants: [Void] = [()]
  static let longestRun = 7

  /// Counts by run length, the run (the throws as a base-3 number, the oldest lowest), how the
  /// round after it went (0 a tie, 1 a win, 2 a loss) and the throw made in it.
  private var ownCounts: [[Int: [SIMD3<Double>]]] = Array(repeating: [:], count: longestRun + 1)
  private var otherCounts: [[Int: [SIMD3<Double>]]] = Array(repeating: [:], count: longestRun + 1)
  private var own: [Int] = []
  private var other: [Int] = []
  private var strategies = ZaiScoredMixture(decay: 0.9, count: 2)
  private(set) var chances = SIMD3<Double>(repeating: 1.0 / 3)

  init(variant: Void) {}

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own ownMove: Int, other otherMove: Int) {
    own.append(ownMove)
    other.append(otherMove)
    let played = own.count
    strategies.score(otherLatest: otherMove)
    // 2^(round / 14) overflows past round 14,000 or so; SamplingBotModel stops every copy at
    // round 5,000 (the real bot would raise an OverflowError there).
    let weight = pow(2, Double(played) / 14)
    for order in 0...min(played - 1, Self.longestRun) {
      Self.count(
        &ownCounts[order][Self.run(own, from: played - 1 - order, to: played - 1), default: Self.empty],
        outcome: Self.outcome(ownMove, against: otherMove), move: ownMove, weight: weight)
      Self.count(
        &otherCounts[order][Self.run(other, from: played - 1 - order, to: played - 1), default: Self.empty],
        outcome: Self.outcome(otherMove, against: ownMove), move: otherMove, weight: weight)
    }
    var weights = [SIMD3<Double>](repeating: SIMD3(repeating: 0), count: 2)
    for order in 0...min(played, Self.longestRun) {
      let ownRun = ownCounts[order][Self.run(own, from: played - order, to: played)] ?? Self.empty
      let otherRun = otherCounts[order][Self.run(other, from: played - order, to: played)] ?? Self.empty
      let orderWeight = Double(1 << order)
      for hand in 0..<3 {
        // The bot's own losses, by outcome 2, and the other player's wins, by outcome 1.
        weights[0][hand] += ownRun[2][(hand + 1) % 3] * orderWeight
        weights[1][hand] += otherRun[1][(hand + 2) % 3] * orderWeight
      }
    }
    for strategy in 0..<2 { weights[strategy] /= max(weights[strategy].max(), 1) }
    let total = strategies.mix(weights)
    chances = total.sum() <= 0 ? SIMD3(repeating: 1.0 / 3) : total / total.sum()
  }

  private static let empty = [SIMD3<Double>](repeating: SIMD3(repeating: 0), count: 3)

  private static func count(_ counts: inout [SIMD3<Double>], outcome: Int, move: Int, weight: Double) {
    counts[outcome][move] += weight
  }

  /// A run of throws as the bot numbers it: base 3, the oldest throw lowest.
  private static func run(_ moves: [Int], from start: Int, to end: Int) -> Int {
    var number = 0
    var power = 1
    for index in start..<end {
      number += moves[index] * power
      power *= 3
    }
    return number
  }

  /// How a round went for the side that threw `move`: 0 a tie, 1 a win, 2 a loss.
  private static func outcome(_ move: Int, against reply: Int) -> Int { (move - reply + 3) % 3 }
}
