extension Translations {
  /// Sentences joined with a space as English joins them, written as Chinese and Japanese
  /// write them: no space after a full-width full stop, question or exclamation mark, colon or
  /// semicolon, which already hold their own room ("那一手。在其", not "那一手。 在其").
  public static func closingGapsAfterFullWidthMarks(_ text: String) -> String {
    var result = ""
    var previous: Character?
    for character in text {
      if character == " ", let previous, "。！？：；".contains(previous) { continue }
      result.append(character)
      previous = character
    }
    return result
  }

  /// The first `most` of `items` named, an ellipsis for the rest: "Boulder, Fox…".
  public static func firstNamed(_ items: [String], most: Int) -> String {
    items.prefix(most).joined(separator: tr(", ")) + (items.count > most ? "…" : "")
  }

  /// `text` kept on one line: its spaces no break.
  public static func unbroken(_ text: some StringProtocol) -> String {
    text.replacingOccurrences(of: " ", with: "\u{00A0}")
  }

  /// `items` as a sentence lists them: "rock", "rock and paper", "4, 6 and 9".
  public static func listed(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: tr(", ")) + tr(" and ") + last
  }
}
