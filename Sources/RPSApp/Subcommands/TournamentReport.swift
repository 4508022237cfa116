import BenchmarkBots
import GameCore

/// What `rps tournament --format json` prints: the settings and one entry per level and bot, with
/// scores per 1000 rounds rounded to 0.1 and shares to 0.001. `share` is null when the limit is 0.
///
/// ```json
/// {"rounds": 1000, "seeds": 20, "rules": "classic",
///  "results": [{"level": "hard", "bot": "constant", "mean": 996.2, "spread": 1.1,
///               "limit": 1000, "share": 0.996}]}
/// ```
public struct TournamentReport: Codable, Equatable, Sendable {
  public struct Entry: Codable, Equatable, Sendable {
    public let level: String
    public let bot: String
    public let mean: Double
    public let spread: Double
    public let limit: Double
    /// Written as null rather than left out, so every entry has the same keys.
    @WrittenAsNull public private(set) var share: Double?

    public init(_ result: TournamentResult) {
      level = result.level.rawValue
      bot = result.bot.rawValue
      mean = Self.rounded(result.meanNet, places: 1)
      spread = Self.rounded(result.spread, places: 1)
      limit = result.limit
      share = result.shareOfLimit.map { Self.rounded($0, places: 3) }
    }

    private static func rounded(_ value: Double, places: Int) -> Double {
      var scale = 1.0
      for _ in 0..<places { scale *= 10 }
      return (value * scale).rounded() / scale
    }
  }

  public let rounds: Int
  public let seeds: Int
  public let rules: String
  public let results: [Entry]

  public init(tournament: Tournament, results: [TournamentResult]) {
    rounds = tournament.rounds
    seeds = tournament.seeds
    rules = tournament.rules.name
    self.results = results.map(Entry.init)
  }
}
