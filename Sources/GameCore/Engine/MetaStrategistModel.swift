/// The other player modelled as one of the strongest public engines chooses its moves, from their
/// side of the table. Centrifugal Bumblepuppy (the top of the rpscontest leaderboard) and
/// RPS_Meta_Fix are built alike, and a ``Style`` says how each does it:
///
/// 1. History matching on both players' moves, on the engine's and on their own, each capped at a
///    few run lengths, forecasts the engine's next move two ways: the engine's move after the
///    latest earlier run, and the best reply to their own move after it (RPS_Meta_Fix blends in
///    the run before that one too). Every forecast is also turned round the circle.
/// 2. Each forecast is scored by a few rules as a forecast of the engine's moves, and again as one
///    of their own. Each of those scorings picks its best forecast; a pick scored on their own
///    moves is answered by the best reply to it, which is what they expect the engine to throw.
/// 3. The picks (Centrifugal Bumblepuppy turns each round the circle too) are scored in turn, and
///    they answer the best.
///
/// What it gives is the other player's next move if they choose that way. The engine scores it like
/// any predictor, so it costs little against players who choose otherwise.
struct MetaStrategistModel: Sendable {
  /// How a score follows a forecast's results: hits, near misses (the forecast's reply drew) and
  /// misses.
  struct Rule: Sendable {
    let decay: Double
    let hit: Double
    let nearMiss: Double
    let miss: Double
    /// A miss wipes the score out: it counts hits since the last miss.
    let resetOnMiss: Bool

    static func fading(_ decay: Double, hit: Double = 1, nearMiss: Double = 0) -> Rule {
      Rule(decay: decay, hit: hit, nearMiss: nearMiss, miss: -1, resetOnMiss: false)
    }
    static let sinceLastMiss = Rule(decay: 1, hit: 1, nearMiss: 0, miss: 0, resetOnMiss: true)

    func next(_ score: Double, payoff: Int) -> Double {
      if resetOnMiss && payoff < 0 { return 0 }
      return decay * score + (payoff > 0 ? hit : payoff == 0 ? nearMiss : miss)
    }
  }

  /// One public engine's way of choosing.
  struct Style: Sendable {
    /// The engine's name, with its run caps when it has been published with several.
    let name: String
    /// The longest runs matched, one bank of forecasts each. Runs longer than ``Ensemble``
    /// matches count as that long, and a cap that comes to the same as the one before it is
    /// dropped: its forecasts would be the same, and never chosen before the first's.
    let caps: [Int]
    /// The matchers in the order the engine lists its sequences, by their place in ``Ensemble``
    /// (0: the other player's moves, 1: the engine's, 2: both); ties go to the first.
    let sequences: [Int]
    /// Whether a forecast blends what followed the latest earlier run with what followed the one
    /// before it.
    let blendsEarlierRun: Bool
    let rules: [Rule]
    let pickRule: Rule
    /// Whether each pick is also turned round the circle before the picks are scored.
    let turnsPicks: Bool

    /// Centrifugal Bumblepuppy 13 and 16 (dllu, rpscontest), with their run caps or others.
    static func centrifugalBumblepuppy(caps: [Int]) -> Style {
      let runs = caps.map(String.init).joined(separator: ", ")
      return Style(
        name: "Centrifugal Bumblepuppy (runs of at most \(runs))", caps: matched(caps), sequences: [2, 1, 0],
        blendsEarlierRun: false,
        // Their 3, 3.3, −0.9 and −3 scaled to a hit of 1 and a miss of −1.
        rules: [.fading(0.8), .fading(0.87, hit: 1.1, nearMiss: -0.3), .sinceLastMiss],
        pickRule: .sinceLastMiss, turnsPicks: true)
    }
    private static func matched(_ caps: [Int]) -> [Int] {
      var matched: [Int] = []
      for cap in caps.map({ min($0, Ensemble.matchLengths) }) where matched.last != cap {
        matched.append(cap)
      }
      return matched
    }

    /// RPS_Meta_Fix (TeleZ, rpscontest).
    static let rpsMetaFix = Style(
      name: "RPS_Meta_Fix", caps: matched([20]), sequences: [1, 0, 2], blendsEarlierRun: true,
      rules: [.fading(0.8, hit: 1.3, nearMiss: -0.3), .fading(0.8), .fading(0.5)],
      pickRule: .fading(0.9), turnsPicks: false)
  }

  let style: Style
  let circle: MoveCircle
  /// Forecasts of the engine's next move: two per cap and sequence, then each of those turned 1,
  /// 2, … places (index = turn × base count + base forecast); −1 where a run is missing.
  private var forecasts: [Int]
  /// A row of a score per forecast for each rule, first on the engine's moves and then on theirs.
  private var scores: [Double]
  /// Each scoring's pick as the engine's expected move, then (if turned) each turned 1, 2, …
  /// places; −1 while missing.
  private var picks: [Int]
  private var pickScores: [Double]
  /// For each scoring row and forecast move, what the score is multiplied by and then given in
  /// the round being recorded (one buffer for the whole game).
  private var steps: [Double]
  /// The other player's next move under this model, or −1 while it has nothing to go on.
  private(set) var forecast = -1
  /// How many scorings pick a forecast: each rule on the engine's moves and on theirs.
  private var pickCount: Int { 2 * style.rules.count }

