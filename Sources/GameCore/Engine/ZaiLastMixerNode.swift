/// A node of one of the zailast bots' trees (``ZaiLastMixer``): a leaf that guesses a throw from
/// the latest round, or a mixer of nodes.
enum ZaiLastMixerNode: Sendable {
  /// The other player's latest throw turned by `shift` (1 what beats it, 2 what it beats).
  case otherLatest(shift: Int)
  /// The bot's own latest throw turned by `shift`.
  case ownLatest(shift: Int)
  /// All three throws alike.
  case even
  case mixer(Mixer)

  /// Scores its children's guesses and adds them, weighed by their scores' sizes
  /// (``ZaiScoredMixture``).
  struct Mixer: Sendable {
    /// Whether the mixture is scaled to sum to one (v4); the other bots pass on raw weights.
    let normalizes: Bool
    var children: [ZaiLastMixerNode]
    private var scoring: ZaiScoredMixture

    init(
      decay: Double, children: [ZaiLastMixerNode], firstScore: Double = 0, dropsLosers: Bool = false,
      normalizes: Bool = false
    ) {
      self.normalizes = normalizes
      self.children = children
      scoring = ZaiScoredMixture(
        decay: decay, count: children.count, firstScore: firstScore, dropsLosers: dropsLosers)
    }

    /// v4's mixers, which scale their mixture to one (as the script builds them:
    /// `Mixer(decay, dropswitch, *bots)`).
    static func settled(_ decay: Double, _ dropsLosers: Bool, _ children: [ZaiLastMixerNode]) -> Mixer {
      Mixer(decay: decay, children: children, dropsLosers: dropsLosers, normalizes: true)
    }

    mutating func nextHand(ownLatest: Int, otherLatest: Int) -> SIMD3<Double> {
      scoring.score(otherLatest: otherLatest)
      var guesses: [SIMD3<Double>] = []
      for child in children.indices {
        guesses.append(children[child].nextHand(ownLatest: ownLatest, otherLatest: otherLatest))
      }
      let mixture = scoring.mix(guesses)
      guard normalizes else { return mixture }
      let total = mixture.sum()
      return mixture / (total <= 0 ? 1 : total)
    }
  }

  /// The node's guess for the next round, from both players' latest throws.
  mutating func nextHand(ownLatest: Int, otherLatest: Int) -> SIMD3<Double> {
    switch self {
    case .otherLatest(let shift): return SIMD3.certain((otherLatest + shift) % 3)
    case .ownLatest(let shift): return SIMD3.certain((ownLatest + shift) % 3)
    case .even: return SIMD3(repeating: 1.0 / 3)
    case .mixer(var mixer):
      let hand = mixer.nextHand(ownLatest: ownLatest, otherLatest: otherLatest)
      self = .mixer(mixer)
      return hand
    }
  }
}
