/// The rpscontest bot scattershot (licatj, 18th on the leaderboard of the rpscontest archive of
/// JoseJoy249/Rock_paper_scissors_agent): one copy of its mind, with draws of its own.
///
/// Fifteen strategies guess the other player's next move: two frequency counts, four guesses
/// sampled from what followed, before, the runs of 3 and 4 rounds that preceded the latest round (the
/// later sequels likelier), eight
/// forward and backward history matches (``LicatjTables/matches(backwardShortens:)``) and a random
/// move. Each guess is read three ways (as it is, and second-guessed once and twice), and the 45
/// readings are scored: fading by 0.85, 5 for a guess that came true, −5 for one the other player
/// beat, and the round's result to the reading the bot played. A meta-reading (the bot's throw
/// second-guessed) is scored alike. The bot throws what beats the best reading, choosing among
/// ties at random, or the meta-reading when that scores higher. A reading with no guess (a match
/// that found nothing) makes it fall back on "henny" (``LicatjTables/hennyChances``), as it does
/// from its 501st round on for as long as it is behind.
///
/// The bot's draws are its secret, so ``LicatjModel`` follows many copies, each with its own
/// draws, and keeps those whose throws agree with the bot's. The arithmetic follows the bot's,
/// operation by operation, so that ties come out the same.
struct Scattershot: LicatjMind {
  static let strategyCount = 15
  static let readingCount = strategyCount * 3
  /// The strategies whose guesses are drawn at random: four sampled from the runs' sequels from
  /// this one on (the bot's and the other player's move of the pair drawn for runs of 3, then 4),
  /// and the random one.
  static let firstSampledStrategy = 2
  static let randomStrategy = 14
  /// From this round on the bot falls back on henny while it is behind.
  static let hennyRound = 500

  private(set) var scores = [Double](repeating: 0, count: readingCount)
  /// Each reading's guess of the other player's next move, or −1 for none.
  private(set) var guesses = [Int](repeating: -1, count: readingCount)
  private(set) var metaScore = 0.0
  private(set) var metaGuess = -1
  /// The reading the bot played last (−1 the meta-reading, −2 none yet).
  private(set) var lastChosen = -2

  /// The best readings, and whether the meta-reading overrides them, worked out once a round.
  private(set) var leadingReadings = Array(0..<readingCount)
  private(set) var metaOverrides = false

  func leaders() -> (readings: [Int], metaOverrides: Bool) {
    (leadingReadings, metaOverrides)
  }

  private mutating func findLeaders() {
    var best = scores[0]
    for reading in 1..<Self.readingCount where scores[reading] > best { best = scores[reading] }
    leadingReadings.removeAll(keepingCapacity: true)
    for reading in 0..<Self.readingCount where scores[reading] == best { leadingReadings.append(reading) }
    metaOverrides = metaScore > best
  }

  /// The bot's throw if it plays `reading` (one of ``leaders()``), or nil if it falls back on henny.
  func throwFor(reading: Int, metaOverrides: Bool) -> Int? {
    let guess = guesses[reading]
    guard guess >= 0 else { return nil }
    return (guess + (metaOverrides ? 2 : 1)) % 3
  }

  /// The chance of each of the bot's throws, its ties broken evenly.
  func chances(henny: SIMD3<Double>) -> SIMD3<Double> {
    var chances = SIMD3<Double>(repeating: 0)
    let share = 1 / Double(leadingReadings.count)
    for reading in leadingReadings {
      if let move = throwFor(reading: reading, metaOverrides: metaOverrides) {
        chances[move] += share
      } else {
        chances += share * henny
      }
    }
    return chances
  }

  /// Settles which reading the bot played, given its throw: one of the leaders that would have
  /// thrown it (weighed as the bot's ties are), or any leader if none would.
  mutating func settle(thrown: Int?, henny: SIMD3<Double>, using generator: inout SeededGenerator) {
    let readings = leadingReadings
    guard readings.count > 1 else {
      play(reading: readings[0], metaOverrides: metaOverrides)
      return
    }
    func weight(_ reading: Int) -> Double {
      guard let thrown else { return 1 }
      guard let move = throwFor(reading: reading, metaOverrides: metaOverrides) else { return henny[thrown] }
      return move == thrown ? 1 : 0
    }
    var total = 0.0
    for reading in readings { total += weight(reading) }
    var pick = readings[Int(generator.next() % UInt64(readings.count))]
    if total > 0 {
      var target = Double(generator.next() >> 11) * 0x1p-53 * total
      for reading in readings where weight(reading) > 0 {
        pick = reading
        target -= weight(reading)
        if target < 0 { break }
      }
    }
    play(reading: pick, metaOverrides: metaOverrides)
  }

