import Foundation

/// The rpscontest bots CTW KT, CTW Laplace and CTW Hutter (in the archive t-vaudry/RPS), from their
/// side of the table: their forecast of the other player's move follows from the rounds, and only
/// their sampling is chance (``chances``).
///
/// Both players' moves, newest first (the other player's as 0–2, the bot's as 3–5), go into a
/// context tree weighting 16 deep: each node keeps a Krichevsky–Trofimov, Laplace or Hutter
/// estimate of the symbol at its depth and mixes it half and half with its children's. The
/// forecast of each move is the tree's probability of the history with that move put in front.
/// The bots then draw three moves from the forecast and throw the reply the draws favour, as
/// cts-meta does (``CTSMeta/throwChances(_:)``). The arithmetic follows the bots', slips
/// included: a node seen once has no children yet and forecasts as if their probability were 1.
struct ContextTreeWeightingBot: SamplingBot {
  /// How a node estimates the symbol at its depth.
  enum Variant: Sendable {
    case krichevskyTrofimov, laplace, hutter
  }

  static let variants: [Variant] = [.krichevskyTrofimov, .laplace, .hutter]
  static let deepest = 16
  private static let logHalf = log(0.5)
  private static let logThird = log(1.0 / 3)
  private static let logSixth = log(1.0 / 6)

  private struct Node: Sendable {
    var logEstimate = 0.0
    var logWeighted = 0.0
    /// Six symbols at the root (either player's move), three below.
    var counts = SIMD8<Int32>(repeating: 0)
    var total: Int32 = 0
    var children = SIMD8<Int32>(repeating: -1)
    var hasChildren = false
  }

  let variant: Variant
  private var nodes = [Node()]
  /// Both players' moves, oldest first: the other player's (0–2), then the bot's (3–5), a round.
  private var history: [Int] = []
  private(set) var rounds = 0
  /// The chance of each of the bot's next throws: in its first round, a random choice.
  private(set) var chances = SIMD3<Double>(repeating: 1.0 / 3)

  init(variant: Variant) {
    self.variant = variant
  }

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own: Int, other: Int) {
    rounds += 1
    history.append(other)
    update(0, depth: 0)
    history.append(own + 3)
    update(0, depth: 0)
    var forecast = SIMD3<Double>(repeating: 0)
    for move in 0..<3 {
      history.append(move)
      forecast[move] = predict(0, depth: 0)
      history.removeLast()
    }
    chances = CTSMeta.throwChances(forecast)
  }

  /// The symbol `depth` places back in the history, newest first, as a node at that depth reads it.
  private func symbol(_ depth: Int) -> Int {
    let symbol = history[history.count - 1 - depth]
    return depth > 0 && symbol >= 3 ? symbol - 3 : symbol
  }

  private func isLast(_ depth: Int) -> Bool {
    depth >= history.count - 1 || depth >= Self.deepest
  }

  /// The log of the estimate of `symbol` after `counts` at a node at `depth`.
  private func logEstimate(_ counts: SIMD8<Int32>, total: Int32, depth: Int, symbol: Int) -> Double {
    let alphabet = depth == 0 ? 6.0 : 3.0
    let count = Double(counts[symbol])
    let seen = Double(total)
    switch variant {
    case .krichevskyTrofimov: return log(count + 0.5) - log(seen + 0.5 * alphabet)
    case .laplace: return log(count + 1) - log(seen + alphabet)
    case .hutter:
      var used = 0.0
      for slot in 0..<Int(alphabet) where counts[slot] != 0 { used += 1 }
      let alpha = used == 0 ? 1 : used / ((depth == 0 ? 12 : 6) * log((seen + 1) / used))
      return log(count + alpha) - log(seen + alpha * alphabet)
    }
  }

  private mutating func update(_ node: Int, depth: Int) {
    let x = symbol(depth)
    nodes[node].logEstimate += logEstimate(
      nodes[node].counts, total: nodes[node].total, depth: depth, symbol: x)
    nodes[node].total += 1
    nodes[node].counts[x] += 1
    if nodes[node].total == 1 || isLast(depth) {
      nodes[node].logWeighted = nodes[node].logEstimate
      return
    }
    nodes[node].hasChildren = true
    if nodes[node].children[x] < 0 {
      nodes.append(Node())
      nodes[node].children[x] = Int32(nodes.count - 1)
    }
    update(Int(nodes[node].children[x]), depth: depth + 1)
    var logChildren = 0.0
    for slot in 0..<(depth == 0 ? 6 : 3) where nodes[node].children[slot] >= 0 {
      logChildren += nodes[Int(nodes[node].children[slot])].logWeighted
    }
    nodes[node].logWeighted = Self.logAdd(nodes[node].logEstimate, logChildren) + Self.logHalf
  }

  private func predict(_ node: Int, depth: Int) -> Double {
    let x = symbol(depth)
    let here = nodes[node]
    let logEstimate = here.logEstimate + logEstimate(here.counts, total: here.total, depth: depth, symbol: x)
    if here.total == 0 || isLast(depth) { return logEstimate }
    var logChildren = 0.0
    if here.hasChildren {
      for slot in 0..<(depth == 0 ? 6 : 3) {
        let child = Int(here.children[slot])
        if child >= 0 {
          logChildren += slot == x ? predict(child, depth: depth + 1) : nodes[child].logWeighted
        } else if slot == x {
          logChildren += depth == 0 ? Self.logSixth : Self.logThird
        }
      }
    }
    return Self.logAdd(logEstimate, logChildren) + Self.logHalf
  }

  private static func logAdd(_ first: Double, _ second: Double) -> Double {
    let (larger, smaller) = second > first ? (second, first) : (first, second)
    let difference = smaller - larger
    return difference < -60 ? larger : larger + log(1.0 + exp(difference))
  }
}
