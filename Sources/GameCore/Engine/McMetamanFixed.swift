/// The rpscontest bot McMetamanFixed (licatj, in the rpscontest archive of t-vaudry/RPS): one copy
/// of its mind, with draws of its own.
///
/// Fourteen strategies guess the other player's next move: four guesses sampled from what followed
/// the runs of 3 and 4 rounds that preceded the latest round, eight forward and backward history matches
/// (``LicatjTables/matches(backwardShortens:)``, the backward ones tried once) and two frequency
/// counts. Each guess is read three ways, and the 42 readings are scored three ways, as
/// Centrifugal Bumblepuppy 1003 scores. Each scoring names a reading, chosen at random among its
/// ties; those three are scored in turn, and the bot throws what beats the best one's guess, again
/// at random among ties. It falls back on "henny" (``LicatjTables/hennyChances``) when that
/// reading has no guess and after more than ten losses in a row (learning as usual), and for as
/// long as it is more than 50 behind (learning nothing).
///
/// Its draws are its secret, so ``LicatjModel`` follows many copies. The arithmetic
/// follows the bot's, operation by operation, so that ties come out the same.
struct McMetamanFixed: LicatjMind {
  static let strategyCount = 14
  static let readingCount = strategyCount * 3
  static let scoringCount = 3
  /// The four strategies sampled from the runs' sequels come first: the bot's and the other
  /// player's move of the pair drawn for runs of 3, then 4.
  static let firstSampledStrategy = 0
  /// It falls back on henny, learning nothing, while its net is below this, and returns to its
  /// strategies once it is not.
  static let lowestNet = -50
  /// It panics, throwing by henny for a round, after more losses in a row than this.
  static let losingStreak = 10

  /// Per scoring, per reading.
  private(set) var scores = [Double](repeating: 0, count: scoringCount * readingCount)
  /// Each reading's guess of the other player's next move, or −1 for none.
  private(set) var guesses = [Int](repeating: -1, count: readingCount)
  private(set) var metaScores = [Double](repeating: 0, count: scoringCount)
  /// Each scoring's chosen reading's guess, or −1 for none.
  private(set) var metaGuesses = [Int](repeating: -1, count: scoringCount)

  /// Per scoring, the share of its tied best readings guessing rock, paper, scissors, and
  /// nothing, and the scorings whose meta score is best, worked out once a round.
  private var shares = [SIMD4<Double>](repeating: SIMD4(0, 0, 0, 1), count: scoringCount)
  private var leadingScorings = Array(0..<scoringCount)

  private mutating func findLeaders() {
    for scoring in 0..<Self.scoringCount {
      let row = scoring * Self.readingCount
      var best = scores[row]
      for reading in 1..<Self.readingCount where scores[row + reading] > best { best = scores[row + reading] }
      var counts = SIMD4<Double>(repeating: 0)
      for reading in 0..<Self.readingCount where scores[row + reading] == best {
        counts[guesses[reading] < 0 ? 3 : guesses[reading]] += 1
      }
      shares[scoring] = counts / counts.sum()
    }
    let best = metaScores.max() ?? 0
    leadingScorings.removeAll(keepingCapacity: true)
    for scoring in 0..<Self.scoringCount where metaScores[scoring] == best { leadingScorings.append(scoring) }
  }

  /// The chance of each of the bot's throws, its ties broken evenly, unless it panics.
  func chances(henny: SIMD3<Double>) -> SIMD3<Double> {
    var chances = SIMD3<Double>(repeating: 0)
    for scoring in leadingScorings {
      let share = shares[scoring]
      // It throws what beats the guess.
      chances += SIMD3(share[2], share[0], share[1]) + share[3] * henny
    }
    return chances / Double(leadingScorings.count)
  }

  /// Settles what each scoring chose, given the bot's throw (nil when it panicked, which says
  /// nothing of them): the leading scoring's choice agrees with the throw where one can.
  mutating func settle(thrown: Int?, henny: SIMD3<Double>, using generator: inout SeededGenerator) {
    for scoring in 0..<Self.scoringCount {
      metaGuesses[scoring] = Self.pickGuess(shares[scoring], using: &generator)
    }
    guard let thrown else { return }
    // The share of each leader's choices that throw `thrown`: its guess beaten, or henny.
    func fitting(_ scoring: Int) -> SIMD4<Double> {
      var weights = SIMD4<Double>(repeating: 0)
      weights[(thrown + 2) % 3] = shares[scoring][(thrown + 2) % 3]
      weights[3] = shares[scoring][3] * henny[thrown]
      return weights
    }
    var totals = SIMD4<Double>(repeating: 0)
    for (index, scoring) in leadingScorings.enumerated() { totals[index] = fitting(scoring).sum() }
    guard totals.sum() > 0 else { return }
    let leader = leadingScorings[Self.pick(totals, using: &generator)]
    metaGuesses[leader] = Self.pickGuess(fitting(leader), using: &generator)
  }

