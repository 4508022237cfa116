/// The zsh completion of `rps`, written from ``CommandLineTable`` for `_arguments`: options with
/// their descriptions and values, and the subcommands as the first word. Installed as `_rps` in
/// a folder of `fpath` (/usr/share/zsh/vendor-completions on Debian).
enum ZshCompletion {
  static var script: String {
    var lines = [
      "#compdef rps",
      Shell.zsh.scriptHeading,
      "",
      "_rps() {",
      "  local -a specs",
      "  case ${words[2]} in",
    ]
    for command in CommandLineTable.subcommands {
      guard let name = command.name else { continue }
      lines.append("    \(name))")
      lines.append("      specs=(")
      lines += command.visibleOptions.map { "        " + spec($0) }
      lines.append("      )")
      lines.append("      (( CURRENT > 2 )) && { shift words; (( CURRENT-- )) } ;;")
    }
    let choices = CommandLineTable.subcommands.compactMap { command in
      command.name.map { "\($0)\\:\(quotedDescription(command.summary, forChoice: true))" }
    }
    lines.append("    *)")
    lines.append("      specs=(")
    lines += CommandLineTable.game.visibleOptions.map { "        " + spec($0) }
    lines.append("      )")
    let commandSpec = quoted("1:command:((\(choices.joined(separator: " "))))")
    lines.append("      (( CURRENT == 2 )) && specs+=(\(commandSpec)) ;;")
    lines += ["  esac", "  _arguments -s : \"${specs[@]}\"", "}", "", "_rps \"$@\""]
    return lines.joined(separator: "\n") + "\n"
  }

  /// One `_arguments` spec: `'--size=[window size]:WxH:(1024x768 390x844)'`.
  private static func spec(_ option: CommandLineOption) -> String {
    let description = "[\(quotedDescription(option.summary))]"
    let value: String
    if let placeholder = option.placeholder {
      let action: String
      switch option.argument {
      case .none: action = ""
      case .oneOf(let words), .text(let words):
        action = words.isEmpty ? " " : "(\(words.joined(separator: " ")))"
      case .file(let fileExtension): action = "_files -g \"*.\(fileExtension)\""
      case .folder: action = "_files -/"
      }
      value = ":\(escapedColons(placeholder)):\(action)"
    } else {
      value = ""
    }
    let suffix = option.takesValue ? "=" : ""
    if option.aliases.isEmpty {
      return quoted(option.name + suffix + description + value)
    }
    let exclusive = "(\(option.spellings.joined(separator: " ")))"
    return quoted(exclusive) + "{" + option.spellings.map { $0 + suffix }.joined(separator: ",") + "}"
      + quoted(description + value)
  }

  /// Text for a `[description]`: brackets and colons escaped (and spaces, in a `((a\:b))` choice).
  private static func quotedDescription(_ text: String, forChoice: Bool = false) -> String {
    var result = ""
    for character in text {
      switch character {
      case "[", "]", "\\": result += "\\\(character)"
      case ":", " ", "(", ")", "'", "\"":
        if forChoice { result += "\\" }
        result.append(character)
      default: result.append(character)
      }
    }
    return result
  }

  private static func escapedColons(_ text: String) -> String {
    text.replacingOccurrences(of: ":", with: "\\:")
  }

  /// Single-quoted for the shell.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
