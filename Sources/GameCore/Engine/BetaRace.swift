import Foundation

/// The chance that each of several Beta-distributed draws is the largest: how often Thompson
/// sampling picks each arm of a bandit whose arms' scores are Beta(α, β).
///
/// The chance is ∫ f_k(x) ∏_{j≠k} F_j(x) dx, summed over a grid that spans every draw's likely
/// values (eight standard deviations either side of each mean): densities are weighed at the
/// grid's points and normalised there, and each distribution function is its density's sum below
/// a point plus half the point's own, so equal parameters give exactly equal chances.
enum BetaRace {
  static let points = 192

  /// The chance that draw `k`, from Beta(`alphas[k]`, `betas[k]`), is the largest; every
  /// parameter at least 1.
  static func chances(alphas: [Double], betas: [Double]) -> [Double] {
    let count = alphas.count
    guard count > 1 else { return Array(repeating: 1, count: count) }
    var low = 1.0
    var high = 0.0
    for arm in 0..<count {
      let (alpha, beta) = (alphas[arm], betas[arm])
      let total = alpha + beta
      let mean = alpha / total
      let spread = (alpha * beta / (total * total * (total + 1))).squareRoot()
      low = min(low, mean - 8 * spread)
      high = max(high, mean + 8 * spread)
    }
    low = max(low, 0)
    high = min(high, 1)
    let step = (high - low) / Double(points)
    let logs = (0..<points).map { point -> (Double, Double) in
      let x = low + (Double(point) + 0.5) * step
      return (log(x), log1p(-x))
    }
    var densities = [[Double]](repeating: [], count: count)
    var below = [[Double]](repeating: [], count: count)
    var allBelow = [Double](repeating: 1, count: points)
    for arm in 0..<count {
      let (alpha, beta) = (alphas[arm], betas[arm])
      var logDensity = logs.map { (alpha - 1) * $0.0 + (beta - 1) * $0.1 }
      let largest = logDensity.max() ?? 0
      for point in 0..<points { logDensity[point] = exp(logDensity[point] - largest) }
      let total = logDensity.reduce(0, +)
      let density = logDensity.map { $0 / total }
      var cumulative = 0.0
      var distribution = [Double](repeating: 0, count: points)
      for point in 0..<points {
        distribution[point] = cumulative + density[point] / 2
        cumulative += density[point]
        allBelow[point] *= distribution[point]
      }
      densities[arm] = density
      below[arm] = distribution
    }
    var chances = [Double](repeating: 0, count: count)
    for arm in 0..<count {
      var chance = 0.0
      for point in 0..<points where densities[arm][point] > 0 {
        chance += densities[arm][point] * allBelow[point] / below[arm][point]
      }
      chances[arm] = chance
    }
    let total = chances.reduce(0, +)
    guard total > 0 else { return Array(repeating: 1 / Double(count), count: count) }
    return chances.map { $0 / total }
  }
}
