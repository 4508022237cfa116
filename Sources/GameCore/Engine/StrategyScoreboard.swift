/// Scores the strategies and picks the one to play, the way Iocaine Powder does.
///
/// Every predictor gives `moveCount` strategies: play its anchor (the best reply to what it
/// expects) rotated 0, 1, … places round the circle. With three moves, rotating a forecast of the
/// other player's move gives "beat it", "they expect that: beat their reply" and the next guess;
/// rotating a forecast of the engine's own move gives the three "they predict me" strategies.
///
/// Each strategy keeps one score per scoring rule (see ``Scoring``). For each rule the
/// best-scoring strategy is selected; the selections themselves, each also turned round the circle
/// (second-guessing at the top level too), are scored with ``metaDecay``, and the leader is the
/// selection and turn that has done best lately.
struct StrategyScoreboard: Sendable {
  /// How a strategy's score follows its payoffs (+1, 0, −1 a round).
  struct Scoring: Hashable, Sendable {
    /// Each round the score is multiplied by this before the payoff is added.
    let decay: Double
    /// A loss wipes the score out: the score is the strategy's recent run without a loss, which
    /// drops a strategy the moment an opponent starts countering it.
    let resetOnLoss: Bool
    /// The predictors whose strategies the rule scores and chooses among; nil for all. A rule
    /// over a few strategies finds a real edge among them sooner than one over hundreds, where
    /// the best of many chance scores hides it.
    var predictors: Range<Int>? = nil
  }

  let moveCount: Int
  let predictorCount: Int
  let scorings: [Scoring]
  let metaDecay: Double
  /// How many turns of each selection the meta level scores (1: the selections alone).
  let metaTurns: Int
  /// `scorings.count` blocks of `predictorCount × moveCount` scores; strategy index = predictor ×
  /// moveCount + rotation.
  private var scores: [Double]
  /// Beside each score, the decayed number of rounds the strategy won or lost (not drew): how
  /// much chance there is in the score.
  private var activity: [Double]
  /// For each scoring rule, the strategy selected for the coming round, or −1.
  private(set) var selections: [Int]
  /// `scorings.count` rows of `moveCount` scores: each selection turned 0, 1, … places.
  private var metaScores: [Double]

  init(predictorCount: Int, moveCount: Int, scorings: [Scoring], metaDecay: Double, metaTurns: Int) {
    self.metaTurns = min(max(metaTurns, 1), moveCount)
    self.moveCount = moveCount
    self.predictorCount = predictorCount
    self.scorings = scorings
    self.metaDecay = metaDecay
    scores = Array(repeating: 0, count: scorings.count * predictorCount * moveCount)
    activity = scores
    selections = Array(repeating: -1, count: scorings.count)
    metaScores = Array(repeating: 0, count: scorings.count * moveCount)
  }

  var strategyCount: Int { predictorCount * moveCount }

  /// Scores every strategy, and every selection, on the round just played. `anchors` must be
  /// those the strategies were built from before the round.
  mutating func record(theirMove: Int, anchors: [Int], circle: MoveCircle) {
    // Each strategy's payoff, found once and then added into every rule's score.
    let strategies = strategyCount
    let moves = moveCount
    var payoffs = Array(repeating: 0.0, count: strategies)
    var counted = Array(repeating: 0.0, count: strategies)
    payoffs.withUnsafeMutableBufferPointer { payoffs in
      counted.withUnsafeMutableBufferPointer { counted in
        for predictor in 0..<predictorCount where anchors[predictor] >= 0 {
          // Rotation r plays the anchor r places on: r places further from their move.
          var difference = (anchors[predictor] - theirMove + moves) % moves
          for rotation in 0..<moves {
            let payoff = circle.payoff(ofDifference: difference)
            payoffs[predictor * moves + rotation] = Double(payoff)
            counted[predictor * moves + rotation] = payoff == 0 ? 0 : 1
            difference = difference + 1 == moves ? 0 : difference + 1
          }
        }
      }
    }
    let rules = scorings.map { ($0.decay, $0.resetOnLoss, strategyRange(of: $0)) }
    scores.withUnsafeMutableBufferPointer { scores in
      activity.withUnsafeMutableBufferPointer { activity in
        payoffs.withUnsafeBufferPointer { payoffs in
          counted.withUnsafeBufferPointer { counted in
            for (rule, (decay, resetOnLoss, scored)) in rules.enumerated() {
              let ruleScores = UnsafeMutableBufferPointer(
                rebasing: scores[(rule * strategies)..<((rule + 1) * strategies)])
              let ruleActivity = UnsafeMutableBufferPointer(
                rebasing: activity[(rule * strategies)..<((rule + 1) * strategies)])
              for strategy in scored {
                let payoff = payoffs[strategy]
                let faded = ruleScores[strategy] * decay + payoff
                ruleScores[strategy] = resetOnLoss && payoff < 0 ? 0 : faded
                ruleActivity[strategy] = ruleActivity[strategy] * decay + counted[strategy]
              }
            }
          }
        }
      }
    }
    for rule in scorings.indices {
      let strategy = selections[rule]
      for turn in 0..<moveCount {
        var payoff = 0.0
        if strategy >= 0 {
          let move = circle.rotate(anchors[strategy / moveCount], by: (strategy + turn) % moveCount)
          payoff = Double(circle.payoff(of: move, against: theirMove))
        }
        metaScores[rule * moveCount + turn] = metaScores[rule * moveCount + turn] * metaDecay + payoff
      }
      selections[rule] = -1
    }
  }

