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

  /// Shares of one whole as percentages, each as `percent` writes it, that add up to what the
  /// shares add up to: each rounded down, then the largest remainders rounded up, so a panel of
  /// bars never reads "47%, 27%, 27%" or "33%, 33%, 33%".
  public static func percents(_ shares: [Double]) -> [String] {
    wholePercents(shares).map { percent(Double($0) / 100) }
  }

  /// The whole percentages `percents` writes.
  static func wholePercents(_ shares: [Double]) -> [Int] {
    let scaled = shares.map { $0.isFinite ? max(0, $0) * 100 : 0 }
    var wholes = scaled.map { Int($0.rounded(.down)) }
    let shortfall = Int(scaled.reduce(0, +).rounded()) - wholes.reduce(0, +)
    let byRemainder = scaled.indices.sorted { left, right in
      let leftRest = scaled[left] - Double(wholes[left])
      let rightRest = scaled[right] - Double(wholes[right])
      return leftRest != rightRest ? leftRest > rightRest : left < right
    }
    for index in byRemainder.prefix(max(0, shortfall)) { wholes[index] += 1 }
    return wholes
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