  /// Chooses as the bot does: each scoring's reading at random among its ties, then the scoring
  /// at random among the best. Returns its throw (what beats the guess), or nil for henny.
  mutating func choose(using generator: inout SeededGenerator) -> Int? {
    for scoring in 0..<Self.scoringCount {
      metaGuesses[scoring] = Self.pickGuess(shares[scoring], using: &generator)
    }
    let guess = metaGuesses[leadingScorings[Int(generator.next() % UInt64(leadingScorings.count))]]
    return guess >= 0 ? (guess + 1) % 3 : nil
  }

  /// A guess drawn with chances proportional to `weights` (rock, paper, scissors, none: −1).
  private static func pickGuess(_ weights: SIMD4<Double>, using generator: inout SeededGenerator) -> Int {
    let index = pick(weights, using: &generator)
    return index == 3 ? -1 : index
  }

  /// An index drawn with chances proportional to `weights`.
  private static func pick(_ weights: SIMD4<Double>, using generator: inout SeededGenerator) -> Int {
    var target = Double(generator.next() >> 11) * 0x1p-53 * weights.sum()
    var chosen = 0
    for index in 0..<4 where weights[index] > 0 {
      chosen = index
      target -= weights[index]
      if target < 0 { break }
    }
    return chosen
  }

  /// Whether the bot falls back on henny for its next round, learning nothing: while it is more
  /// than 50 behind.
  static func fallsBack(rounds: Int, net: Int) -> Bool { net < lowestNet }

  /// Whether it throws by henny for its next round, though it learns as usual: after more than
  /// ten losses in a row.
  static func panics(losingStreak: Int) -> Bool { losingStreak > Self.losingStreak }

  /// Learns a round the bot plays by its strategies: scores every reading (three ways) and each
  /// scoring's choice by the other player's latest move, then takes the new guesses (`shared`,
  /// per strategy, for the ones that follow from the rounds) and draws its own.
  mutating func learn(
    other: Int, result: Int, shared: [Int], tables: LicatjTables, using generator: inout SeededGenerator
  ) {
    let beaten = (other + 1) % 3
    for reading in 0..<Self.readingCount {
      let guess = guesses[reading]
      guard guess >= 0 else { continue }
      let hit = guess == other ? 1.0 : 0
      let miss = guess == beaten ? 1.0 : 0
      let near = (guess + 1) % 3 == other ? 1.0 : 0
      let first = 0.75 * scores[reading] + 5 * hit - 4 * miss
      scores[reading] = first > 0 ? first : 0
      let second = Self.readingCount + reading
      scores[second] = 0.87 * scores[second] + 3.3 * hit - 3.0 * miss - 0.9 * near
      let third = 2 * Self.readingCount + reading
      scores[third] = (scores[third] + 3 * hit) * (1 - miss)
    }
    for scoring in 0..<Self.scoringCount where metaGuesses[scoring] >= 0 {
      let guess = metaGuesses[scoring]
      let score =
        0.8 * metaScores[scoring] + 3 * (guess == other ? 1.0 : 0) - 3 * (guess == beaten ? 1.0 : 0)
      metaScores[scoring] = score > 0 ? score : 0
    }
    for strategy in 0..<Self.strategyCount { setGuesses(strategy, from: shared[strategy]) }
    for run in LicatjTables.runLengths.indices {
      let pair = LicatjTables.draw(from: tables.candidates(run), using: &generator)
      setGuesses(Self.firstSampledStrategy + 2 * run, from: pair / 3)
      setGuesses(Self.firstSampledStrategy + 2 * run + 1, from: pair % 3)
    }
    findLeaders()
  }

  /// A strategy's three readings of its guess `base` (−1 for none): as it is, and second-guessed
  /// once and twice.
  private mutating func setGuesses(_ strategy: Int, from base: Int) {
    for shift in 0..<3 { guesses[strategy * 3 + shift] = base < 0 ? -1 : (base + 3 - shift) % 3 }
  }

  /// The strategies' guesses that follow from the rounds (−1 for the drawn ones, and for a match
  /// that found nothing), once `tables` has learnt the latest round.
  static func sharedGuesses(_ tables: LicatjTables) -> [Int] {
    var bases = [Int](repeating: -1, count: strategyCount)
    let found = tables.matches(backwardShortens: false)
    let own = found.map { $0.map { $0 / 3 } ?? -1 }
    let other = found.map { $0.map { $0 % 3 } ?? -1 }
    bases[4...5] = [own[0], own[1]]
    bases[6] = LicatjTables.frequencyPick(tables.otherCounts)
    bases[7] = (LicatjTables.frequencyPick(tables.ownCounts) + 1) % 3
    bases[8...13] = [other[0], other[1], own[2], own[3], other[2], other[3]]
    return bases
  }
}
