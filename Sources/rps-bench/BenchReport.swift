import Foundation

/// Everything `rps-bench` measured, printed as a table or as JSON.
struct BenchReport: Encodable {
  /// Repetitions behind each median.
  let runs: Int
  /// The groups run, in order.
  let groups: [String]
  let figures: [Figure]

  /// Every required figure with its target met (unavailable ones do not count against it).
  var passed: Bool { figures.allSatisfy { $0.status != .fail || !$0.required } }

  var table: String {
    var lines = ["rps-bench: medians of \(runs) runs; each figure beside a floor measured in the same run"]
    let header = ["figure", "renderer", "value", "floor", "ratio", "target", "result"]
    var rows: [[String]] = []
    var groupOf: [Int: String] = [:]
    for figure in figures {
      if groupOf.values.contains(figure.group) == false { groupOf[rows.count] = figure.group }
      rows.append([
        figure.name, figure.renderer ?? "", BenchReport.quantity(figure.value, figure.unit),
        BenchReport.quantity(figure.floor, figure.unit),
        figure.ratio.map { String(format: "%.2f", $0) } ?? "-",
        figure.targetText,
        BenchReport.result(of: figure),
      ])
    }
    let widths = header.indices.map { column in
      ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        // Numbers are right-aligned, words left-aligned.
        return (2...4).contains(column) ? padding + cell : cell + padding
      }
      .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    for (index, row) in rows.enumerated() {
      if let group = groupOf[index] {
        lines.append("")
        lines.append(BenchReport.title(of: group))
        lines.append("  " + line(header))
      }
      lines.append("  " + line(row))
      if let note = figures[index].note { lines.append("    (\(note))") }
    }
    let failed = figures.filter { $0.status == .fail && $0.required }.count
    let compared = figures.filter { $0.status == .fail && !$0.required }.count
    lines.append("")
    lines.append(
      "PASS and FAIL: the targets rps-bench is held to; pass and fail in lower case: the same target "
        + "applied to other sizes and renderers, for comparison.")
    lines.append(
      (failed == 0 ? "every target met" : "\(failed) target\(failed == 1 ? "" : "s") missed")
        + (compared == 0 ? "" : "; \(compared) comparison\(compared == 1 ? "" : "s") missed"))
    return lines.joined(separator: "\n")
  }

  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  static func title(of group: String) -> String {
    switch group {
    case "frame":
      "Frame: a full redraw of the game, beside a bare clear-and-present of a window of the same size"
    case "resize":
      "Resize: from a size change to the frame presented, beside a bare window resized the same way"
    case "layout":
      "Layout: one layout pass of the whole tree, and one full frame, with N matches in the history"
    case "startup":
      "Startup: process start to the first frame saved (--screenshot), beside a bare SDL program"
    case "memory": "Memory: peak resident memory of a window after N rounds played"
    case "engine":
      "Engine: the hard level's decisions early and late in 100,000-round games, and the tournament"
    default: group
    }
  }

  static func result(of figure: Figure) -> String {
    switch figure.status {
    case .unavailable: "unavailable"
    case .pass, .fail: figure.required ? figure.status.rawValue.uppercased() : figure.status.rawValue
    }
  }

  static func quantity(_ value: Double?, _ unit: String) -> String {
    guard let value else { return "-" }
    let digits = value >= 1000 ? 0 : value >= 100 ? 1 : value >= 10 ? 2 : 3
    return String(format: "%.\(digits)f", value) + " " + unit
  }
}
