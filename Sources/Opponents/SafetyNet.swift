import GameCore

/// Watches the engine's real results and says how often to throw uniformly at random instead of
/// following its strategies: never while it holds its own, more and more once it is losing by more
/// than chance explains, which is the sign of an opponent that has read it. Random play cannot
/// lose on average, so no opponent can beat the engine by much more than noise.
///
/// Two gauges, both in units of the spread that pure chance gives (each round's net is +1, 0 or −1
/// with variance 2/3 between random players): the net score of all rounds, which bounds what a
/// patient opponent can take, and a decayed recent net score, which reacts within a few dozen
/// rounds. Both count only the rounds the engine played by its strategies: a round thrown at
/// random says nothing about whether the opponent reads it. Counting those too trapped the engine:
/// random play that happened to lose kept it behind, so it stayed random for the rest of a game
/// it would have won by hundreds. The spreads still grow with every round, so the net slowly
/// forgives a bad start.
struct SafetyNet: Sendable {
  static let recentDecay = 0.98
  /// Random play starts when the engine is this many spreads behind and takes over completely
  /// `ramp` spreads further. Chance alone puts an even game that far behind about a third of the
  /// time, but then random play costs nothing; an engine that wins is never near it, and one
  /// that is being read gets there within a few dozen rounds.
  static let threshold = 0.5
  static let ramp = 1.0

  private(set) var rounds = 0
  /// The engine's wins minus its losses in the rounds it played by its strategies.
  private(set) var total = 0
  private(set) var recent = 0.0
  /// The variance of `recent` under chance, in rounds' variances.
  private var recentWeight = 0.0

  mutating func record(enginePayoff: Int, playedAtRandom: Bool) {
    let counted = playedAtRandom ? 0 : enginePayoff
    rounds += 1
    total += counted
    recent = recent * SafetyNet.recentDecay + Double(counted)
    recentWeight = recentWeight * SafetyNet.recentDecay * SafetyNet.recentDecay + 1
  }

  /// The share of rounds to throw at random, from 0 to 1.
  var randomShare: Double {
    guard rounds > 0 else { return 0 }
    let roundSpread = (2.0 / 3.0).squareRoot()
    let overall = Self.share(behind: -Double(total), spread: roundSpread * Double(rounds).squareRoot())
    let lately = Self.share(behind: -recent, spread: roundSpread * recentWeight.squareRoot())
    return max(overall, lately)
  }

  private static func share(behind: Double, spread: Double) -> Double {
    min(max((behind / spread - threshold) / ramp, 0), 1)
  }
}
