import GameCore
import Opponents

/// Plays engine levels against the benchmark bots and measures how close each comes to the most
/// that can be taken from each bot.
///
/// Every pair plays `seeds` separate games of `rounds` rounds. Seed index i seeds a SplitMix64
/// generator with i; its first output seeds the engine and its second the bot, so every game is
/// repeatable and the two sides never share a stream.
///
/// ```swift
/// let results = Tournament(rounds: 1000, seeds: 20).play(levels: [.hard], bots: Bot.allCases)
/// results[0].meanNet  // net wins per 1000 rounds against the constant bot
/// ```
public struct Tournament: Hashable, Sendable {
  public var rounds: Int
  public var seeds: Int
  public var rules: Rules

  public init(rounds: Int = 1000, seeds: Int = 20, rules: Rules = .classic) {
    precondition(rounds > 0 && seeds > 0, "a tournament plays at least one round and one seed")
    self.rounds = rounds
    self.seeds = seeds
    self.rules = rules
  }

  /// Every level against every bot, level by level in the order given.
  public func play(levels: [Level], bots: [Bot] = Bot.allCases) -> [TournamentResult] {
    levels.flatMap { level in bots.map { play(level, against: $0) } }
  }

  public func play(_ level: Level, against bot: Bot) -> TournamentResult {
    let nets = (0..<seeds).map {
      Double(netScore(level, against: bot, seedIndex: $0)) * 1000 / Double(rounds)
    }
    let mean = nets.reduce(0, +) / Double(seeds)
    let variance =
      seeds > 1 ? nets.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(seeds - 1) : 0
    return TournamentResult(
      level: level, bot: bot, rounds: rounds, seeds: seeds, meanNet: mean, spread: variance.squareRoot(),
      limit: bot.bestResponseLimit(rules: rules))
  }

  /// The engine's wins minus its losses in one game.
  public func netScore(_ level: Level, against bot: Bot, seedIndex: Int) -> Int {
    var seeder = SeededGenerator(seed: UInt64(seedIndex))
    let engineSeed = seeder.next()
    let botSeed = seeder.next()
    var duel = Duel(
      engine: level.makeOpponent(seed: engineSeed), bot: bot.makeOpponent(seed: botSeed), rules: rules)
    for _ in 0..<rounds { duel.playRound() }
    return duel.engineNet
  }
}
