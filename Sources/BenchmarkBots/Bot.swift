import GameCore

/// The benchmark bots the engine levels are measured against, after the "dummy" bots of the
/// RoShamBo programming competitions. Each is an ``Opponent``; the random ones draw on a seed.
///
/// ```swift
/// var bot = Bot.biased.makeOpponent(seed: 3)
/// Bot.biased.bestResponseLimit(rules: .classic)  // 400
/// ```
public enum Bot: String, CaseIterable, Sendable {
  case constant
  case cycle
  case beatLast = "beat-last"
  case mirror
  case beatMostFrequent = "beat-most-frequent"
  case biased
  case neverRepeat = "never-repeat"
  case switchALot = "switch-a-lot"
  case noisyCycle = "noisy-cycle"
  case deBruijn = "de-bruijn"
  case random

  /// A fresh bot; the deterministic ones ignore the seed.
  public func makeOpponent(seed: UInt64) -> any Opponent {
    switch self {
    case .constant: ConstantBot()
    case .cycle: CycleBot()
    case .beatLast: BeatLastBot()
    case .mirror: MirrorBot()
    case .beatMostFrequent: BeatMostFrequentBot()
    case .biased: BiasedBot(seed: seed)
    case .neverRepeat: UniformRandomBot(seed: seed, avoidsRepeats: true)
    case .switchALot: SwitchALotBot(seed: seed)
    case .noisyCycle: NoisyCycleBot(seed: seed)
    case .deBruijn: DeBruijnBot()
    case .random: UniformRandomBot(seed: seed)
    }
  }

  /// The expected net score per 1000 rounds (wins minus losses) of a perfect predictor that knows
  /// the bot's strategy but not its seed: the most any opponent can take from it.
  ///
  /// With n moves, each move beats (n − 1)/2 others and loses to as many. Playing the best reply
  /// to the bot's distribution for the next throw:
  /// - constant, cycle, beat-last, mirror, beat-most-frequent: the next throw follows from the
  ///   rounds, so every round is won: 1000. De Bruijn: 1000 too, for a predictor that knows the
  ///   sequence (a learner must first see one period: 27 throws with three moves, 25 with five).
  /// - biased, favourite f at 60%: reply f + 1, which beats f and, with five moves, one other
  ///   move (10%), and loses to two moves of 20% (three moves) or 10% each (five):
  ///   0.6 − 0.2 = 400 with three moves; 0.6 + 0.1 − 0.2 = 500 with five.
  /// - never-repeat, previous p: the others have 1/(n−1) each. With three, reply p − 1 (the move
  ///   p beats): it beats p + 1, draws with itself: +1/2 → 500. With five, the best reply draws
  ///   with one other, beats two and loses to one: +1/4 → 250.
  /// - switch-a-lot, previous p at 12%, the others 88%/(n−1). With three (p 0.12, 0.44, 0.44),
  ///   reply p − 1: beats p + 1 (0.44), loses to p (0.12), draws with itself: 0.44 − 0.12 = +320.
  ///   With five (others 0.22 each), a reply that p beats: beats two others (0.44), loses to
  ///   p and one other (0.34): +100.
  /// - noisy-cycle: the cycle's move comes with 0.7 + 0.3/n, each other move with 0.3/n. With
  ///   three (0.8, 0.1, 0.1): 0.8 − 0.1 = +700. With five (0.76, 0.06 each): beats the cycle's
  ///   move and one other, loses to two: 0.76 + 0.06 − 0.12 = +700.
  /// - random: 0.
  public func bestResponseLimit(rules: Rules) -> Double {
    let five = rules.moves.count == 5
    switch self {
    case .constant, .cycle, .beatLast, .mirror, .beatMostFrequent, .deBruijn: return 1000
    case .biased: return five ? 500 : 400
    case .neverRepeat: return five ? 250 : 500
    case .switchALot: return five ? 100 : 320
    case .noisyCycle: return 700
    case .random: return 0
    }
  }
}