  /// Selects, for each scoring rule, the best-scoring strategy among the predictors that have an
  /// anchor now. Ties go to the first, so the engine's state depends on the rounds alone.
  mutating func select(anchors: [Int]) {
    let moves = moveCount
    let strategies = strategyCount
    // The strategies on offer as runs of neighbours (usually one run: every predictor has an
    // anchor), so the search is one long loop per run.
    var runs: [Range<Int>] = []
    for predictor in 0..<predictorCount where anchors[predictor] >= 0 {
      let first = predictor * moves
      if let last = runs.last, last.upperBound == first {
        runs[runs.count - 1] = last.lowerBound..<(first + moves)
      } else {
        runs.append(first..<(first + moves))
      }
    }
    for rule in scorings.indices {
      let offered = strategyRange(of: scorings[rule])
      selections[rule] = scores.withUnsafeBufferPointer { scores in
        let ruleScores = UnsafeBufferPointer(
          rebasing: scores[(rule * strategies)..<((rule + 1) * strategies)])
        var best = -1
        var bestScore = -Double.infinity
        for run in runs {
          for strategy in run.clamped(to: offered) where ruleScores[strategy] > bestScore {
            best = strategy
            bestScore = ruleScores[strategy]
          }
        }
        return best
      }
    }
  }

  /// Like the selection of `rule`, but each score is first jittered by chance in proportion to
  /// its own uncertainty (Thompson sampling, with `temperature` scaling the jitter), so that
  /// strategies that score alike are chosen in turn and the engine's choice is harder to read.
  func sample(rule: Int, anchors: [Int], temperature: Double, using generator: inout SeededGenerator) -> Int {
    let start = rule * strategyCount
    var best = -1
    var bestScore = -Double.infinity
    for predictor in scorings[rule].predictors ?? 0..<predictorCount where anchors[predictor] >= 0 {
      for rotation in 0..<moveCount {
        let index = start + predictor * moveCount + rotation
        // A sum of 64 fair bits, centred and scaled: close to a standard normal, and cheap.
        let normal = (Double(generator.next().nonzeroBitCount) - 32) / 4
        let score = scores[index] + temperature * normal * (activity[index] + 1).squareRoot()
        if score > bestScore {
          best = predictor * moveCount + rotation
          bestScore = score
        }
      }
    }
    return best
  }

  /// The strategies a rule scores and chooses among.
  private func strategyRange(of scoring: Scoring) -> Range<Int> {
    guard let predictors = scoring.predictors else { return 0..<strategyCount }
    return (predictors.lowerBound * moveCount)..<(predictors.upperBound * moveCount)
  }

  /// The selection and turn whose play scored best lately, with the selection's own score.
  var leader: (rule: Int, strategy: Int, turn: Int, score: Double, metaScore: Double)? {
    var bestRule = -1
    var bestTurn = 0
    for rule in scorings.indices where selections[rule] >= 0 {
      for turn in 0..<metaTurns {
        let score = metaScores[rule * moveCount + turn]
        if bestRule < 0 || score > metaScores[bestRule * moveCount + bestTurn] {
          bestRule = rule
          bestTurn = turn
        }
      }
    }
    guard bestRule >= 0 else { return nil }
    let strategy = selections[bestRule]
    return (
      bestRule, strategy, bestTurn, scores[bestRule * strategyCount + strategy],
      metaScores[bestRule * moveCount + bestTurn]
    )
  }
}
