/// Plays as one of licatj's rpscontest bots does: scattershot (``Scattershot``) or McMetamanFixed
/// (``McMetamanFixed``). Each throws by the best of its strategies' readings, its ties broken and
/// its guesses sampled at random, and falls back on henny when a reading has no guess; scattershot
/// also from round 500 while behind, McMetamanFixed after a losing streak and while more than 50
/// behind. Its chance comes from its own seeded generator. For the classic rules only, as the bots
/// are.
public struct LicatjAgent: Opponent {
  public enum Variant: CaseIterable, Sendable {
    case scattershot, mcMetamanFixed
  }

  public let variant: Variant
  private var generator: SeededGenerator
  private var scattershot = LicatjBot<Scattershot>()
  private var mcMetamanFixed = LicatjBot<McMetamanFixed>()
  private var recorded = 0

  public init(variant: Variant, seed: UInt64) {
    self.variant = variant
    generator = SeededGenerator(seed: seed)
  }

  public var name: String {
    switch variant {
    case .scattershot: "scattershot"
    case .mcMetamanFixed: "McMetamanFixed"
    }
  }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bots play rock, paper, scissors")
    if history.count < recorded {
      scattershot = LicatjBot()
      mcMetamanFixed = LicatjBot()
      recorded = 0
    }
    // As an opponent it sees the rounds from its side: its throws are their `computer`.
    for round in history[recorded...] {
      let (own, other) = (round.computer.rawValue, round.player.rawValue)
      switch variant {
      case .scattershot: scattershot.record(own: own, other: other, using: &generator)
      case .mcMetamanFixed: mcMetamanFixed.record(own: own, other: other, using: &generator)
      }
    }
    recorded = history.count
    switch variant {
    case .scattershot: return rules.moves[scattershot.nextThrow(using: &generator)]
    case .mcMetamanFixed: return rules.moves[mcMetamanFixed.nextThrow(using: &generator)]
    }
  }
}
