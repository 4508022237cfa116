import Foundation

/// The rpscontest bot cts-meta (Sean, fifth on the leaderboard of the rpscontest archive of
/// JoseJoy249/Rock_paper_scissors_agent), from its side of the table: its forecast follows from the
/// rounds, and only its sampling is chance.
///
/// A context tree over both players' latest moves (newest first, up to ten deep) forecasts the
/// other player's next move: at each node, by the counts of what came after that context, by
/// the counts of how it stood to the node's frequency reply (a meta-count), and by its children,
/// switched between in the log domain with weights that follow the best of them (context tree
/// switching). The bot draws three moves from that forecast, counts +1 for the reply that beats
/// each and −1 for the one it beats, and throws the best-counted reply, at random among ties. So
/// the chance of each of its throws follows from the tree (``chances``). The arithmetic follows
/// the bot's, operation by operation, slips included (a node's meta forecast adds its self
/// score, not its meta score).
struct CTSMeta: ReplayableBot {
  static let deepest = 10
  private static let third = 1.0 / 3.0
  private static let logHalf = log(0.5)
  private static let logThird = log(1.0 / 3.0)

  private struct Node: Sendable {
    var selfScore = 0.0
    var metaScore = 0.0
    var score = 0.0
    var weights = SIMD3<Double>(repeating: CTSMeta.logThird)
    var counts = SIMD3<Double>(repeating: 0)
    var metaCounts = SIMD3<Double>(repeating: 0)
    var children = SIMD3<Int32>(repeating: -1)

    /// The move that beats the move this node's counts say comes most, as the bot scores it.
    var frequencyReply: Int {
      let scores = SIMD3(counts[2] - counts[1], counts[0] - counts[2], counts[1] - counts[0])
      var best = 0
      for move in 1..<3 where scores[move] > scores[best] { best = move }
      return best
    }
  }

