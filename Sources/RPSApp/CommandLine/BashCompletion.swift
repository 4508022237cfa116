/// The bash completion of `rps`, written from ``CommandLineTable``: the options of the game and
/// of each subcommand, the subcommands first, and the values of options that take one of a few
/// words, a PNG file or a folder. Installed as /usr/share/bash-completion/completions/rps.
enum BashCompletion {
  static var script: String {
    let subcommands = CommandLineTable.subcommandNames
    var lines = [
      Shell.bash.scriptHeading,
      "_rps() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\" command=\"\"",
      "  ((COMP_CWORD > 0)) && prev=\"${COMP_WORDS[COMP_CWORD - 1]}\"",
      "  # --name=value: bash splits it at '=' (COMP_WORDBREAKS), or keeps one word.",
      "  if [[ \"$cur\" == \"=\" ]]; then",
      "    cur=\"\"",
      "  elif [[ \"$prev\" == \"=\" ]] && ((COMP_CWORD > 1)); then",
      "    prev=\"${COMP_WORDS[COMP_CWORD - 2]}\"",
      "  elif [[ \"$cur\" == --*=* ]]; then",
      "    prev=\"${cur%%=*}\"",
      "    cur=\"${cur#*=}\"",
      "  fi",
      "  if ((COMP_CWORD > 1)); then",
      "    case \"${COMP_WORDS[1]}\" in",
      "      \(subcommands.joined(separator: " | "))) command=\"${COMP_WORDS[1]}\" ;;",
      "    esac",
      "  fi",
      "  COMPREPLY=()",
      "  case \"$command $prev\" in",
    ]
    for command in CommandLineTable.commands {
      for option in command.visibleOptions where option.takesValue {
        let pattern = option.spellings.map { "'\(command.name ?? "") \($0)'" }.joined(separator: " | ")
        lines.append("    \(pattern))")
        lines += valueCompletion(option.argument).map { "      " + $0 }
        lines.append("      return ;;")
      }
    }
    lines.append("  esac")
    lines.append("  case \"$command\" in")
    for command in CommandLineTable.commands {
      var words = command.visibleOptions.flatMap(\.spellings)
      if command.name == nil { words = subcommands + words }
      lines.append("    \(command.name.map { "'\($0)'" } ?? "''"))")
      lines.append(
        "      mapfile -t COMPREPLY < <(compgen -W '\(words.joined(separator: " "))' -- \"$cur\") ;;")
    }
    lines += ["  esac", "}", "complete -F _rps rps"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines that fill COMPREPLY with the values an option takes.
  private static func valueCompletion(_ argument: CommandLineOption.Argument) -> [String] {
    switch argument {
    case .none: return []
    case .oneOf(let words), .text(let words):
      return words.isEmpty
        ? [] : ["mapfile -t COMPREPLY < <(compgen -W '\(words.joined(separator: " "))' -- \"$cur\")"]
    case .file(let fileExtension):
      return [
        "compopt -o filenames 2>/dev/null",
        "mapfile -t COMPREPLY < <(compgen -d -- \"$cur\"; compgen -f -X '!*.\(fileExtension)' -- \"$cur\")",
      ]
    case .folder:
      return ["compopt -o filenames 2>/dev/null", "mapfile -t COMPREPLY < <(compgen -d -- \"$cur\")"]
    }
  }
}
