import Foundation

/// What `rps-bench` measured, printed as a table or as JSON.
struct BenchReport: Codable {
  static let ratioLimit = 1.5

  /// Rounds in each timed game, and games (runs) timed.
  let rounds: Int
  let runs: Int
  /// Median over the runs of the mean time of a hard-engine decision, in microseconds, over the
  /// first 1000 rounds and over the last 1000.
  let firstMovesMicroseconds: Double
  let lastMovesMicroseconds: Double
  /// lastMovesMicroseconds / firstMovesMicroseconds.
  let ratio: Double
  /// Rounds per second of `rps tournament --level hard` (both sides' moves included).
  let tournamentRoundsPerSecond: Double
  /// The process's peak resident memory, in megabytes.
  let peakMemoryMegabytes: Double

  var withinLimit: Bool { ratio <= Self.ratioLimit }

  var table: String {
    [
      "hard engine, one decision (median of \(runs) games of \(rounds) rounds against uniform random):",
      String(format: "  first 1000 moves      %8.2f µs", firstMovesMicroseconds),
      String(format: "  last 1000 moves       %8.2f µs", lastMovesMicroseconds),
      String(format: "  ratio last/first      %8.2f    (at most %.1f)", ratio, Self.ratioLimit),
      String(format: "tournament, hard level  %8.0f rounds/s", tournamentRoundsPerSecond),
      String(format: "peak memory             %8.1f MB", peakMemoryMegabytes),
    ].joined(separator: "\n")
  }

  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
