import GameCore

/// Times the hard engine's decisions early and late in one long game against uniform random
/// play: the engine learns incrementally, so a decision late in the game should cost no more than
/// one early on.
struct DecisionTiming {
  let rounds: Int
  let window: Int

  /// Nanoseconds of the median engine decision among the first and among the last `window`
  /// rounds of a game of `rounds` rounds. (The median, not the mean: on a shared machine a few
  /// decisions of a window are interrupted, and the two windows are timed at different moments.)
  func measure(seed: UInt64) -> (first: Double, last: Double) {
    let rules = Rules.classic
    var engine = HardEngine(seed: seed)
    var bot = UniformRandomBot(seed: seed &+ 1)
    var history: [Round] = []
    history.reserveCapacity(rounds)
    var botView: [Round] = []
    botView.reserveCapacity(rounds)
    let clock = ContinuousClock()
    var first: [Double] = []
    var last: [Double] = []
    first.reserveCapacity(window)
    last.reserveCapacity(window)
    for index in 0..<rounds {
      let start = clock.now
      let move = engine.nextThrow(after: history, rules: rules)
      let elapsed = (clock.now - start).nanoseconds
      if index < window { first.append(elapsed) }
      if index >= rounds - window { last.append(elapsed) }
      let round = Round(player: bot.nextThrow(after: botView, rules: rules), computer: move, rules: rules)
      history.append(round)
      botView.append(round.mirrored(under: rules))
    }
    return (median(first), median(last))
  }
}
