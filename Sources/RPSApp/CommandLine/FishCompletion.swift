/// The fish completion of `rps`, written from ``CommandLineTable``: one `complete` line per
/// option, for the game or its subcommand, with the values it takes. Installed as
/// /usr/share/fish/vendor_completions.d/rps.fish.
enum FishCompletion {
  static var script: String {
    var lines = [
      Shell.fish.scriptHeading,
      "complete -c rps -f",
    ]
    for command in CommandLineTable.subcommands {
      guard let name = command.name else { continue }
      lines.append(
        "complete -c rps -n __fish_use_subcommand -a \(name) -d \(quoted(command.summary))")
    }
    for command in CommandLineTable.commands {
      let condition =
        command.name.map { "__fish_seen_subcommand_from \($0)" }
        ?? "not __fish_seen_subcommand_from \(CommandLineTable.subcommandNames.joined(separator: " "))"
      for option in command.visibleOptions {
        var parts = ["complete -c rps -n \(quoted(condition))", "-l \(option.name.dropFirst(2))"]
        parts += option.aliases.filter { $0.count == 2 }.map { "-s \($0.dropFirst())" }
        switch option.argument {
        case .none: break
        case .oneOf(let words), .text(let words):
          parts.append("-x")
          if !words.isEmpty { parts.append("-a \(quoted(words.joined(separator: " ")))") }
        case .file(let fileExtension):
          parts.append("-x -a \(quoted("(__fish_complete_suffix .\(fileExtension))"))")
        case .folder: parts.append("-x -a '(__fish_complete_directories)'")
        }
        parts.append("-d \(quoted(option.summary))")
        lines.append(parts.joined(separator: " "))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Single-quoted for fish, where a backslash and a quote are escaped with a backslash.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}
