import Foundation

extension Translations {
  /// `template` with `%1$@`, `%2$@`… replaced by the arguments of those positions (so that a
  /// translation can put them in another order) and `%%` by `%`. Whole numbers are written in the
  /// locale's way ("1.000" in German). A placeholder without an argument stays as it is: a
  /// damaged catalogue shows a wrong word, never crashes the game.
  public static func format(_ template: String, _ arguments: [any CustomStringConvertible]) -> String {
    guard template.contains("%") else { return template }
    let written = arguments.map { argument -> String in
      if let number = argument as? Int { return Translations.number(number) }
      return argument.description
    }
    var result = ""
    var rest = template[...]
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let after = rest[rest.index(after: percent)...]
      if after.first == "%" {
        result += "%"
        rest = after.dropFirst()
        continue
      }
      let digits = after.prefix { $0.isASCII && $0.isNumber }
      let tail = after[digits.endIndex...]
      if !digits.isEmpty, tail.hasPrefix("$@"), let position = Int(digits),
        written.indices.contains(position - 1)
      {
        result += written[position - 1]
        rest = tail.dropFirst(2)
      } else {
        result += "%"
        rest = after
      }
    }
    return result + rest
  }

  /// A whole number as the locale writes it: "1,000", "1.000", "1 000".
  public static func number(_ value: Int) -> String {
    guard isLocalized, abs(value) >= 1000 else { return String(value) }
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    return formatter.string(from: NSNumber(value: value)) ?? String(value)
  }

  /// A share from 0 to 1 as a whole percentage the way the locale writes it: "40%", "40 %".
  public static func percent(_ share: Double) -> String {
    let whole = Int((share * 100).rounded())
    guard isLocalized else { return "\(whole)%" }
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .percent
    formatter.maximumFractionDigits = 0
    return formatter.string(from: NSNumber(value: Double(whole) / 100)) ?? "\(whole)%"
  }

  /// Shares of one whole as percentages, each as `percent` writes it: each rounded down or up,
  /// equal shares alike ("44%, 44%, 12%", never "45%, 44%, 11%"), adding up to what the shares
  /// add up to as nearly as that allows, and otherwise as near each share as can be (so a
  /// panel of bars does not read "47%, 27%, 27%", nor three thirds "34%, 33%, 33%").
  public static func percents(_ shares: [Double]) -> [String] {
    wholePercents(shares).map { percent(Double($0) / 100) }
  }

  /// The whole percentages `percents` writes.
  public static func wholePercents(_ shares: [Double]) -> [Int] {
    let scaled = shares.map { $0.isFinite ? max(0, $0) * 100 : 0 }
    let total = Int(scaled.reduce(0, +).rounded())
    let values = Array(Set(scaled)).sorted()
    // Too many different shares to try every choice (never so for a throw's moves): round each.
    guard values.count <= 10 else { return scaled.map { Int($0.rounded()) } }
    var best: (miss: Int, error: Double, rounded: [Double: Int])?
    for choice in 0..<(1 << values.count) {
      var rounded: [Double: Int] = [:]
      for (bit, value) in values.enumerated() {
        rounded[value] = Int(choice & (1 << bit) == 0 ? value.rounded(.down) : value.rounded(.up))
      }
      let shown = scaled.map { rounded[$0] ?? 0 }
      let miss = abs(shown.reduce(0, +) - total)
      let error = zip(shown, scaled).reduce(0) { $0 + abs(Double($1.0) - $1.1) }
      if best.map({ (miss, error) < ($0.miss, $0.error) }) ?? true { best = (miss, error, rounded) }
    }
    return scaled.map { best?.rounded[$0] ?? Int($0.rounded()) }
  }

  /// A date formatter for `template` (such as "d MMM yyyy" or "HHmm") in the locale's order and
  /// words once set up; until then the fixed English `format` the tests read.
  public static func dateFormatter(template: String, englishFormat: String) -> DateFormatter {
    let formatter = DateFormatter()
    if isLocalized {
      formatter.locale = locale
      formatter.setLocalizedDateFormatFromTemplate(template)
    } else {
      formatter.dateFormat = englishFormat
    }
    return formatter
  }
}