  private var nodes = [Node()]
  /// Both players' moves, oldest first: the other player's then the bot's, round by round.
  private var history: [Int] = []
  private(set) var rounds = 0
  /// The chance of each of the bot's next throws.
  private(set) var chances = SIMD3<Double>(repeating: 1.0 / 3)

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own: Int, other: Int) {
    rounds += 1
    let alpha = 1.0 / Double(rounds + 1)
    let switching = (1 - alpha) * 3 - 1
    update(0, depth: 0, move: other, logAlpha: log(alpha), logSwitching: log(switching))
    history.append(other)
    history.append(own)
    var forecast = SIMD3<Double>(repeating: 0)
    predict(0, depth: 0, into: &forecast)
    chances = Self.throwChances(forecast)
  }

  /// The move `depth` places back in the history, newest first.
  private func past(_ depth: Int) -> Int { history[history.count - 1 - depth] }

  /// Whether a node at `depth` is a leaf for the history as it stands.
  private func isLeaf(_ depth: Int) -> Bool { depth >= min(history.count - 1, Self.deepest) }

  private static func meta(_ reply: Int, _ move: Int) -> Int {
    reply == move ? 0 : reply == (move + 1) % 3 ? 1 : 2
  }

  private static func logAdd(_ first: Double, _ second: Double) -> Double {
    let (larger, smaller) = second > first ? (second, first) : (first, second)
    let difference = smaller - larger
    return difference < -60 ? larger : larger + log(1.0 + exp(difference))
  }

  private mutating func update(_ node: Int, depth: Int, move: Int, logAlpha: Double, logSwitching: Double) {
    let counts = nodes[node].counts
    let metaMove = Self.meta(nodes[node].frequencyReply, move)
    let reciprocal = 1.0 / (counts.sum() + 1.0)
    nodes[node].selfScore += log((counts[move] + Self.third) * reciprocal)
    nodes[node].metaScore += log((nodes[node].metaCounts[metaMove] + Self.third) * reciprocal)
    nodes[node].counts[move] += 1
    nodes[node].metaCounts[metaMove] += 1
    if isLeaf(depth) {
      nodes[node].score = Self.logHalf + Self.logAdd(nodes[node].selfScore, nodes[node].metaScore)
      return
    }
    let context = past(depth)
    if nodes[node].children[context] < 0 {
      nodes.append(Node())
      nodes[node].children[context] = Int32(nodes.count - 1)
    }
    update(
      Int(nodes[node].children[context]), depth: depth + 1, move: move, logAlpha: logAlpha,
      logSwitching: logSwitching)
    var childrenScore = 0.0
    for child in 0..<3 where nodes[node].children[child] >= 0 {
      childrenScore += nodes[Int(nodes[node].children[child])].score
    }
    let weights = nodes[node].weights
    let scores = SIMD3(nodes[node].selfScore, nodes[node].metaScore, childrenScore)
    let score = Self.logAdd(
      weights[0] + scores[0], Self.logAdd(weights[1] + scores[1], weights[2] + scores[2]))
    nodes[node].score = score
    var updated = weights
    for index in 0..<3 {
      updated[index] =
        Self.logAdd(logAlpha + score, logSwitching + weights[index] + scores[index]) + Self.logHalf
    }
    let total = Self.logAdd(Self.logAdd(updated[0], updated[1]), updated[2])
    for index in 0..<3 { updated[index] -= total }
    nodes[node].weights = updated
  }

  private func predict(_ node: Int, depth: Int, into forecast: inout SIMD3<Double>) {
    let current = nodes[node]
    let reply = current.frequencyReply
    let reciprocal = 1.0 / (current.counts.sum() + 1.0)
    var selfForecast = SIMD3<Double>(repeating: 0)
    var metaForecast = SIMD3<Double>(repeating: 0)
    for move in 0..<3 {
      selfForecast[move] = current.selfScore + log((current.counts[move] + Self.third) * reciprocal)
      metaForecast[move] =
        current.selfScore + log((current.metaCounts[Self.meta(reply, move)] + Self.third) * reciprocal)
    }
    if isLeaf(depth) {
      for move in 0..<3 {
        forecast[move] += Self.logHalf + Self.logAdd(selfForecast[move], metaForecast[move])
      }
      return
    }
    let context = past(depth)
    var childForecast = SIMD3<Double>(repeating: 0)
    var factor = 0.0
    for child in 0..<3 {
      let index = Int(current.children[child])
      if index >= 0 {
        if child == context {
          predict(index, depth: depth + 1, into: &childForecast)
        } else {
          factor += nodes[index].score
        }
      } else if child == context {
        factor += Self.logThird
      }
    }
    for move in 0..<3 {
      childForecast[move] += factor
      let weights = current.weights
      forecast[move] += Self.logAdd(
        weights[0] + selfForecast[move],
        Self.logAdd(weights[1] + metaForecast[move], weights[2] + childForecast[move]))
    }
  }

  /// The chance of each of the bot's throws given its log forecast: it draws three moves from the
  /// forecast, counts +1 for the move beating each and −1 for the move each beats, and throws
  /// the best-counted, at random among ties.
  static func throwChances(_ logForecast: SIMD3<Double>) -> SIMD3<Double> {
    let least = logForecast.min()
    var weights = SIMD3<Double>(repeating: 0)
    for move in 0..<3 { weights[move] = exp(logForecast[move] - least) }
    var draws: SIMD3<Double>
    if let infinite = (0..<3).first(where: { weights[$0].isInfinite }) {
      // The bot's cumulative search then stops at the first infinite weight every time.
      draws = SIMD3(repeating: 0)
      draws[infinite] = 1
    } else {
      draws = weights / weights.sum()
    }
    var chances = SIMD3<Double>(repeating: 0)
    for first in 0..<3 {
      for second in 0..<3 {
        for third in 0..<3 {
          let chance = draws[first] * draws[second] * draws[third]
          guard chance > 0 else { continue }
          var counts = SIMD3<Int>(repeating: 0)
          for move in [first, second, third] {
            counts[(move + 1) % 3] += 1
            counts[(move + 2) % 3] -= 1
          }
          let best = counts.max()
          let tied = Double((0..<3).filter { counts[$0] == best }.count)
          for move in 0..<3 where counts[move] == best { chances[move] += chance / tied }
        }
      }
    }
    return chances
  }
}
