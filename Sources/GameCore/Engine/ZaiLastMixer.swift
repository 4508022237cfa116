/// The rpscontest bots zailast, v2, v3, v3.1 and v4 (zdg, in the archive t-vaudry/RPS), from their
/// side of the table: their throw is drawn from weights that follow from the rounds (``chances``),
/// but for one hidden draw.
///
/// Each bot is a tree of mixers. A leaf guesses a throw from the latest round: the other player's
/// latest throw, what beats it or what it beats; the same turns of the bot's own latest throw; or
/// all three alike. A mixer scores each child by how its guess fared against the other player's
/// throw, fading by its decay, and adds the children's guesses weighed by their scores' sizes,
/// each turned to what beats it while its score is below zero.
///
/// The bots remember a throw of their own for the first round that they drew apart from the one
/// they made, so a variant of a bot whose leaves read its own throws is one guess at that draw
/// (``Variant/firstOwnThrow``).
struct ZaiLastMixer: SamplingBot {
  struct Variant: Sendable, Equatable {
    enum Version: Sendable, CaseIterable {
      case zailast, v2, v3, v31, v4

      /// Whether the bot's leaves read its own throws.
      var readsOwnThrows: Bool { self == .v3 || self == .v31 || self == .v4 }
    }

    let version: Version
    /// The throw the bot remembers for the first round; nil for the versions whose leaves do not
    /// read the bot's own throws.
    let firstOwnThrow: Int?
  }

  static let variants: [Variant] = Variant.Version.allCases.flatMap { version in
    (version.readsOwnThrows ? [0, 1, 2] : [nil]).map { Variant(version: version, firstOwnThrow: $0) }
  }

  let variant: Variant
  private var root: ZaiLastMixerNode
  private var rounds = 0
  private(set) var chances = SIMD3<Double>(repeating: 1.0 / 3)

  init(variant: Variant) {
    self.variant = variant
    root = Self.tree(of: variant.version)
  }

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own ownMove: Int, other otherMove: Int) {
    rounds += 1
    let ownLatest = rounds == 1 ? variant.firstOwnThrow ?? ownMove : ownMove
    let weights = root.nextHand(ownLatest: ownLatest, otherLatest: otherMove)
    chances = weights.sum() <= 0 ? SIMD3(repeating: 1.0 / 3) : weights / weights.sum()
  }

  /// The bots' trees, as their scripts build them (a shift of 1 is what beats the throw read, 0
  /// the throw itself, 2 what it beats).
  private static func tree(of version: Variant.Version) -> ZaiLastMixerNode {
    let other = [1, 0, 2].map { ZaiLastMixerNode.otherLatest(shift: $0) }
    let own = [1, 0, 2].map { ZaiLastMixerNode.ownLatest(shift: $0) }
    switch version {
    case .zailast:
      return .mixer(ZaiLastMixerNode.Mixer(decay: 0.9, children: other))
    case .v2:
      let medium = ZaiLastMixerNode.mixer(ZaiLastMixerNode.Mixer(decay: 0.8, children: other))
      return .mixer(ZaiLastMixerNode.Mixer(decay: 0.96, children: [medium, .even], firstScore: 1))
    case .v3:
      return .mixer(
        ZaiLastMixerNode.Mixer(
          decay: 0.96,
          children: [
            .mixer(ZaiLastMixerNode.Mixer(decay: 0.6, children: own)),
            .mixer(ZaiLastMixerNode.Mixer(decay: 0.9, children: other)),
          ]))
    case .v31:
      return .mixer(
        ZaiLastMixerNode.Mixer(
          decay: 0.9,
          children: [
            .mixer(ZaiLastMixerNode.Mixer(decay: 0.6, children: own)),
            .mixer(ZaiLastMixerNode.Mixer(decay: 0.8, children: other)), .even,
          ]))
    case .v4:
      let settled = ZaiLastMixerNode.Mixer.settled
      return .mixer(
        settled(
          0.8, false,
          [
            .mixer(settled(0.96, true, own)), .mixer(settled(0.6, false, own)),
            .mixer(settled(0.8, false, other)), .even,
          ]))
    }
  }
}
