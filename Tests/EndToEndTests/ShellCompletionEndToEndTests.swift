import Foundation
import TestSupport
import Testing

/// The completions and the man page that `rps` prints, tried in the shells and formatters that
/// read them.
@Suite("Completions and man page end to end")
struct ShellCompletionEndToEndTests {
  /// What bash's completion of `rps` offers for a command line ending in `words` (the last one
  /// is the word being completed), with the script loaded as bash-completion loads it.
  static func bashCompletions(_ words: [String], script: URL) throws -> [String] {
    let quoted = (["rps"] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let program = """
      source '\(script.path)'
      COMP_WORDS=(\(quoted.joined(separator: " ")))
      COMP_CWORD=\(words.count)
      COMPREPLY=()
      _rps
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    return try run("/bin/bash", ["--norc", "--noprofile", "-c", program]).split(separator: "\n").map(
      String.init)
  }

  static func run(_ program: String, _ arguments: [String]) throws -> String {
    try ProgramRun.merged(program, arguments).output
  }

  /// `rps --print-completion shell` (or another printing option) written to a file.
  static func printed(
    _ arguments: [String], into folder: TemporaryFolder, as name: String
  ) async throws -> URL {
    let run = try await ProgramRun(arguments)
    #expect(run.status == 0 && run.standardError.isEmpty, "\(arguments): \(run.standardError)")
    let file = folder.appending(name)
    try Data(run.standardOutput.utf8).write(to: file)
    return file
  }

  @Test("The bash completion registers for rps and completes options, subcommands and the values of options")
  func bashCompletesOptionsAndValues() async throws {
    let folder = try TemporaryFolder()
    let script = try await Self.printed(["--print-completion", "bash"], into: folder, as: "rps")
    let registered = try Self.run(
      "/bin/bash", ["--norc", "--noprofile", "-c", "source '\(script.path)'; complete -p rps"])
    #expect(registered.trimmingCharacters(in: .whitespacesAndNewlines) == "complete -F _rps rps")

    #expect(try Self.bashCompletions(["--le"], script: script) == ["--level"])
    #expect(
      try Self.bashCompletions(["--s"], script: script) == ["--size", "--scale", "--seed", "--screenshot"])
    #expect(try Self.bashCompletions(["t"], script: script) == ["tournament"])
    #expect(try Self.bashCompletions(["--level", ""], script: script) == ["easy", "medium", "hard"])
    #expect(try Self.bashCompletions(["--level", "=", "m"], script: script) == ["medium"], "--level=m")
    #expect(
      try Self.bashCompletions(["--level=h"], script: script) == ["hard"], "one word when = does not split")
    #expect(try Self.bashCompletions(["--rules", ""], script: script) == ["classic", "rpsls"])
    #expect(try Self.bashCompletions(["--device", ""], script: script) == ["pad", "phone"])
    #expect(
      try Self.bashCompletions(["--open", ""], script: script) == [
        "game", "history", "help", "about", "stats", "friend", "online", "ladder", "masters", "daily",
        "earlier", "records", "match:1", "daily:2026-12-08",
      ])
    #expect(try Self.bashCompletions(["--open", "h"], script: script) == ["history", "help"])
    #expect(try Self.bashCompletions(["--first-to", ""], script: script) == ["1", "2", "3", "5", "7"])
    #expect(try Self.bashCompletions(["--seed", ""], script: script) == [], "a free number offers nothing")
    #expect(
      try Self.bashCompletions(["tournament", "--level", ""], script: script) == [
        "easy", "medium", "hard", "all",
      ])
    #expect(try Self.bashCompletions(["tournament", "--f"], script: script) == ["--format"])
    #expect(try Self.bashCompletions(["engine", "--f"], script: script) == [], "engine has no --format")
    #expect(
      try Self.bashCompletions(["engine", "t"], script: script) == [], "no subcommand after a subcommand")

    let files = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: files.appending("pictures"), withIntermediateDirectories: true)
    for name in ["shot.png", "notes.txt"] { try Data().write(to: files.appending(name)) }
    #expect(
      try Self.bashCompletions(["--screenshot", files.path + "/"], script: script).sorted()
        == [files.path + "/pictures", files.path + "/shot.png"])
    #expect(
      try Self.bashCompletions(["--data-dir", files.path + "/"], script: script) == [files.path + "/pictures"]
    )
  }

  @Test("The fish completion offers the values of options and the subcommands", .installed("fish"))
  func fishCompletes() async throws {
    let folder = try TemporaryFolder()
    let script = try await Self.printed(["--print-completion", "fish"], into: folder, as: "rps.fish")
    func offered(_ line: String) throws -> [String] {
      try Self.run("/usr/bin/fish", ["--no-config", "-c", "source '\(script.path)'; complete -C '\(line)'"])
        .split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }
    #expect(try offered("rps --level ") == ["easy", "hard", "medium"])
    #expect(try offered("rps --device ") == ["pad", "phone"])
    #expect(try offered("rps ").contains("tournament"))
    #expect(try offered("rps tournament --format ") == ["json", "table"])
    #expect(try !offered("rps engine --").contains("--format"))
  }

  @Test("The zsh completion is a valid zsh script for compinit", .installed("zsh"))
  func zshScriptParses() async throws {
    let folder = try TemporaryFolder()
    let script = try await Self.printed(["--print-completion", "zsh"], into: folder, as: "_rps")
    #expect(try Self.run("/usr/bin/zsh", ["-n", script.path]) == "")
    #expect(try String(contentsOf: script, encoding: .utf8).hasPrefix("#compdef rps\n"))
  }

  @Test("The man page rps(6) renders with no warning from mandoc's lint nor groff", .installed("mandoc"))
  func manualPageLints() async throws {
    let folder = try TemporaryFolder()
    let page = try await Self.printed(["--print-man"], into: folder, as: "rps.6")
    #expect(try Self.run("/usr/bin/mandoc", ["-Tlint", "-W", "all", page.path]) == "")
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") {
      let rendered = try Self.run("/bin/sh", ["-c", "groff -ww -man -Tutf8 '\(page.path)' 2>&1 >/dev/null"])
      #expect(rendered == "", "groff warns: \(rendered)")
    }
    // Bold and underlined letters come as overstrikes: "X\bX" and "_\bX".
    let text = try Self.run("/usr/bin/mandoc", ["-Tascii", page.path])
      .replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
    #expect(text.contains("--first-to"))
    #expect(text.contains("Ctrl+Left or Ctrl+Right"))
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only where `program` is installed in /usr/bin; it is skipped, saying so, elsewhere.
  static func installed(_ program: String) -> Self {
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/\(program)"),
      Comment(rawValue: "\(program) is not installed"))
  }
}
