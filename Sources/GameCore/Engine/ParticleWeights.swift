/// The weights of a particle filter's copies of a bot's mind (``LicatjModel``,
/// ``DNAPolymeraseModel``): each copy is weighed by the chance it gave the bot's throw, and once
/// the weight has gathered on a few, systematic resampling keeps each copy about as many times as
/// its share.
struct ParticleWeights: Sendable {
  private(set) var weights: [Double]

  init(count: Int) {
    weights = [Double](repeating: 1 / Double(count), count: count)
  }

  /// Weighs each copy by `chance(copy)` as if `randomShare` of the bot's throws were random
  /// beyond the copies' own chances: a copy that missed keeps some weight, so the copies stay
  /// diverse enough to follow the bot's draws. Returns whether resampling is due.
  mutating func weigh(randomShare: Double, chance: (Int) -> Double) -> Bool {
    var total = 0.0
    for copy in weights.indices {
      weights[copy] *= randomShare / 3 + (1 - randomShare) * chance(copy)
      total += weights[copy]
    }
    var sumOfSquares = 0.0
    for copy in weights.indices {
      weights[copy] = total > 0 ? weights[copy] / total : 1 / Double(weights.count)
      sumOfSquares += weights[copy] * weights[copy]
    }
    return 1 / sumOfSquares < Double(weights.count) / 2
  }

  /// Systematic resampling: the copies to keep, in order, each about as many times as its
  /// weight's share; the weights are even again after.
  mutating func resample(using generator: inout SeededGenerator) -> [Int] {
    let count = weights.count
    let step = 1 / Double(count)
    var position = generator.nextUnit() * step
    var cumulative = weights[0]
    var source = 0
    var kept: [Int] = []
    kept.reserveCapacity(count)
    for _ in 0..<count {
      while position > cumulative && source < count - 1 {
        source += 1
        cumulative += weights[source]
      }
      kept.append(source)
      position += step
    }
    weights = [Double](repeating: step, count: count)
    return kept
  }
}
