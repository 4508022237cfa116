import Localization

/// What `rps --help` prints, written from ``CommandLineTable`` and the key table.
enum HelpText {
  static let version = "0.1.0"
  /// The day this version was released, for the man page (the AppStream file and the Debian
  /// changelog name the same version and day; scripts/package-deb.sh checks).
  static let releaseDate = "2026-11-30"

  /// The keys, from the same table as the help overlay and the key handling.
  static var keys: String {
    HelpController.entries(for: .rockPaperScissorsSpockLizard)
      .map { entry in "  " + padded(entry.keys, to: 28) + entry.summary }
      .joined(separator: "\n")
  }

  /// One line per option the help shows: `  --size WxH          window size …`.
  static func optionLines(_ command: CommandLineCommand) -> String {
    command.visibleOptions
      .map { option in "  " + padded(option.synopsis, to: 20) + option.summary }
      .joined(separator: "\n")
  }

  static var usage: String {
    let game = CommandLineTable.game
    let usages = CommandLineTable.commands.map(\.usage).joined(separator: "\n       ")
    var sections = [
      "rps \(version): \(game.summary).",
      tr("Usage:") + " " + usages,
      tr("Options:") + "\n" + optionLines(game),
      tr("Keys:") + "\n" + keys,
    ]
    if let description = game.description { sections.append(wrapped(description)) }
    for command in CommandLineTable.subcommands {
      sections.append(
        [command.description.map { wrapped($0) }, optionLines(command)].compactMap { $0 }.joined(
          separator: "\n"))
    }
    return sections.joined(separator: "\n\n")
  }

  /// `text` in lines of at most `width` terminal columns, broken between words, and between the
  /// characters of a script written without spaces (Chinese), where each character takes two.
  static func wrapped(_ text: String, width: Int = 96) -> String {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ") {
      for (index, piece) in pieces(of: String(word)).enumerated() {
        // The first piece of a word comes after a space; the others join the one before.
        let gap = index == 0 && !line.isEmpty ? 1 : 0
        let pieceWidth = columns(piece)
        if !line.isEmpty && lineWidth + gap + pieceWidth > width {
          lines.append(line)
          line = ""
          lineWidth = 0
        } else if gap == 1 {
          line += " "
          lineWidth += 1
        }
        line += piece
        lineWidth += pieceWidth
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// A word cut where a line may break inside it: beside a wide character, but never before
  /// closing punctuation or after opening punctuation.
  private static func pieces(of word: String) -> [String] {
    var pieces: [String] = []
    var piece = ""
    var previous: Character?
    for character in word {
      if let previous, isWide(previous) || isWide(character), !"，。、：；！？）」』”".contains(character),
        !"（「『“".contains(previous)
      {
        pieces.append(piece)
        piece = ""
      }
      piece.append(character)
      previous = character
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }

  /// How many columns a terminal gives `text`: two for each wide (East Asian) character.
  static func columns(_ text: String) -> Int {
    text.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
  }

  private static func isWide(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value)
  }

  /// `text` and spaces up to `width` columns, with at least two spaces after it.
  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(2, width - columns(text)))
  }
}
