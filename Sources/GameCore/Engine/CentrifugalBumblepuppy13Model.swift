/// The other player modelled as Centrifugal Bumblepuppy 13 (dllu, rpscontest entry 203004)
/// chooses, from their side of the table, followed with a particle filter.
///
/// That bot (cb13 below) is ``MetaStrategistModel``'s procedure with chance in three places: each
/// of its nine history matches (run caps 50, 20 and 10 on both players' moves, our engine's and
/// its own) takes the latest earlier run six times in ten, the one before it two in ten and the
/// first two in ten, afresh every round; a meta-predictor that misses is wiped out only 87 times
/// in 100; and it throws at random one round in ten (and mostly in its first 40 rounds). Its
/// scores then depend on draws our engine never sees, so one deterministic copy forecasts it in
/// only about 40% of rounds.
///
/// The filter keeps ``particleCount`` copies of cb13's state, each drawing its own chances, and
/// weighs them by how well they foretold cb13's moves; a resampling step keeps the copies that
/// agree with what it did. Replayed on recorded games, 100 copies forecast it in about 45% of
/// rounds and 400 in about 48%, against 39% for one copy taking the likeliest draws
/// (docs/engine-field.md).
///
/// Following a hundred copies costs far more than any other model, so the filter also judges
/// itself: it counts how often its likeliest move came, and once that is clearly no better than
/// chance it stops for the rest of the game (``isFollowing``). Against the other engines of the
/// field that happens within a few hundred rounds. It is defined for three moves only, as cb13
/// is.
struct CentrifugalBumblepuppy13Model: Sendable {
  static let particleCount = 100
  static let runCaps = [50, 20, 10]
  /// The rounds searched for earlier runs. cb13 searches its whole history; past this many rounds
  /// the model sees only the runs within the window, so its run lengths and choices may differ
  /// from cb13's in a longer game. It also bounds the cost of a round: on a sequence that
  /// repeats itself every earlier place agrees for the whole cap.
  static let searchMemory = 2000
  static let predictorCount = 54
  static let metaCount = 24
  static let scoreRows = 8
  /// The share of cb13's moves thrown at random once its opening is over.
  static let randomThrowShare = 0.1
  /// The copies are weighed as if cb13 threw three moves in ten at random, not one: a copy whose
  /// forecast missed keeps more weight, so the copies stay diverse enough to follow its hidden
  /// draws. Replayed on 8 recorded games, 47.1% of its moves forecast against 44.6%
  /// (docs/engine-field.md).
  static let weighingRandomShare = 0.3
  static let resetChance = 0.87
  /// When the filter judges itself, it weighs a hit rate of 0.42 (a player who is cb13)
  /// against chance's third: a hit multiplies the odds by 0.42 / (1/3), a miss by 0.58 / (2/3).
  /// Their natural logarithms:
  static let logOddsOnHit = 0.231111720963387
  static let logOddsOnMiss = -0.139262067333508
  /// The natural logarithm of the odds (for chance) at which the filter stops.
  static let droppingLogOdds = -5.0
  /// The natural logarithm of the odds, kept as a CUSUM test keeps them, at which the other
  /// player counts as cb13: 300 to 1, as for ``MemoryPatternsModel``.
  static let identifyingLogOdds = 5.7
  /// The rounds before cb13 throws by its procedure most of the time.
  static let openingRounds = 40

  private var roundCount = 0
  /// The sequences cb13 matches, in its order: both players' moves, our engine's, its own.
  private var sequences: [[UInt8]] = [[], [], []]
  /// Per particle, per predictor, its eight scores side by side (one lane a row), so that a
  /// predictor is scored by all eight rows at once.
  private var scores: [SIMD8<Double>]
  /// Per particle, per meta-predictor.
  private var metaScores: [Double]
  /// Per particle, each predictor's forecast of our engine's move.
  private var predictions: [UInt8]
  /// Per particle, each meta-predictor's forecast of our engine's move.
  private var metas: [UInt8]
  /// Per particle, the move cb13 throws next unless it throws at random.
  private var forecasts: [UInt8]
  private var weights: [Double]
  /// The filter's own chance, seeded the same every game, so the model's state depends on the
  /// rounds alone.
  private var generator = SeededGenerator(seed: 0xCB13)
  /// Per history match (cap × sequence), our engine's move and the reply to cb13's own move after
  /// each of the three runs it may take; all −1 when nothing matched.
  private var candidates: [Int]
  /// For the sequence being searched, how far back the run ending at each earlier place agrees
  /// with its end: a buffer kept from round to round.
  private var agreement: [Int] = []
  /// The likeliest move of the latest forecast, or −1.
  private(set) var likeliest = -1
  /// The natural logarithm of the odds that its likeliest move comes as often as it does for cb13
  /// rather than by chance.
  private(set) var logOdds = 0.0
  /// The same, but never below even, so that they rise again quickly after a bad stretch.
  private(set) var recentLogOdds = 0.0
  /// Whether the other player's latest moves have followed the model far better than chance.
  var identifiesPlayer: Bool { isFollowing && recentLogOdds >= Self.identifyingLogOdds }
  /// Whether the model still follows the other player; once it stops, ``distribution`` is nil.
  private(set) var isFollowing = true
  /// The other player's chances of throwing each move next, or nil once the model has stopped.
  private(set) var distribution: [Double]? = [1.0 / 3, 1.0 / 3, 1.0 / 3]

