import Foundation
import GameCore
import Testing

@testable import RPSApp

@Suite("The words of counting habits, in every language of the game")
struct CountingHabitWordsTests {
  /// The translations of a catalogue in po/, by English message: only those translated and
  /// not marked fuzzy (a fuzzy one is shown in English).
  private func translations(_ language: String) throws -> [String: String] {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(contentsOf: repository.appendingPathComponent("po/\(language).po"), encoding: .utf8)
    var found: [String: String] = [:]
    // An entry is a block of lines: comments and flags, then msgid and msgstr, each of one or
    // more quoted pieces.
    for block in text.components(separatedBy: "\n\n") {
      var fields: [String: String] = [:]
      var current: String?
      var fuzzy = false
      for line in block.split(separator: "\n").map(String.init) {
        if line.hasPrefix("#,") && line.contains("fuzzy") { fuzzy = true }
        if line.hasPrefix("msgid ") || line.hasPrefix("msgstr ") || line.hasPrefix("msgctxt ") {
          current = String(line.prefix { $0 != " " })
        }
        if let current, let open = line.firstIndex(of: "\""), line.last == "\"" {
          let piece = line[line.index(after: open)..<line.index(before: line.endIndex)]
          fields[current, default: ""] += piece.replacingOccurrences(of: "\\\"", with: "\"")
        }
        if line.hasPrefix("#") { current = nil }
      }
      if let id = fields["msgid"], let string = fields["msgstr"], !string.isEmpty, !fuzzy {
        found[id] = string
      }
    }
    return found
  }

  /// Every sentence a counting habit is told in, and the line its rival opens with.
  private var englishWords: [String] {
    let moves = Rules.classic.moves
    let habits =
      moves.flatMap { opening in
        [2, 3].flatMap { length in
          HabitRule.Step.allCases.map { CountingHabit.runs(opening: opening, length: length, step: $0) }
        }
      }
      + moves.flatMap { opening in
        HabitRule.Step.allCases.map { CountingHabit.favourite(opening: opening, step: $0) }
      }
    let invitation = DayHabit.counting(habits[0]).invitation
    return Array(Set(habits.map(\.countSentence))).sorted() + ["It opened with %1$@.", invitation]
  }

  @Test(
    "Each sentence of runs and of a favourite, and the rival's opening line, is translated into each language",
    arguments: ["de", "fr", "es", "zh_CN"])
  func everyKindIsTranslated(language: String) throws {
    let catalogue = try translations(language)
    let words = englishWords

    #expect(words.count >= 8, "\(words)")
    for english in words {
      let translated = catalogue[english]
      #expect(translated != nil && translated != english, "\(language): \(english)")
    }
  }
}
