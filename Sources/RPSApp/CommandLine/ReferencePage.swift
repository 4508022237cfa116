import GameCore

/// `docs/reference.md`, the keys and the command line in Markdown, written from
/// ``CommandLineTable`` and the key table as `--help` and the man page are:
/// `rps --print-reference > docs/reference.md`. A test fails when the committed file differs.
enum ReferencePage {
  static var text: String {
    var lines = [
      "# Keys and command line",
      "",
      "<!-- Written by `rps --print-reference > docs/reference.md` from the program's own tables",
      "(Sources/RPSApp/CommandLine/CommandLineTable.swift, Sources/RPSApp/Keys/Command.swift):",
      "edit those, not this file. -->",
      "",
      "Both tables are also in the game: **F1** or **?** shows every key over the game (with each",
      "player's keys on the two-player board), and `rps --help` and `man 6 rps` print every option,",
      "from the one table the parser reads. Back to the [README](../README.md).",
      "",
      "## Keys",
      "",
    ]
    lines += table(
      ["Key", "Does"],
      HelpController.entries(for: .rockPaperScissorsSpockLizard).map { [$0.keys, $0.summary] })
    lines += [
      "",
      "On the two-player board the left player throws with **A S D** (**F G** for Spock and lizard)",
      "and the right player with **J K L** (**; '**), by where the keys sit; a command whose letter",
      "is a throw key on your keyboard also answers **Ctrl** with its letter.",
      "",
      "## Command line",
      "",
      "```",
    ]
    lines += CommandLineTable.commands.map(\.usage)
    lines += ["```", ""]
    let game = CommandLineTable.game
    lines += [sentence(game.summary)] + (game.description.map { ["", $0] } ?? []) + [""]
    lines += options(game)
    for command in CommandLineTable.subcommands {
      lines += ["", "### rps \(command.name ?? "")", "", sentence(command.summary)]
      lines += (command.description.map { ["", $0] } ?? []) + [""]
      lines += options(command)
    }
    lines += ["", "The computer's levels and the bots of `rps tournament` are in [engine.md](engine.md);"]
    lines += ["the network protocol of `rps duel` and `--host`/`--join` is in [protocol.md](protocol.md)."]
    lines +=
      ["", "## Exit status", ""] + table(["Status", "Means"], ManualPage.exitStatus.map { [$0, $1] })
    lines +=
      ["", "## Environment", ""] + table(["Variable", "Does"], ManualPage.environment.map { [$0, $1] })
    lines += ["", "## Files", ""] + table(["File", "Holds"], ManualPage.files.map { [$0, $1] })
    return lines.joined(separator: "\n") + "\n"
  }

  /// A command's visible options as a table: every spelling and its value, and what it does.
  private static func options(_ command: CommandLineCommand) -> [String] {
    table(
      ["Option", "Meaning"],
      command.visibleOptions.map { option in
        let value = option.placeholder.map { " \($0)" } ?? ""
        return [option.spellings.map { "`\($0)\(value)`" }.joined(separator: ", "), option.summary]
      })
  }

  private static func table(_ header: [String], _ rows: [[String]]) -> [String] {
    let line = { (cells: [String]) in "| " + cells.map(cell).joined(separator: " | ") + " |" }
    return [line(header), "|" + header.map { _ in "---|" }.joined()] + rows.map(line)
  }

  /// Text made safe in a table cell: a bar would end the cell.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  private static func sentence(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst() + "."
  }
}