  /// Plays `reading`: the bot remembers it, and its meta-reading becomes its throw second-guessed.
  mutating func play(reading: Int, metaOverrides: Bool) {
    let guess = guesses[reading]
    metaGuess = guess >= 0 ? (guess + 2) % 3 : -1
    lastChosen = metaOverrides ? -1 : reading
  }

  /// Learns a round the bot plays by its strategies: scores every reading by the other player's
  /// latest move and the bot's result, then takes the new guesses (`shared`, per strategy, for
  /// the ones that follow from the rounds) and draws its own.
  mutating func learn(
    other: Int, result: Int, shared: [Int], tables: LicatjTables, using generator: inout SeededGenerator
  ) {
    let beaten = (other + 1) % 3
    for reading in 0..<Self.readingCount {
      var score = scores[reading] * 0.85
      if guesses[reading] == other {
        score += 5
      } else if guesses[reading] == beaten {
        score -= 5
      }
      scores[reading] = score
    }
    metaScore *= 0.85
    if metaGuess == other {
      metaScore += 3
    } else if metaGuess == beaten {
      metaScore -= 3
    }
    if lastChosen == -1 {
      metaScore += Double(result)
    } else if lastChosen >= 0 {
      scores[lastChosen] += Double(result)
    }
    for strategy in 0..<Self.strategyCount { setGuesses(strategy, from: shared[strategy]) }
    // The bot samples one pair per run length and reads both of its moves.
    for run in LicatjTables.runLengths.indices {
      let pair = LicatjTables.draw(from: tables.candidates(run), using: &generator)
      setGuesses(Self.firstSampledStrategy + 2 * run, from: pair / 3)
      setGuesses(Self.firstSampledStrategy + 2 * run + 1, from: pair % 3)
    }
    setGuesses(Self.randomStrategy, from: Int(generator.next() % 3))
    findLeaders()
  }

  /// A strategy's three readings of its guess `base` (−1 for none): as it is, and second-guessed
  /// once and twice.
  private mutating func setGuesses(_ strategy: Int, from base: Int) {
    for shift in 0..<3 { guesses[strategy * 3 + shift] = base < 0 ? -1 : (base + 3 - shift) % 3 }
  }

  /// Whether the bot falls back on henny for its next round: from round 500 on, while the rounds
  /// so far (`rounds` of them) leave it behind. It then learns nothing until it is level again.
  static func fallsBack(rounds: Int, net: Int) -> Bool {
    rounds >= hennyRound && net < 0
  }

  /// It never panics.
  static func panics(losingStreak: Int) -> Bool { false }

  /// Chooses as the bot does, among its best readings at random. Returns its throw, or nil for
  /// henny.
  mutating func choose(using generator: inout SeededGenerator) -> Int? {
    let (readings, overrides) = leaders()
    let reading = readings[Int(generator.next() % UInt64(readings.count))]
    play(reading: reading, metaOverrides: overrides)
    return throwFor(reading: reading, metaOverrides: overrides)
  }

  /// The strategies' guesses that follow from the rounds (−1 for the drawn ones, and for a match
  /// that found nothing), once `tables` has learnt the latest round.
  static func sharedGuesses(_ tables: LicatjTables) -> [Int] {
    var bases = [Int](repeating: -1, count: strategyCount)
    bases[0] = LicatjTables.frequencyPick(tables.otherCounts)
    bases[1] = (LicatjTables.frequencyPick(tables.ownCounts) + 1) % 3
    let found = tables.matches(backwardShortens: true)
    let own = found.map { $0.map { $0 / 3 } ?? -1 }
    let other = found.map { $0.map { $0 % 3 } ?? -1 }
    // The bot's order, its slip included: the last two both read the other player's move after
    // the second backward match.
    bases[6...13] = [own[0], own[1], other[0], other[1], own[2], other[3], other[2], other[3]]
    return bases
  }
}
