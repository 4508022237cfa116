/// The other player modelled as the Kaggle agent High-Performance RPS Dojo (elvenmonk, Rock Paper
/// Scissors 2020–21, the version of hav4ik's Kumoko pool) chooses, from their side of the table.
///
/// That agent keeps, for each pair of its two histories (the engine's moves and its own) and each
/// run of the last 1 to 5 rounds (its depths 2 to 6), counts fading by 0.995 a round of what the engine threw after the
/// latest runs of that depth; a context whose counts lean far enough to one move predicts it. It
/// scores every predicted move and its two rotations by how they would have fared. It throws at
/// random, except when a countdown it draws in secret (0, 1 or 2 rounds, with chances 1, 3 and 5
/// in 9) has run out and its best score per attempt is above 0.2: then it throws that strategy's
/// move, lowers its score by a third, and draws a new countdown.
///
/// Everything but the countdowns and the scores they lower is a function of the rounds, so the
/// model computes the counts, contexts, predictions and attempts exactly as the agent does
/// (``HPSDojoContexts``). The countdowns are followed by at most ``readingLimit`` readings, each with its own
/// countdown and scores (a throw by a strategy lowers the score that chose it): a reading that
/// expected a strategy's throw and saw another is dropped, one that expected random play is
/// weighted by a third, and the lightest beyond the limit are let go. The reading with the
/// agent's true countdowns is often among those let go after a hundred rounds or so, but the
/// others' scores differ from the agent's by a few thirds, and their choice of strategy almost
/// always agrees with it. The model gives the readings' weighted chances for each move, and keeps
/// the odds of its forecasts against chance's as ``MemoryPatternsModel`` does.
/// When no reading is left, or the odds have not once reached ``identifyingOdds`` in
/// ``quietRounds`` rounds, the other player is someone else and the model stops. It is defined
/// for three moves only, as the agent is.
struct HPSDojoModel: Sendable {
  static let minimumDepth = 2
  static let depths = 5
  static let histories = 2
  /// Contexts: one per pair of histories and depth.
  static let cells = histories * histories * depths
  static let fading = 0.995
  static let threshold = 0.2
  static let readingLimit = 64
  static let quietRounds = 300
  /// The agent plays 1000-round games; the model stops after this many rounds, so that its
  /// counts (up to 20 new ones a round) stay bounded.
  static let maximumRounds = 5000
  /// The odds against chance at which the other player counts as this agent, as
  /// ``MemoryPatternsModel`` keeps them.
  static let identifyingOdds = 300.0
  static let leastChanceInOdds = 0.01
  /// The countdown's chances: `Int(√n)` for `n` drawn uniformly from 0..<9.
  static let countdownChances = [1.0 / 9, 3.0 / 9, 5.0 / 9]

  private struct Reading {
    var weight: Double
    var countdown: Int
    /// Per rotation and context: `rotation × cells + cell`.
    var scores: [Double]
    /// The move it expects the agent to throw by a strategy this round, and that strategy.
    var planned: (move: Int, strategy: Int)?
  }

  /// The agent's contexts: over the engine's moves and its own.
  static let settings = HPSDojoContexts.Settings(
    minimumDepth: minimumDepth, depths: depths, histories: histories, fading: fading)

  private var contexts = HPSDojoContexts(settings: settings)
  private var readings: [Reading]
  private var round = 0
  private var bestOdds = 1.0
  private(set) var isStopped = false
  /// The other player's chances for each move, or nil once stopped.
  private(set) var distribution: [Double]? = [1.0 / 3, 1.0 / 3, 1.0 / 3]
  /// Whether some reading expects a throw by a strategy this round.
  var expectsStrategy: Bool { readings.contains { $0.planned != nil } }

  /// The chances when some reading expects a throw by a strategy, else nil: in the other rounds
  /// they are even, and an answer to even chances would be a constant move.
  var leaningDistribution: [Double]? { expectsStrategy ? distribution : nil }
  private(set) var odds = 1.0
  /// The engine's move that would win the likeliest reading's best strategy its next point (the
  /// move its context predicts, turned as the strategy turns, then beaten by it), or nil while no
  /// context predicts or once stopped.
  private(set) var lure: Int?

  var identifiesPlayer: Bool { !isStopped && odds >= Self.identifyingOdds }

  init() {
    // Its first throw is at random, with the countdown counting down.
    readings = Self.countdownChances.indices.map { countdown in
      Reading(
        weight: Self.countdownChances[countdown], countdown: max(0, countdown - 1),
        scores: Array(repeating: 0, count: 3 * Self.cells))
    }
    merge()
  }