  init(style: Style, circle: MoveCircle) {
    self.style = style
    self.circle = circle
    let forecastCount = style.caps.count * style.sequences.count * 2 * circle.count
    forecasts = Array(repeating: -1, count: forecastCount)
    scores = Array(repeating: 0, count: 2 * style.rules.count * forecastCount)
    picks = Array(repeating: -1, count: 2 * style.rules.count * (style.turnsPicks ? circle.count : 1))
    pickScores = Array(repeating: 0, count: picks.count)
    steps = Array(repeating: 0, count: 2 * 2 * style.rules.count * circle.count)
  }

  /// Scores the forecasts and picks made before a round on its moves.
  mutating func record(engineMove: Int, theirMove: Int) {
    let count = forecasts.count
    let moves = circle.count
    // A forecast's new score depends only on the move it forecast: for each move, what a rule
    // multiplies the score by and adds, on the engine's move and on theirs. The hard level does
    // this every round for every model, so the loop over the forecasts is kept to that.
    for (rule, scoring) in style.rules.enumerated() {
      for move in 0..<moves {
        let reply = circle.rotate(move, by: 1)
        for target in 0..<2 {
          let payoff = circle.payoff(of: reply, against: target == 0 ? engineMove : theirMove)
          let slot = (2 * rule + target) * moves + move
          steps[2 * slot] = scoring.resetOnMiss && payoff < 0 ? 0 : scoring.decay
          steps[2 * slot + 1] = scoring.next(0, payoff: payoff)
        }
      }
    }
    forecasts.withUnsafeBufferPointer { forecasts in
      scores.withUnsafeMutableBufferPointer { scores in
        steps.withUnsafeBufferPointer { steps in
          for row in 0..<(2 * style.rules.count) {
            let first = row * count
            let rowSteps = row * moves
            for index in 0..<count where forecasts[index] >= 0 {
              let step = 2 * (rowSteps + forecasts[index])
              scores[first + index] = scores[first + index] * steps[step] + steps[step + 1]
            }
          }
        }
      }
    }
    for index in picks.indices where picks[index] >= 0 {
      let payoff = circle.payoff(of: circle.rotate(picks[index], by: 1), against: engineMove)
      pickScores[index] = style.pickRule.next(pickScores[index], payoff: payoff)
    }
  }

  /// Makes the forecasts for the coming round from the matchers over the other player's moves, the
  /// engine's and both (as ``Ensemble`` keeps them) and the moves themselves, and chooses as the
  /// other player would: sets ``forecast``.
  mutating func update(matchers: [HistoryMatcher], theirMoves: [UInt8], myMoves: [UInt8]) {
    var index = 0
    for cap in style.caps {
      for sequence in style.sequences {
        if let match = matchers[sequence].longestMatch(within: matchers[sequence].memory, upTo: cap) {
          var engineMove = Int(myMoves[match.end + 1])
          var answer = circle.rotate(Int(theirMoves[match.end + 1]), by: 1)
          let earlier =
            style.blendsEarlierRun
            ? matchers[sequence].earlierEnd(before: match.end, length: match.length) : -1
          if earlier >= 0 {
            engineMove = weaker(engineMove, Int(myMoves[earlier + 1]))
            answer = weaker(answer, circle.rotate(Int(theirMoves[earlier + 1]), by: 1))
          }
          forecasts[index] = engineMove
          forecasts[index + 1] = answer
        } else {
          forecasts[index] = -1
          forecasts[index + 1] = -1
        }
        index += 2
      }
    }
    let base = index
    let circle = circle
    forecasts.withUnsafeMutableBufferPointer { forecasts in
      for turn in 1..<circle.count {
        for slot in 0..<base {
          forecasts[turn * base + slot] = forecasts[slot] >= 0 ? circle.rotate(forecasts[slot], by: turn) : -1
        }
      }
    }
    let count = forecasts.count
    let pickCount = pickCount
    for row in 0..<pickCount {
      let best = forecasts.withUnsafeBufferPointer { forecasts in
        scores.withUnsafeBufferPointer { scores in
          var best = -1
          var bestScore = -Double.infinity
          for index in 0..<count where forecasts[index] >= 0 && scores[row * count + index] > bestScore {
            best = index
            bestScore = scores[row * count + index]
          }
          return best
        }
      }
      // Rows on their own moves (odd) expect the engine to answer the forecast.
      let pick = best < 0 ? -1 : circle.rotate(forecasts[best], by: row % 2)
      for turn in 0..<(picks.count / pickCount) {
        picks[turn * pickCount + row] = pick < 0 ? -1 : circle.rotate(pick, by: turn)
      }
    }
    var best = -1
    var bestScore = -Double.infinity
    for index in picks.indices where picks[index] >= 0 && pickScores[index] > bestScore {
      best = index
      bestScore = pickScores[index]
    }
    forecast = best < 0 ? -1 : circle.rotate(picks[best], by: 1)
  }

  /// Of two moves, the one the other beats (either, when they are the same or neither beats the
  /// other): RPS_Meta_Fix's blend of two forecasts.
  private func weaker(_ first: Int, _ second: Int) -> Int {
    circle.payoff(of: first, against: second) > 0 ? second : first
  }
}
