import GameCore

/// How one engine level did against one bot over all the tournament's seeds.
public struct TournamentResult: Hashable, Sendable {
  public let level: Level
  public let bot: Bot
  public let rounds: Int
  public let seeds: Int
  /// The engine's wins minus its losses per 1000 rounds, averaged over the seeds.
  public let meanNet: Double
  /// The standard deviation of that net score across the seeds (0 with one seed).
  public let spread: Double
  /// The bot's best-response limit per 1000 rounds (``Bot/bestResponseLimit(rules:)``).
  public let limit: Double

  public init(level: Level, bot: Bot, rounds: Int, seeds: Int, meanNet: Double, spread: Double, limit: Double)
  {
    self.level = level
    self.bot = bot
    self.rounds = rounds
    self.seeds = seeds
    self.meanNet = meanNet
    self.spread = spread
    self.limit = limit
  }

  /// The mean net score as a share of the limit (1 is the limit); nil when the limit is 0.
  public var shareOfLimit: Double? { limit > 0 ? meanNet / limit : nil }
}
