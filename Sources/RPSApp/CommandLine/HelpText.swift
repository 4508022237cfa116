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

  /// `text` in lines of at most `width` characters, broken between words.
  static func wrapped(_ text: String, width: Int = 96) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// `text` and spaces up to `width`, with at least two spaces after it.
  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(2, width - text.count))
  }
}
