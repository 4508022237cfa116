import Foundation

/// How likely chance alone is to give a count at least as high: the one-sided tail of the
/// binomial distribution, worked out in logarithms so that thousands of trials neither
/// overflow nor round to nothing.
///
/// ```swift
/// BinomialTail.chanceOfAtLeast(17, in: 30, share: 1.0 / 3)  // ≈ 0.007
/// ```
enum BinomialTail {
  /// The chance that at least `count` of `trials` independent trials, each succeeding with
  /// probability `share`, succeed.
  static func chanceOfAtLeast(_ count: Int, in trials: Int, share: Double) -> Double {
    guard count > 0 else { return 1 }
    guard count <= trials, share > 0 else { return 0 }
    guard share < 1 else { return 1 }
    let (logShare, logRest) = (log(share), log(1 - share))
    var term = exp(
      lgamma(Double(trials + 1)) - lgamma(Double(count + 1)) - lgamma(Double(trials - count + 1))
        + Double(count) * logShare + Double(trials - count) * logRest)
    var total = term
    for hits in count..<trials {
      term *= Double(trials - hits) / Double(hits + 1) * share / (1 - share)
      total += term
      // The terms only shrink past the mean: once they are too small to count, stop.
      if Double(hits) > Double(trials) * share, term < total * 1e-15 { break }
    }
    return min(1, total)
  }
}