  /// Learns from the latest round and forecasts the next, from both players' moves so far (as
  /// ``Ensemble`` keeps them).
  mutating func update(theirMoves: [UInt8], myMoves: [UInt8]) {
    guard !isStopped, let theirs = theirMoves.last.map(Int.init), let mine = myMoves.last.map(Int.init)
    else { return }
    if let distribution {
      odds = max(1, odds * 3 * max(distribution[theirs], Self.leastChanceInOdds))
      bestOdds = max(bestOdds, odds)
    }
    resolve(theirs: theirs)
    round += 1
    if readings.isEmpty || (round >= Self.quietRounds && bestOdds < Self.identifyingOdds)
      || round > Self.maximumRounds
    {
      isStopped = true
      distribution = nil
      lure = nil
      contexts = HPSDojoContexts(settings: contexts.settings)
      readings = []
      return
    }
    learn(engineMove: mine, ownMove: theirs, step: round)
    plan()
  }

  /// Drops the readings the agent's move refutes, and branches the ones whose strategy it threw
  /// on the countdown drawn next.
  private mutating func resolve(theirs: Int) {
    var next: [Reading] = []
    for reading in readings {
      guard let planned = reading.planned else {
        var random = reading
        random.weight /= 3
        next.append(random)
        continue
      }
      guard planned.move == theirs else { continue }
      var thrown = reading
      thrown.planned = nil
      thrown.scores[planned.strategy] -= 1.0 / 3
      for (countdown, chance) in Self.countdownChances.enumerated() {
        thrown.countdown = countdown
        thrown.weight = reading.weight * chance
        next.append(thrown)
      }
    }
    readings = next
    merge()
  }

  /// The agent's learning at `step` from the last round: the counts after the contexts that
  /// ended before it, the contexts, the scores of the last predictions, and the new predictions.
  private mutating func learn(engineMove: Int, ownMove: Int, step: Int) {
    let previous = contexts.learn(values: [engineMove, ownMove], step: step)
    for index in readings.indices {
      Self.score(&readings[index].scores, predictions: previous, engineMove: engineMove)
    }
  }

  /// Scores every strategy (a context's prediction turned 0, 1 or 2 places) by its payoff against
  /// the engine's move, as the agent does.
  static func score(_ scores: inout [Double], predictions: [Int], engineMove: Int) {
    for cell in 0..<cells where predictions[cell] < 3 {
      for rotation in 0..<3 {
        scores[rotation * cells + cell] += Double((predictions[cell] + rotation - engineMove + 4) % 3 - 1)
      }
    }
  }

  /// Each reading's plan for the coming throw, and the chances they give together.
  private mutating func plan() {
    var chances = SIMD3<Double>()
    var total = 0.0
    for index in readings.indices {
      readings[index].planned = nil
      if readings[index].countdown > 0 {
        readings[index].countdown -= 1
      } else if let strategy = bestStrategy(readings[index].scores) {
        let move = (contexts.predicts[strategy % Self.cells] + strategy / Self.cells) % 3
        readings[index].planned = (move, strategy)
      }
      let weight = readings[index].weight
      total += weight
      if let planned = readings[index].planned {
        chances[planned.move] += weight
      } else {
        chances += SIMD3(repeating: weight / 3)
      }
    }
    chances /= total
    distribution = [chances[0], chances[1], chances[2]]
    lure = readings.first.flatMap { bestStrategy($0.scores, predictingOnly: true) }.map { strategy in
      (contexts.predicts[strategy % Self.cells] + strategy / Self.cells + 2) % 3
    }
  }

  /// The agent's choice among its strategies (``bestStrategy(_:in:predictingOnly:)``).
  private func bestStrategy(_ scores: [Double], predictingOnly: Bool = false) -> Int? {
    Self.bestStrategy(scores, in: contexts, predictingOnly: predictingOnly)
  }

  /// The agent's choice among its strategies: the first best score per attempt among contexts
  /// that predict, if above the threshold. With `predictingOnly`, the first best of those
  /// contexts' strategies whatever its score (what the lure feeds).
  static func bestStrategy(
    _ scores: [Double], in contexts: HPSDojoContexts, predictingOnly: Bool = false
  ) -> Int? {
    var best: Int?
    var bestScore = -Double.infinity
    for index in scores.indices {
      let cell = index % cells
      let predicts = contexts.predicts[cell] < 3
      if predictingOnly && !predicts { continue }
      let score = predicts ? scores[index] / Double(contexts.attempts[cell] + 5) : 0
      if score > bestScore {
        best = index
        bestScore = score
      }
    }
    return predictingOnly || bestScore > threshold ? best : nil
  }

  /// Readings with the same countdown and scores are one; the lightest beyond
  /// ``readingLimit`` are let go.
  private mutating func merge() {
    var merged: [Reading] = []
    for reading in readings {
      if let same = merged.firstIndex(where: {
        $0.countdown == reading.countdown && $0.scores == reading.scores
      }) {
        merged[same].weight += reading.weight
      } else {
        merged.append(reading)
      }
    }
    merged.sort { $0.weight > $1.weight }
    readings = Array(merged.prefix(Self.readingLimit))
    let total = readings.reduce(0) { $0 + $1.weight }
    for index in readings.indices { readings[index].weight /= total }
  }
}
