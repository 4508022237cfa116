import Foundation
import Testing

/// Runs the built `rps` with the given standard input, away from any display and assets.
private struct SubcommandRun {
  let status: Int32
  let standardOutput: String
  let standardError: String

  init(_ arguments: [String], input: String = "") throws {
    let process = Process()
    process.executableURL = ProgramRun.executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
    // A subcommand must not look for the game's pictures: point the locator at nothing.
    environment["RPS_ASSETS"] = "/nonexistent/rps-assets"
    // In English whatever the tester's language.
    for name in ["LANGUAGE", "LC_MESSAGES", "LANG"] { environment[name] = nil }
    environment["LC_ALL"] = "C.UTF-8"
    process.environment = environment
    let inputPipe = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = inputPipe
    process.standardOutput = output
    process.standardError = error
    try process.run()
    inputPipe.fileHandleForWriting.write(Data(input.utf8))
    try inputPipe.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    status = process.terminationStatus
    standardOutput = String(decoding: outputData, as: UTF8.self)
    standardError = String(decoding: errorData, as: UTF8.self)
  }
}

@Suite("rps subcommands end to end")
struct SubcommandEndToEndTests {
  @Test("rps tournament prints a table without a display or assets")
  func tournamentTable() throws {
    let run = try SubcommandRun(["tournament", "--rounds", "20", "--seeds", "2", "--level", "easy"])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput.contains("level  bot"))
    #expect(run.standardOutput.split(separator: "\n").count == 2 + 11)
  }

  @Test("rps tournament --format json prints JSON")
  func tournamentJSON() throws {
    let run = try SubcommandRun([
      "tournament", "--rounds=10", "--seeds=1", "--level=medium", "--rules=rpsls", "--format=json",
    ])
    #expect(run.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    #expect(object?["rules"] as? String == "rpsls")
    #expect((object?["results"] as? [Any])?.count == 11)
  }

  @Test("rps engine answers each line with the next move and ends with 0 at the end of input")
  func engineSession() throws {
    let run = try SubcommandRun(["engine", "--seed", "4"], input: "r\n P \ns\nr\n")
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    let moves = run.standardOutput.split(separator: "\n")
    #expect(moves.count == 5)
    #expect(moves.allSatisfy { ["R", "P", "S"].contains($0) })
    #expect(
      try SubcommandRun(["engine", "--seed", "4"], input: "r\n P \ns\nr\n").standardOutput
        == run.standardOutput)
  }

  @Test("rps engine with rpsls plays K and L too, and an empty input still gets the first move")
  func engineFiveMoves() throws {
    let run = try SubcommandRun(["engine", "--rules", "rpsls", "--level", "easy", "--seed", "1"], input: "")
    #expect(run.status == 0)
    #expect(["R", "P", "S", "K", "L"].contains(run.standardOutput.trimmingCharacters(in: .newlines)))
  }

  @Test("rps engine stops at a malformed line with one line on standard error and exit 2")
  func engineMalformed() throws {
    let run = try SubcommandRun(["engine"], input: "r\nlizard\np\n")
    #expect(run.status == 2)
    #expect(run.standardError.split(separator: "\n").count == 1)
    #expect(run.standardError.contains("line 2"))
    #expect(run.standardOutput.split(separator: "\n").count == 2)
  }

  @Test(
    "Bad subcommand values exit 2 with one line on standard error that mentions --help",
    arguments: [
      ["tournament", "--rounds", "0"], ["tournament", "--level", "x"], ["tournament", "--format", "csv"],
      ["engine", "--level", "all"], ["engine", "--rules", "x"], ["engine", "--seed"],
    ])
  func badValues(arguments: [String]) throws {
    let run = try SubcommandRun(arguments)
    #expect(run.status == 2)
    #expect(run.standardError.split(separator: "\n").count == 1)
    #expect(run.standardError.contains("--help"))
    #expect(run.standardOutput.isEmpty)
  }
}