  init() {
    let count = Self.particleCount
    scores = Array(repeating: SIMD8(repeating: 3), count: count * Self.predictorCount)
    metaScores = Array(repeating: 3, count: count * Self.metaCount)
    predictions = Array(repeating: 0, count: count * Self.predictorCount)
    metas = Array(repeating: 0, count: count * Self.metaCount)
    forecasts = Array(repeating: 0, count: count)
    weights = Array(repeating: 1 / Double(count), count: count)
    candidates = Array(repeating: -1, count: Self.runCaps.count * 3 * 6)
    for particle in 0..<count {
      // It starts with every predictor on one random move and every meta-predictor on another.
      let first = UInt8(generator.next() % 3)
      let second = UInt8(generator.next() % 3)
      for index in 0..<Self.predictorCount { predictions[particle * Self.predictorCount + index] = first }
      for index in 0..<Self.metaCount { metas[particle * Self.metaCount + index] = second }
      forecasts[particle] = (second + 1) % 3
    }
  }

  /// cb13's chance of throwing at random once it has seen `rounds` rounds: one in ten, and
  /// whenever a number drawn from 3...40 exceeds the rounds.
  static func randomChance(afterRounds rounds: Int, share: Double = randomThrowShare) -> Double {
    let draws = Double(openingRounds - 2)
    let opening = rounds < 3 ? 1 : Double(max(0, openingRounds - rounds)) / draws
    return opening + (1 - opening) * share
  }

  /// Learns from one round (our engine's move and the other player's) and forecasts the next.
  mutating func update(engineMove: Int, theirMove: Int) {
    guard isFollowing else { return }
    let rounds = roundCount
    roundCount += 1
    judge(theirMove: theirMove, afterRounds: rounds)
    guard isFollowing else { return }
    weigh(
      theirMove: theirMove, random: Self.randomChance(afterRounds: rounds, share: Self.weighingRandomShare))
    sequences[0].append(UInt8(engineMove * 3 + theirMove))
    sequences[1].append(UInt8(engineMove))
    sequences[2].append(UInt8(theirMove))
    if sequences[1].count > 2 * Self.searchMemory {
      // Only the last rounds are searched: the memory stays bounded in a long game.
      for index in sequences.indices { sequences[index].removeFirst(Self.searchMemory) }
    }
    findCandidates()
    // Each score row's new score depends only on how the forecast fared: for a forecast of each
    // move, a factor and an addend per row, the same for every particle.
    var factors = [SIMD8<Double>](repeating: SIMD8(), count: 3)
    var addends = factors
    for row in 0..<Self.scoreRows {
      let actual = row % 2 == 0 ? engineMove : theirMove
      for forecast in 0..<3 {
        let (factor, addend) = Self.step(
          pair: row / 2, hit: actual == forecast, nearMiss: actual == (forecast + 1) % 3)
        factors[forecast][row] = factor
        addends[forecast][row] = addend
      }
    }
    for particle in 0..<Self.particleCount {
      advance(particle, engineMove: engineMove, factors: factors, addends: addends)
    }
    let random = Self.randomChance(afterRounds: rounds + 1)
    var chances = [random / 3, random / 3, random / 3]
    for particle in 0..<Self.particleCount {
      chances[Int(forecasts[particle])] += (1 - random) * weights[particle]
    }
    distribution = chances
    likeliest = chances.indices.max { chances[$0] < chances[$1] } ?? -1
  }

