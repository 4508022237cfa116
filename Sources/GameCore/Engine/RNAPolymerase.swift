/// The rpscontest bots RNA Polymerase V L20, L24R5, L4R3, L6R7 and L8 (author unknown, in the
/// archive t-vaudry/RPS), from their side of the table: their throw is drawn with chances that
/// follow from the rounds (``chances``).
///
/// Each keeps one strand, each round's pair of throws, and looks for the latest earlier match of
/// its recent end as DNA Polymerase does (``DNAPolymeraseStrands/latestMatch(in:limit:)``, the
/// latest symbol left out); it throws what beats the other player's throw two places after the
/// match, except in a share of rounds (none, a fifth, three tenths or a seventh) and wherever
/// there is no match, when it throws at random. All but L20 shorten their longest run to the
/// strand's length; L20 lets Python's negative slices wrap round, and so finds no match in its
/// first 20 rounds.
struct RNAPolymerase: SamplingBot {
  struct Variant: Sendable, Hashable {
    let limit: Int
    let randomShare: Double
    let clampsToLength: Bool
  }

  static let variants = [
    Variant(limit: 20, randomShare: 0, clampsToLength: false),
    Variant(limit: 24, randomShare: 0.2, clampsToLength: true),
    Variant(limit: 4, randomShare: 0.3, clampsToLength: true),
    Variant(limit: 6, randomShare: 0.142857142857, clampsToLength: true),
    Variant(limit: 8, randomShare: 0, clampsToLength: true),
  ]

  let variant: Variant
  /// Each round's pair (3 × other + own), and the other player's throws.
  private var pairs: [UInt8] = []
  private var other: [UInt8] = []
  private(set) var chances = SIMD3<Double>(repeating: 1.0 / 3)

  init(variant: Variant) {
    self.variant = variant
  }

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own: Int, other otherMove: Int) {
    pairs.append(UInt8(3 * otherMove + own))
    other.append(UInt8(otherMove))
    let limit = variant.clampsToLength ? min(variant.limit, pairs.count) : variant.limit
    guard let match = DNAPolymeraseStrands.latestMatch(in: pairs, limit: limit) else {
      chances = SIMD3(repeating: 1.0 / 3)
      return
    }
    chances = SIMD3(repeating: variant.randomShare / 3)
    chances[(Int(other[match]) + 1) % 3] += 1 - variant.randomShare
  }
}
