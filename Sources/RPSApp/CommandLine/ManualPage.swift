import GameCore

/// The manual page rps(6), in roff with the man(7) macros, written from ``CommandLineTable`` and
/// the key table: `rps --print-man > rps.6`. Packaging installs it; `man ./rps.6` shows it.
enum ManualPage {
  static var text: String {
    let game = CommandLineTable.game
    var lines = [
      ".\\\" Written by rps --print-man from the program's own table of options and keys.",
      ".TH RPS 6 \(HelpText.releaseDate) \"rps \(HelpText.version)\" \"Games\"",
      ".SH NAME",
      // whatis(1) and apropos(1) read this line: short enough for one line of a terminal.
      "rps \\- play rock, paper, scissors in a window that turns with its shape",
      ".SH SYNOPSIS",
    ]
    for (index, command) in CommandLineTable.commands.enumerated() {
      if index > 0 { lines.append(".br") }
      lines.append(".B rps" + (command.name.map { " \($0)" } ?? ""))
      if command.name == nil {
        lines.append("[\\fIoptions\\fR]")
      } else {
        lines += command.visibleOptions.filter { $0.name != "--help" }.map { "[\(synopsis($0))]" }
      }
    }
    lines +=
      [".SH DESCRIPTION"] + sentences(game.summary.prefix(1).uppercased() + game.summary.dropFirst() + ".")
    if let description = game.description { lines += [".PP"] + sentences(description) }
    lines += [".PP"] + sentences(Self.layout)
    lines += [".SH OPTIONS"] + optionItems(game)
    lines.append(".SH COMMANDS")
    for command in CommandLineTable.subcommands {
      lines += [".SS \"rps \(command.name ?? "")\""]
      if let description = command.description { lines += sentences(description) }
      lines += optionItems(command)
    }
    lines.append(".SH KEYS")
    lines += sentences("The same keys are listed in the game by F1 or ?.")
    for entry in HelpController.entries(for: .rockPaperScissorsSpockLizard) {
      lines += [".TP", ".B \(escaped(entry.keys))", escaped(entry.summary) + "."]
    }
    lines += [".SH ENVIRONMENT"] + items(Self.environment)
    lines += [".SH FILES"] + items(Self.files)
    lines += [".SH EXIT STATUS"] + items(Self.exitStatus)
    lines.append(".SH EXAMPLES")
    for (index, (command, what)) in Self.examples.enumerated() {
      lines += (index > 0 ? [".PP"] : []) + sentences(what)
      lines += [".PP", ".RS", ".EX", escaped(command, options: true), ".EE", ".RE"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - What the table does not hold

  private static let layout = """
    On a pad, a window wider than tall shows the history of matches beside the game; taller than \
    wide, the history is behind a button. On a phone it is always behind the button, and the \
    picture of a match is hidden in landscape.
    """

  static let environment = [
    (
      "RPS_ASSETS",
      "The folder of the game's pictures, sounds and fonts, instead of the one found beside the program."
    ),
    ("XDG_DATA_HOME", "Where the history is kept, in rps/history.json (default ~/.local/share)."),
    ("XDG_CONFIG_HOME", "Where the settings are kept, in rps/settings.json (default ~/.config)."),
    ("SDL_VIDEODRIVER", "The SDL video driver; offscreen draws without a display, as --screenshot does."),
    ("RPS_RENDERER", "software draws with the software renderer instead of the accelerated one."),
  ]

  static let files = [
    ("~/.local/share/rps/history.json", "The matches played, newest first; a damaged file is kept aside."),
    ("~/.config/rps/settings.json", "The level, the rules, the sound and the window's place and size."),
    ("/usr/share/rps/assets", "The pictures, sounds and fonts of an installed game."),
  ]

  static let exitStatus = [
    ("0", "The game ended, or what was asked was printed."),
    ("1", "The game could not run: no display, or its pictures and fonts were not found."),
    ("2", "The command line was wrong; one line on standard error says why."),
  ]

  private static let examples = [
    ("rps --device phone --size 844x390", "Play as on a phone turned to landscape:"),
    (
      "rps --screenshot shot.png --size 390x844 --device phone --open history",
      "Draw the history of a phone into a picture, without a display:"
    ),
    ("rps tournament --level hard --rounds 300 --format json", "Measure the hard level against the bots:"),
  ]

  // MARK: - Writing roff

  /// `.TP` items for a command's options.
  private static func optionItems(_ command: CommandLineCommand) -> [String] {
    command.visibleOptions.flatMap { option in
      let names = option.spellings.map { "\\fB\(escaped($0, options: true))\\fR" }.joined(separator: ", ")
      let value = option.placeholder.map { " \\fI\(escaped($0))\\fR" } ?? ""
      return [".TP", names + value]
        + sentences(option.summary.prefix(1).uppercased() + option.summary.dropFirst() + ".")
    }
  }

  /// `.TP` items with a bold term.
  private static func items(_ entries: [(String, String)]) -> [String] {
    entries.flatMap { term, text in [".TP", ".B \(escaped(term))"] + sentences(text) }
  }

  /// `[--rounds N]` in the synopsis.
  private static func synopsis(_ option: CommandLineOption) -> String {
    "\\fB\(escaped(option.name, options: true))\\fR"
      + (option.placeholder.map { " \\fI\(escaped($0))\\fR" } ?? "")
  }

  /// The text with each sentence on a line of its own, as roff wants (it spaces sentences by
  /// their line ends), and no line longer than 78 characters.
  private static func sentences(_ text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    let words = text.split(separator: " ")
    for (index, word) in words.enumerated() {
      if !line.isEmpty && line.count + 1 + word.count > 78 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
      let next = index + 1 < words.count ? words[index + 1] : nil
      if word.last.map({ ".?!".contains($0) }) == true, let next, next.first?.isUppercase == true {
        lines.append(line)
        line = ""
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { escaped($0) }
  }

  /// Text made safe for roff: backslashes escaped, a leading dot or quote made literal, and
  /// characters past ASCII written as `\[uXXXX]`. With `options`, hyphens are minus signs, so
  /// that `--size` can be copied from the page.
  static func escaped(_ text: String, options: Bool = false) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-" where options: result += "\\-"
      case _ where scalar.value > 0x7E:
        result += "\\[u" + String(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)) + "]"
      default: result.unicodeScalars.append(scalar)
      }
    }
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }
}

extension String {
  /// The string with zeros before it, up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count < width ? String(repeating: "0", count: width - count) + self : self
  }
}
