import Foundation

/// The context tree of the rpscontest bot UCB7 (Sean, 20th on the leaderboard of 2018), from its
/// side of the table: a node for each run of the latest moves, newest first and alternating
/// between its own move and the other player's, up to ``maximumDepth`` long. Each node keeps, for
/// each of its three moves, the rounds it chose that move (`visits`) and the rounds that move would
/// have won (`wins`) and lost (`losses`) against the other player's throw.
///
/// Every round the bot walks the path of the latest runs, growing the first node missing and
/// stopping there, and throws the move with the best score over the path's nodes: a difference of
/// two Gamma draws (shapes wins + 1 and losses + 1) over visits + 1, plus an upper-confidence
/// bonus. Only the node that chose learns from the round. ``UCB7Agent`` plays it;
/// ``UCB7Model`` follows it without knowing which node chose.
struct UCB7Tree: Sendable {
  static let maximumDepth = 16
  private static let none: Int32 = -1

  /// Per node and move: `node × 3 + move`.
  private var visits: [Double] = [0, 0, 0]
  private var wins: [Double] = [0, 0, 0]
  private var losses: [Double] = [0, 0, 0]
  private var children: [Int32] = [none, none, none]

  var nodeCount: Int { children.count / 3 }

  /// The nodes of the path for the coming round, root first, growing the first node missing (the
  /// path ends there). `ownMoves` are the bot's, `otherMoves` the other player's, oldest first.
  mutating func walk(ownMoves: [UInt8], otherMoves: [UInt8], into path: inout [Int]) {
    path.removeAll(keepingCapacity: true)
    path.append(0)
    var node = 0
    let rounds = ownMoves.count
    for depth in 0..<min(Self.maximumDepth, 2 * rounds) {
      let round = rounds - 1 - depth / 2
      let move = Int(depth % 2 == 0 ? ownMoves[round] : otherMoves[round])
      var child = children[node * 3 + move]
      let grown = child == Self.none
      if grown {
        child = Int32(nodeCount)
        children[node * 3 + move] = child
        children += [Self.none, Self.none, Self.none]
        visits += [0, 0, 0]
        wins += [0, 0, 0]
        losses += [0, 0, 0]
      }
      node = Int(child)
      path.append(node)
      if grown { break }
    }
  }

  /// The bonus's `t`: the path's visits, plus three a node.
  func exploration(over path: [Int]) -> Double {
    var total = 0.0
    for node in path { total += 3 + visits[node * 3] + visits[node * 3 + 1] + visits[node * 3 + 2] }
    return total
  }

  /// One draw of the best-scoring node (its place in `path`) and move, as the bot draws them.
  func draw(
    over path: [Int], exploration: Double, using generator: inout SeededGenerator
  ) -> (
    place: Int, move: Int
  ) {
    let logarithm = 2 * log(exploration)
    var best = -Double.infinity
    var choice = (place: 0, move: 0)
    for (place, node) in path.enumerated() {
      // Within a node the first of equal scores wins; across nodes the later one, as the bot
      // compares them.
      var nodeBest = -Double.infinity
      var nodeMove = 0
      for move in 0..<3 {
        let slot = node * 3 + move
        let tries = visits[slot] + 1
        let score =
          (Self.gamma(shape: wins[slot] + 1, using: &generator)
            - Self.gamma(shape: losses[slot] + 1, using: &generator)) / tries
          + (logarithm / tries).squareRoot()
        if score > nodeBest {
          nodeBest = score
          nodeMove = move
        }
      }
      if nodeBest >= best {
        best = nodeBest
        choice = (place, nodeMove)
      }
    }
    return choice
  }

  /// A node learns that it chose `ownMove`, by `share` of a round, and what each of its moves
  /// would have done against `otherMove`.
  mutating func credit(_ node: Int, share: Double, ownMove: Int, otherMove: Int) {
    visits[node * 3 + ownMove] += share
    wins[node * 3 + (otherMove + 1) % 3] += share
    losses[node * 3 + (otherMove + 2) % 3] += share
  }

  /// A Gamma(shape, 1) draw for shape ≥ 1 (Marsaglia and Tsang's method).
  static func gamma(shape: Double, using generator: inout SeededGenerator) -> Double {
    let d = shape - 1.0 / 3
    let c = 1 / (9 * d).squareRoot()
    while true {
      var x: Double
      var v: Double
      repeat {
        x = normal(using: &generator)
        v = 1 + c * x
      } while v <= 0
      v = v * v * v
      let u = generator.nextUnit()
      if u < 1 - 0.0331 * x * x * x * x || log(u) < 0.5 * x * x + d * (1 - v + log(v)) {
        return d * v
      }
    }
  }

  /// A standard normal draw (Marsaglia's polar method, one of its pair).
  private static func normal(using generator: inout SeededGenerator) -> Double {
    while true {
      let x = 2 * generator.nextUnit() - 1
      let y = 2 * generator.nextUnit() - 1
      let s = x * x + y * y
      if s > 0, s < 1 { return x * (-2 * log(s) / s).squareRoot() }
    }
  }
}
