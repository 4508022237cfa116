import GameCore
import Testing

@testable import RPSApp

/// The table of options is the one source of `--help`, the man page and the completions: an
/// option in it must be read by the parser and appear in each of them.
@Suite("The table of options")
struct CommandLineTableTests {
  @Test("Every option of the table is in --help, the man page and the bash, zsh and fish completions")
  func everyOptionIsDocumentedAndCompleted() {
    let help = HelpText.usage
    let manual = ManualPage.text
    for command in CommandLineTable.commands {
      for option in command.visibleOptions {
        #expect(help.contains(option.synopsis), "--help lacks \(option.synopsis)")
        #expect(help.contains(option.summary), "--help lacks the summary of \(option.name)")
        #expect(
          manual.contains(ManualPage.escaped(option.name, options: true)), "the man page lacks \(option.name)"
        )
        #expect(Shell.bash.completionScript.contains(option.name), "bash lacks \(option.name)")
        #expect(Shell.zsh.completionScript.contains(option.name), "zsh lacks \(option.name)")
        #expect(
          Shell.fish.completionScript.contains("-l \(option.name.dropFirst(2)) "), "fish lacks \(option.name)"
        )
        for word in option.argument.words {
          #expect(Shell.bash.completionScript.contains(word), "bash lacks \(word) for \(option.name)")
          #expect(Shell.zsh.completionScript.contains(word), "zsh lacks \(word) for \(option.name)")
          #expect(Shell.fish.completionScript.contains(word), "fish lacks \(word) for \(option.name)")
        }
      }
    }
  }

  @Test("Every value the completions offer is one the parser accepts, for the game and each subcommand")
  func offeredValuesAreAccepted() throws {
    for command in CommandLineTable.commands {
      let prefix = command.name.map { [$0] } ?? []
      for option in command.options {
        // A duel needs a connection: the other options are tried beside --find.
        let connection = ["--host", "--join", "--find"]
        let rest = command.name == "duel" && !connection.contains(option.name) ? ["--find"] : []
        for word in option.argument.words {
          #expect(throws: Never.self, "\(option.name) \(word)") {
            _ = try CommandLineParser.parse(prefix + [option.name, word] + rest)
          }
          #expect(throws: Never.self, "\(option.name)=\(word)") {
            _ = try CommandLineParser.parse(prefix + ["\(option.name)=\(word)"] + rest)
          }
        }
      }
    }
  }

  @Test(
    "The options that print the man page and the completions are read, but not shown in --help or completed")
  func packagingOptionsAreHidden() throws {
    #expect(try CommandLineParser.parse(["--print-man"]).action == .manualPage)
    for shell in Shell.allCases {
      #expect(
        try CommandLineParser.parse(["--print-completion", shell.rawValue]).action == .completion(shell))
    }
    #expect(
      refusal(of: ["--print-completion", "tcsh"])?.contains("wants bash, zsh or fish, not 'tcsh'") == true)
    // Their header comments say which option wrote them; nothing else may name those options.
    for text in [HelpText.usage, ManualPage.text] + Shell.allCases.map(\.completionScript) {
      let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix(".\\\"") }
      #expect(!lines.contains { $0.contains("print-man") || $0.contains("print-completion") })
    }
  }

  @Test("A subcommand's options are completed after its name, and the game's are not")
  func subcommandOptionsAreKeptApart() {
    let bash = Shell.bash.completionScript
    #expect(bash.contains("'tournament --format')"))
    #expect(!bash.contains("'engine --format'"))
    #expect(bash.contains("compgen -W 'tournament engine duel --size"), "the subcommands are offered first")
  }

  @Test("The man page escapes what roff would read as a request or an escape")
  func manualPageEscapes() {
    #expect(ManualPage.escaped(".hidden") == "\\&.hidden")
    #expect(ManualPage.escaped("'quoted") == "\\&'quoted")
    #expect(ManualPage.escaped("a\\b") == "a\\eb")
    #expect(ManualPage.escaped("--size", options: true) == "\\-\\-size")
    #expect(ManualPage.escaped("≤ 2×") == "\\[u2264] 2\\[u00D7]")
    let lines = ManualPage.text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "the page is plain ASCII")
    #expect(lines.first { $0.hasPrefix(".TH RPS 6 ") } != nil)
  }

  @Test("The help lists each subcommand's options under its paragraph, in the table's order")
  func helpFollowsTheTable() {
    let help = HelpText.usage
    let paragraph = help.range(of: "rps tournament plays")
    let tournament = CommandLineTable.tournament.visibleOptions.map(\.synopsis)
    let positions = tournament.compactMap { synopsis in
      paragraph.flatMap {
        help.range(of: "\n  " + synopsis + " ", range: $0.upperBound..<help.endIndex)?.lowerBound
      }
    }
    #expect(positions.count == tournament.count)
    #expect(positions == positions.sorted())
    #expect(help.contains("Usage: rps [options]\n       rps tournament [--rounds N]"))
  }
}