  /// Weighs the odds by whether the likeliest move came, once cb13 mostly follows its
  /// procedure, and stops when they are clearly against it.
  private mutating func judge(theirMove: Int, afterRounds rounds: Int) {
    guard rounds >= Self.openingRounds, likeliest >= 0 else { return }
    let evidence = theirMove == likeliest ? Self.logOddsOnHit : Self.logOddsOnMiss
    logOdds += evidence
    recentLogOdds = max(0, recentLogOdds + evidence)
    if logOdds < Self.droppingLogOdds {
      stop()
    }
  }

  /// Stops following the other player for the rest of the game, and lets the tables go (a game
  /// may go on for many thousand rounds).
  mutating func stop() {
    isFollowing = false
    distribution = nil
    likeliest = -1
    scores = []
    metaScores = []
    predictions = []
    metas = []
    agreement = []
    sequences = [[], [], []]
  }

  /// Weighs each particle by the chance it gave the other player's move, and resamples when the
  /// weight has gathered on a few.
  private mutating func weigh(theirMove: Int, random: Double) {
    var total = 0.0
    for particle in 0..<Self.particleCount {
      let chance = random / 3 + (forecasts[particle] == UInt8(theirMove) ? 1 - random : 0)
      weights[particle] *= chance
      total += weights[particle]
    }
    var sumOfSquares = 0.0
    for particle in 0..<Self.particleCount {
      weights[particle] /= total
      sumOfSquares += weights[particle] * weights[particle]
    }
    if 1 / sumOfSquares < Double(Self.particleCount) / 2 { resample() }
  }

  /// Systematic resampling: the particles are drawn in proportion to their weights with one
  /// random offset, then weigh the same.
  private mutating func resample() {
    let count = Self.particleCount
    let step = 1 / Double(count)
    var position = generator.nextUnit() * step
    var chosen: [Int] = []
    chosen.reserveCapacity(count)
    var cumulative = 0.0
    var source = 0
    for _ in 0..<count {
      while source < count - 1 && cumulative + weights[source] < position {
        cumulative += weights[source]
        source += 1
      }
      chosen.append(source)
      position += step
    }
    Self.gather(&scores, block: Self.predictorCount, from: chosen)
    Self.gather(&metaScores, block: Self.metaCount, from: chosen)
    Self.gather(&predictions, block: Self.predictorCount, from: chosen)
    Self.gather(&metas, block: Self.metaCount, from: chosen)
    for particle in 0..<count { weights[particle] = step }
  }

  /// Rebuilds `values`, a block per particle, with particle k's block copied from particle
  /// `sources[k]`'s.
  private static func gather<Value>(_ values: inout [Value], block: Int, from sources: [Int]) {
    let old = values
    old.withUnsafeBufferPointer { old in
      values.withUnsafeMutableBufferPointer { values in
        for (particle, source) in sources.enumerated() where particle != source {
          for index in 0..<block {
            values[particle * block + index] = old[source * block + index]
          }
        }
      }
    }
  }

  /// For each cap and sequence, the three runs cb13 may take: the latest earlier
  /// occurrence of the longest run (capped) that ends the sequence, the latest one ending before
  /// that one starts, and the first.
  private mutating func findCandidates() {
    let length = sequences[1].count
    let longestCap = Self.runCaps.max() ?? 0
    if agreement.count < length { agreement = Array(repeating: 0, count: 2 * Self.searchMemory + 1) }
    for (sequenceIndex, sequence) in sequences.enumerated() {
      // How far back the run ending at each earlier place agrees with the sequence's end.
      let start = max(0, length - 1 - Self.searchMemory)
      var longest = 0
      if length >= 2 {
        for end in stride(from: length - 2, through: start, by: -1) {
          var run = 0
          while run < longestCap && end - run >= start && sequence[end - run] == sequence[length - 1 - run] {
            run += 1
          }
          agreement[end] = run
          longest = max(longest, run)
        }
      }
      for (capIndex, cap) in Self.runCaps.enumerated() {
        let slot = (capIndex * 3 + sequenceIndex) * 6
        let run = min(longest, cap)
        guard run >= 1 else {
          for index in 0..<6 { candidates[slot + index] = -1 }
          continue
        }
        var latest = -1
        var first = -1
        for end in stride(from: length - 2, through: start, by: -1) where agreement[end] >= run {
          if latest < 0 { latest = end }
          first = end
        }
        var beforeLatest = latest
        if latest - run >= start {
          for end in stride(from: latest - run, through: start, by: -1) where agreement[end] >= run {
            beforeLatest = end
            break
          }
        }
        for (index, end) in [(0, latest), (1, beforeLatest), (2, first)] {
          candidates[slot + 2 * index] = Int(sequences[1][end + 1])
          candidates[slot + 2 * index + 1] = (Int(sequences[2][end + 1]) + 1) % 3
        }
      }
    }
  }

