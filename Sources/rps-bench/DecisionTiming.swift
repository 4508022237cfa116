import BenchmarkBots
import GameCore
import Opponents

/// Times the hard engine's decisions early and late in one long game against an opponent (uniform
/// random play unless told): the engine learns incrementally, so a decision late in the game
/// should cost no more than one early on.
///
/// The same game is played twice: one copy is first played, untimed, to `window` rounds before
/// its end; then the fresh copy's first `window` decisions and the other's last `window` are
/// timed in turns, one each, so that both see the same moments of a shared machine.
struct DecisionTiming<Bot: Opponent> {
  let rounds: Int
  let window: Int
  /// The opponent for a seed.
  let opponent: @Sendable (UInt64) -> Bot

  /// Nanoseconds of the median decision among the first `window` rounds and among the last
  /// `window` rounds of a game of `rounds` rounds.
  func measure(seed: UInt64) -> (first: Double, last: Double) {
    var early = TimedGame(seed: seed, rounds: rounds, bot: opponent(seed &+ 1))
    var late = TimedGame(seed: seed, rounds: rounds, bot: opponent(seed &+ 1))
    for _ in 0..<(rounds - window) { _ = late.play() }
    var first: [Double] = []
    var last: [Double] = []
    first.reserveCapacity(window)
    last.reserveCapacity(window)
    for _ in 0..<window {
      first.append(early.play().nanoseconds)
      last.append(late.play().nanoseconds)
    }
    return (median(first), median(last))
  }
}

extension DecisionTiming where Bot == UniformRandomBot {
  init(rounds: Int, window: Int) {
    self.init(rounds: rounds, window: window) { UniformRandomBot(seed: $0) }
  }
}

/// The hard engine against an opponent, one round at a time.
private struct TimedGame<Bot: Opponent> {
  private let rules = Rules.classic
  private var engine: HardEngine
  private var bot: Bot
  private var history: [Round] = []
  private var botView: [Round] = []

  init(seed: UInt64, rounds: Int, bot: Bot) {
    engine = HardEngine(seed: seed)
    self.bot = bot
    history.reserveCapacity(rounds)
    botView.reserveCapacity(rounds)
  }

  /// Plays a round and returns how long the engine took to decide.
  mutating func play() -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    let move = engine.nextThrow(after: history, rules: rules)
    let elapsed = clock.now - start
    let round = Round(player: bot.nextThrow(after: botView, rules: rules), computer: move, rules: rules)
    history.append(round)
    botView.append(round.mirrored(under: rules))
    return elapsed
  }
}
