import Foundation
import TestSupport
import Testing

/// What running `rps` printed and how it ended.
struct ProgramRun {
  let status: Int32
  let standardOutput: String
  let standardError: String

  /// The `rps` built beside the test bundle.
  static let executable = builtProgram("rps")

  /// A program of the package built beside the test bundle.
  static func builtProgram(_ name: String) -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    while folder.pathComponents.count > 1 && !folder.lastPathComponent.hasSuffix(".xctest") {
      folder.deleteLastPathComponent()
    }
    return folder.deletingLastPathComponent().appendingPathComponent(name)
  }

  /// Runs `program` with `arguments`. The tester's language never reaches it: `locale` is the
  /// only locale setting it sees (English unless a test asks for another).
  init(
    _ arguments: [String], environment: [String: String]? = nil, program: URL = ProgramRun.executable,
    locale: [String: String] = ["LC_ALL": "C.UTF-8"]
  )
    async throws
  {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    // Each run keeps its settings in a folder of its own, never in the tester's.
    var runEnvironment = environment ?? ProcessInfo.processInfo.environment
    let configFolder = try TemporaryFolder("rps-config")
    if runEnvironment["XDG_CONFIG_HOME"] == nil { runEnvironment["XDG_CONFIG_HOME"] = configFolder.path }
    for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_TIME", "LC_NUMERIC", "LANG"] {
      runEnvironment[name] = nil
    }
    runEnvironment.merge(locale) { _, new in new }
    process.environment = runEnvironment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Standard error is read on another thread so that neither pipe can fill up and stall.
    let errorReader = Task.detached { error.fileHandleForReading.readAllRetrying() }
    let outputData = output.fileHandleForReading.readAllRetrying()
    let errorData = await errorReader.value
    process.waitUntilExit()
    status = process.terminationStatus
    standardOutput = String(decoding: outputData, as: UTF8.self)
    standardError = String(decoding: errorData, as: UTF8.self)
  }
}

extension ProgramRun {
  /// The checkout these tests were built from.
  static let repository: URL = {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { folder.deleteLastPathComponent() }
    return folder
  }()

  /// Runs `program` (a path, or a name looked up in PATH) with `arguments` in the checkout and
  /// returns its status and all it printed, standard output and error together.
  static func merged(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    process.currentDirectoryURL = repository
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readAllRetrying()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

extension ProgramRun {
  /// The summary a benchmark subcommand prints, expecting first what every summary keeps to: the run
  /// ended well and printed exactly one line, a JSON object.
  func summary(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any]? {
    #expect(status == 0, "\(standardError)", sourceLocation: sourceLocation)
    let lines = standardOutput.split(separator: "\n")
    #expect(lines.count == 1, sourceLocation: sourceLocation)
    return try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any]
  }
}