  /// Plays one round through one particle: scores its forecasts on the round's moves, wipes out
  /// (by chance) the meta-predictors that missed, draws its runs for the next round and chooses.
  private mutating func advance(
    _ particle: Int, engineMove: Int, factors: [SIMD8<Double>], addends: [SIMD8<Double>]
  ) {
    let predictorCount = Self.predictorCount
    let predictionBase = particle * predictorCount
    // Each row's leader is found as it is scored (the first of equal scores, as cb13 picks):
    // cb13 picks by index, and only then are the predictors' forecasts replaced.
    var leaders = SIMD8<Int64>()
    scores.withUnsafeMutableBufferPointer { scores in
      predictions.withUnsafeBufferPointer { predictions in
        var best = SIMD8<Double>(repeating: -.infinity)
        for index in 0..<predictorCount {
          let forecast = Int(predictions[predictionBase + index])
          let score = scores[predictionBase + index] * factors[forecast] + addends[forecast]
          scores[predictionBase + index] = score
          let better = score .> best
          best.replace(with: score, where: better)
          leaders.replace(with: Int64(index), where: better)
        }
      }
    }
    let metaBase = particle * Self.metaCount
    for index in 0..<Self.metaCount {
      let forecast = Int(metas[metaBase + index])
      let hit = engineMove == forecast
      let miss = engineMove == (forecast + 2) % 3
      var score = 0.94 * metaScores[metaBase + index] + (hit ? 1 : 0) - (miss ? 1 : 0)
      if (miss && generator.nextUnit() < Self.resetChance) || score < 0 { score = 0 }
      metaScores[metaBase + index] = score
    }
    for match in 0..<(Self.runCaps.count * 3) {
      let slot = match * 6
      guard candidates[slot] >= 0 else { continue }
      let draw = generator.nextUnit()
      let chosen = draw < 0.6 ? 0 : draw < 0.8 ? 1 : 2
      // Its predictor 2·sequence + 6·cap takes our engine's move, the next the reply to its own.
      let capIndex = match / 3
      let sequenceIndex = match % 3
      let index = 2 * sequenceIndex + 6 * capIndex
      predictions[predictionBase + index] = UInt8(candidates[slot + 2 * chosen])
      predictions[predictionBase + index + 1] = UInt8(candidates[slot + 2 * chosen + 1])
    }
    let base = 18
    for index in base..<predictorCount {
      // Predictors 18 on turn the first 18 round the circle: by two places, then by four.
      predictions[predictionBase + index] = (predictions[predictionBase + index - base] + 2) % 3
    }
    for row in stride(from: 0, to: Self.scoreRows, by: 2) {
      metas[metaBase + row] = predictions[predictionBase + Int(leaders[row])]
      metas[metaBase + row + 1] = (predictions[predictionBase + Int(leaders[row + 1])] + 1) % 3
    }
    for index in 8..<Self.metaCount {
      metas[metaBase + index] = (metas[metaBase + index - 8] + 2) % 3
    }
    var best = 0
    for index in 1..<Self.metaCount where metaScores[metaBase + index] > metaScores[metaBase + best] {
      best = index
    }
    forecasts[particle] = (metas[metaBase + best] + 1) % 3
  }

  /// How a score of each pair of rows follows a forecast: fading by 0.8 with ±3; fading by 0.87
  /// with 3.3 for a hit, −0.9 for a near miss and −3 for a miss; hits added and a miss wiping it
  /// out; hits added and a miss or near miss wiping it out.
  private static func step(pair: Int, hit: Bool, nearMiss: Bool) -> (factor: Double, addend: Double) {
    let miss = !hit && !nearMiss
    switch pair {
    case 0: return (0.8, hit ? 3 : miss ? -3 : 0)
    case 1: return (0.87, hit ? 3.3 : nearMiss ? -0.9 : -3)
    case 2: return miss ? (0, 0) : (1, hit ? 3 : 0)
    default: return hit ? (1, 3) : (0, 0)
    }
  }
}
