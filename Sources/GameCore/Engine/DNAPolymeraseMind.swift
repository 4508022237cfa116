/// One copy of the mind of DNA Polymerase V or its Ausf. B, C or D: its 30 or 33 guesses of the
/// other player's next throw, their scores, and the chance of each of its next throws
/// (``chances``).
///
/// Every round each guess is scored as the variant scores (``DNAPolymeraseStrands/Variant``). The
/// guesses are the strands' readings (``DNAPolymeraseStrands``) and each one's two turns (what it
/// beats, and what that beats), the helicase guesses, a guess drawn at random, and, after 50
/// rounds, the tables' guesses and their turns. The bot throws what beats the guess with the
/// highest score (the first of equals) four times in five, and at random otherwise or when every
/// score is below zero.
///
/// Some guesses are drawn at random, and the draws are the bot's own; a copy draws its own with
/// `draw` (given the guess's place), which is why ``DNAPolymeraseModel`` follows many.
struct DNAPolymeraseMind: Sendable {
  /// The bot's share of rounds thrown at random whatever its scores.
  static let randomShare = 0.2

  let variant: DNAPolymeraseStrands.Variant
  private(set) var guesses: [UInt8]
  private(set) var scores: [Double]

  /// The bot before its first round: guesses all drawn, scores from the number of guesses down
  /// to 1.
  init(variant: DNAPolymeraseStrands.Variant, draw: (Int) -> Int) {
    self.variant = variant
    guesses = (0..<variant.guessCount).map { UInt8(draw($0)) }
    scores = (0..<variant.guessCount).map { Double(variant.guessCount - $0) }
  }

  /// Scores the guesses against the other player's throw, then makes the next from `readings`.
  mutating func learn(other: Int, readings: DNAPolymeraseStrands.Readings, draw: (Int) -> Int) {
    let count = Double(variant.guessCount)
    for index in scores.indices {
      let guess = Int(guesses[index])
      switch variant.scoring {
      case .faded(let hit, let beaten, let missed):
        scores[index] *= 0.87
        if other == guess {
          scores[index] += count * hit
        } else if other == (guess + 2) % 3 {
          scores[index] -= count * beaten
        } else {
          scores[index] -= count * missed
        }
      case .counted:
        if other == guess {
          scores[index] += 1
        } else if other == (guess + 2) % 3 {
          scores[index] = 0
        }
      }
    }
    // Each strand gives two guesses; where it has no match, the bot draws one for the first
    // place and the second strand's first (the first strand's second is left as it was).
    let places = [(0, 1), (2, 3), (4, 5), (6, 7)]
    for (strand, (first, second)) in places.enumerated() {
      if let match = readings.matches[strand] {
        guesses[first] = UInt8(match.other)
        guesses[second] = UInt8(match.beatsOwn)
      } else {
        let drawn = UInt8(draw(first))
        guesses[first] = drawn
        guesses[strand == 0 ? 2 : second] = drawn
      }
    }
    for index in 8..<24 { guesses[index] = Self.whatItBeats(guesses[index - 8]) }
    guesses[26] = UInt8(draw(26))
    guesses[24] = UInt8(readings.ownHelicase)
    guesses[25] = UInt8(readings.otherHelicase)
    if let table = readings.table {
      guesses[27] = UInt8(Self.value(table, drawing: 27, with: draw))
      for index in [28, 29] { guesses[index] = Self.whatItBeats(guesses[index - 1]) }
      if let mirrored = readings.mirroredTable {
        guesses[30] = UInt8(Self.value(mirrored, drawing: 30, with: draw))
        for index in [31, 32] { guesses[index] = Self.whatItBeats(guesses[index - 1]) }
      }
    } else {
      for index in 27..<scores.count { scores[index] = 0 }
    }
  }

  /// The chance of each of the bot's next throws.
  var chances: SIMD3<Double> {
    var best = 0
    for index in scores.indices.dropFirst() where scores[index] > scores[best] { best = index }
    guard scores[best] >= 0 else { return SIMD3(repeating: 1.0 / 3) }
    var chances = SIMD3<Double>(repeating: Self.randomShare / 3)
    chances[(Int(guesses[best]) + 1) % 3] += 1 - Self.randomShare
    return chances
  }

  /// What a guess beats.
  private static func whatItBeats(_ guess: UInt8) -> UInt8 { (guess + 2) % 3 }

  private static func value(
    _ guess: DNAPolymeraseStrands.Guess, drawing place: Int, with draw: (Int) -> Int
  ) -> Int {
    switch guess {
    case .move(let move): move
    case .drawn: draw(place)
    }
  }
}
