import GameCore

/// The engine's strategies turned round: what each would have won the player, had the player
/// thrown by it. A player who keeps to what has been winning for them (as strong programs do)
/// throws next what the best of these says, so the engine can answer that throw. It follows the
/// kind of guesses such a program keeps score of, what followed the latest run like the last one
/// and a blend of habits, turned every way: followed too, the many narrow counts let one of them
/// lead by luck, and the engine answered a throw the player never meant (docs/engine.md).
///
/// ``HabitModel`` turns the strategies' throws round. Scores fade at several rates, from fickle to patient, plus a plain
/// sum and a count of wins since the last loss, since players keep score in different ways.
///
/// Each strategy keeps its scores at every rate side by side in one vector, so that a round costs
/// one pass over the strategies however many ways of keeping score there are.
struct PlayersView: Sendable {
  /// Fading rates of the scores; 1 is a plain sum and 0 counts the wins since the last loss.
  static let decays = [0.3, 0.5, 0.8, 0.9, 0.97, 1, 0]
  private typealias Lanes = SIMD8<Float>
  /// The rates as lanes; the spare lane fades at 0 and is never read.
  private static let laneDecays = Lanes(
    decays.map { Float($0) } + Array(repeating: 0, count: Lanes.scalarCount - decays.count))
  /// The lane that counts wins since the last loss rather than fading (the rate 0).
  private static let streakLane = 6

  /// The strategies it follows, by their place among all strategies.
  private let strategies: [Int]
  /// Each strategy's scores, one lane a rate.
  private var scores: [Lanes]
  /// Each strategy's throw for the player in the round now open, or −1.
  private var playerThrows: [Int]

  /// A view of `strategies`, each its place among all strategies.
  init(strategies: [Int]) {
    precondition(Self.decays[Self.streakLane] == 0, "the streak's lane must have the rate 0")
    self.strategies = strategies
    scores = Array(repeating: .zero, count: strategies.count)
    playerThrows = Array(repeating: -1, count: strategies.count)
  }

  /// The player's throw under the best-scoring strategy of each rate, as the last ``update``
  /// left it: kept here, so that a round allocates nothing.
  private(set) var bests: [Int] = Array(repeating: -1, count: decays.count)

  /// Scores the round just played, in which the engine threw `computer`, then takes the
  /// strategies' throws for the player in the round now open (`playerMoves`, −1 for none) and sets `bests` to the player's throw under the best-scoring strategy
  /// of each rate among those with a throw (the first listed of tied ones), or −1 for a rate whose
  /// best has won the player nothing. One pass over the strategies does all but the last step.
  mutating func update(computer: Int?, playerMoves: UnsafeBufferPointer<Int>, circle: MoveCircle) {
    var highest = Lanes(repeating: -.infinity)
    withUnsafeTemporaryAllocation(of: (factor: Lanes, added: Lanes).self, capacity: circle.count + 1) {
      steps in
      // Every lane of a score moves as score × factor + added: the streak's lane adds like a plain
      // sum, and a loss wipes it (factor and added 0 there), one vector sum a strategy. Without a
      // round to score, every factor is 1 and nothing is added.
      var fading = Self.laneDecays
      fading[Self.streakLane] = 1
      let factor = computer == nil ? Lanes(repeating: 1) : fading
      // What each of the player's throws does to a score, after a strategy without one's (a 0).
      steps[0] = (factor, .zero)
      for move in 0..<circle.count {
        let payoff = computer.map { circle.payoff(of: move, against: $0) } ?? 0
        var step = (factor: factor, added: Lanes(repeating: Float(payoff)))
        if payoff < 0 {
          step.factor[Self.streakLane] = 0
          step.added[Self.streakLane] = 0
        }
        steps[move + 1] = step
      }
      playerThrows.withUnsafeMutableBufferPointer { thrown in
        scores.withUnsafeMutableBufferPointer { scores in
          strategies.withUnsafeBufferPointer { strategies in
            for strategy in scores.indices {
              let step = steps[thrown[strategy] &+ 1]
              let score = scores[strategy] * step.factor + step.added
              scores[strategy] = score
              let turned = playerMoves[strategies[strategy]]
              thrown[strategy] = turned
              if turned >= 0 { highest.replace(with: score, where: score .> highest) }
            }
          }
        }
      }
    }
    // For each rate whose best has won something, the first strategy that reaches it, found a
    // strategy at a time for all rates at once: cheaper than following the leader of every rate
    // through the pass above.
    var wanted = highest .> 0
    wanted[Lanes.scalarCount - 1] = false
    bests.withUnsafeMutableBufferPointer { bests in
      for rate in bests.indices { bests[rate] = -1 }
      guard Self.anyLane(wanted) else { return }
      playerThrows.withUnsafeBufferPointer { thrown in
        scores.withUnsafeBufferPointer { scores in
          for strategy in scores.indices where thrown[strategy] >= 0 {
            let reached = wanted .& (scores[strategy] .== highest)
            guard Self.anyLane(reached) else { continue }
            for rate in bests.indices where reached[rate] { bests[rate] = thrown[strategy] }
            wanted .&= .!reached
            if !Self.anyLane(wanted) { return }
          }
        }
      }
    }
  }

  /// Whether any lane is set: the two halves' lanes ORed, read as two words. The library's `any`
  /// compares lane by lane, several times dearer in the search above.
  @inline(__always)
  private static func anyLane(_ mask: SIMDMask<SIMD8<Int32>>) -> Bool {
    let lanes = unsafeBitCast(mask, to: SIMD8<Int32>.self)
    let words = unsafeBitCast(lanes.lowHalf | lanes.highHalf, to: SIMD2<UInt64>.self)
    return words[0] | words[1] != 0
  }
}
