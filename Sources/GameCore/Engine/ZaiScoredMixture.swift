/// zdg's way of mixing guesses at a throw, shared by the zailast bots' mixers
/// (``ZaiLastMixerNode``) and zai_counts_combo_2's two strategies (``ZaiCountsCombo``): each guess
/// is scored by how it fared against the other player's throw, fading by ``decay``, and the guesses
/// are added weighed by their scores' sizes, each turned to what beats it while its score is below
/// zero.
struct ZaiScoredMixture: Sendable {
  let decay: Double
  /// Whether a guess that lost the latest round has its score set to zero (zailast v4's fast mixer).
  let dropsLosers: Bool
  private var guesses: [SIMD3<Double>]
  private var scores: [Double]

  init(decay: Double, count: Int, firstScore: Double = 0, dropsLosers: Bool = false) {
    self.decay = decay
    self.dropsLosers = dropsLosers
    guesses = Array(repeating: SIMD3(repeating: 0), count: count)
    scores = Array(repeating: 0, count: count)
    scores[0] = firstScore
  }

  /// Scores the guesses last mixed against the other player's latest throw.
  mutating func score(otherLatest: Int) {
    for guess in guesses.indices {
      var latestScore = 0.0
      for hand in 0..<3 { latestScore += guesses[guess][hand] * Double((hand - otherLatest + 4) % 3 - 1) }
      scores[guess] = dropsLosers && latestScore < 0 ? 0 : scores[guess] * decay + latestScore
    }
  }

  /// Mixes new guesses, one for each scored, and keeps them to be scored next round.
  mutating func mix(_ newGuesses: [SIMD3<Double>]) -> SIMD3<Double> {
    guesses = newGuesses
    var mixture = SIMD3<Double>(repeating: 0)
    for (guess, score) in zip(newGuesses, scores) {
      let turn = score < 0 ? 1 : 0
      for hand in 0..<3 { mixture[hand] += guess[(hand + turn) % 3] * abs(score) }
    }
    return mixture
  }
}
