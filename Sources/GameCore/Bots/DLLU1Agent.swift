/// Plays as one of dllu's rpscontest bots dllu1, dllu1_defensive and dllu1_randomer does (see
/// ``DLLU1Scores``): it throws what beats its leading meta-predictor's move, unless chance takes
/// the throw by that bot's rules, and the jittered bots add noise to their meta-predictors'
/// scores every round. Its chance comes from its own seeded generator. For the classic rules
/// only, as the bots are.
public struct DLLU1Agent: Opponent {
  public enum Variant: String, CaseIterable, Sendable {
    case dllu1
    case defensive = "dllu1_defensive"
    case randomer = "dllu1_randomer"
  }

  /// The jitter's width, as the bots have it.
  static let dithering = 0.7

  public let variant: Variant
  private let floorDivision: Bool
  private var generator: SeededGenerator
  private var scores: DLLU1Scores
  private var ownMoves: [UInt8] = []
  private var otherMoves: [UInt8] = []
  private var ownMatcher = DLLU1Agent.makeMatcher(alphabetSize: 3)
  private var otherMatcher = DLLU1Agent.makeMatcher(alphabetSize: 3)
  private var pairMatcher = DLLU1Agent.makeMatcher(alphabetSize: 9)

  /// `floorDivision` divides as the bots did under Python 2.
  public init(variant: Variant, seed: UInt64, floorDivision: Bool = false) {
    self.variant = variant
    self.floorDivision = floorDivision
    var generator = SeededGenerator(seed: seed)
    scores = Self.makeScores(floorDivision: floorDivision, using: &generator)
    self.generator = generator
  }

  public var name: String { variant.rawValue }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bots play rock, paper, scissors")
    if history.count < ownMoves.count {
      // A new match: the bot starts over.
      scores = Self.makeScores(floorDivision: floorDivision, using: &generator)
      (ownMoves, otherMoves) = ([], [])
      ownMatcher = Self.makeMatcher(alphabetSize: 3)
      otherMatcher = Self.makeMatcher(alphabetSize: 3)
      pairMatcher = Self.makeMatcher(alphabetSize: 9)
    }
    // As an opponent it sees the rounds from its side: its throws are their `computer`.
    for round in history[ownMoves.count...] {
      let own = round.computer.rawValue
      let other = round.player.rawValue
      ownMoves.append(UInt8(own))
      otherMoves.append(UInt8(other))
      ownMatcher.append(own)
      otherMatcher.append(other)
      pairMatcher.append(other * 3 + own)
      let jitters =
        variant == .dllu1
        ? nil : (0..<DLLU1Scores.metaCount).map { _ in (unit() - 0.5) * Self.dithering }
      scores.record(
        own: own, other: other, ownMoves: ownMoves, otherMoves: otherMoves, ownMatcher: ownMatcher,
        otherMatcher: otherMatcher, pairMatcher: pairMatcher, jitters: jitters)
    }
    // randint(3, 40) > rounds: chance takes the opening.
    let opening = 3 + Int(generator.next() % 38) > scores.rounds
    let atRandom: Bool
    switch variant {
    case .dllu1: atRandom = scores.bestMetaScore < 0.07 || opening
    case .defensive: atRandom = scores.bestMetaScore < 3 + unit() || opening
    case .randomer: atRandom = scores.bestMetaScore < 3 + unit() || opening || unit() < 0.5
    }
    return rules.moves[atRandom ? Int(generator.next() % 3) : scores.move]
  }

  private mutating func unit() -> Double {
    Double(generator.next() >> 11) * 0x1p-53
  }

  /// Scores with the opening guesses drawn, as the bot draws them.
  private static func makeScores(floorDivision: Bool, using generator: inout SeededGenerator) -> DLLU1Scores {
    DLLU1Scores(
      floorDivision: floorDivision, predictorGuess: Int(generator.next() % 3),
      metaGuess: Int(generator.next() % 3),
      pairGuess: Int(generator.next() % 3))
  }

  private static func makeMatcher(alphabetSize: Int) -> HistoryMatcher {
    HistoryMatcher(alphabetSize: alphabetSize, maximumLength: DLLU1Scores.matchCap, memory: 1000)
  }
}
