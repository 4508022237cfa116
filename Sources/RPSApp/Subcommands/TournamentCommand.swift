import BenchmarkBots
import Foundation
import GameCore
import Localization

/// `rps tournament`: every chosen level against every bot, printed as a table or as JSON.
public enum TournamentCommand {
  /// Plays the tournament and returns the text to print.
  public static func run(_ options: TournamentOptions) -> String {
    let tournament = Tournament(rounds: options.rounds, seeds: options.seeds, rules: options.rules)
    let report = TournamentReport(tournament: tournament, results: tournament.play(levels: options.levels))
    switch options.format {
    case .table: return table(report)
    case .json: return json(report)
    }
  }

  /// Aligned columns: level, bot, mean, spread, limit, share%.
  public static func table(_ report: TournamentReport) -> String {
    let header = ["level", "bot", "mean", "spread", "limit", "share%"]
    let rows = report.results.map { entry in
      [
        entry.level, entry.bot, String(format: "%.1f", entry.mean), String(format: "%.1f", entry.spread),
        String(format: "%.0f", entry.limit), entry.share.map { String(format: "%.1f", $0 * 100) } ?? "-",
      ]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    let leftAligned = 2
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column < leftAligned ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }
    let title =
      tr(
        "%1$@ rounds x %2$@ seeds, %3$@ rules; net wins per 1000 rounds", report.rounds, report.seeds,
        report.rules)
    return ([title, line(header)] + rows.map(line)).joined(separator: "\n")
  }

  public static func json(_ report: TournamentReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(report) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
