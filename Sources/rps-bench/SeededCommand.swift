import Foundation

/// What the seeded reliability subcommands (`fuzz`, `storm`, `netfuzz`) share: their command line
/// (`--<countOption> N [--seed S]`), their lines on standard error, each starting
/// `rps-bench NAME:`, and their end: one line of JSON on standard output, the first violations on
/// standard error, and the exit status (1 when an invariant broke, 2 for a bad command line).
struct SeededCommand {
  let name: String
  let countOption: String

  var usage: String { "usage: rps-bench \(name) \(countOption) N [--seed S]" }

  /// The arguments, or nil after saying what is wrong with them (then exit 2).
  func parse(_ arguments: ArraySlice<String>) -> SeededRunArguments? {
    do {
      return try SeededRunArguments(arguments, countOption: countOption)
    } catch {
      say("\(error.message) (\(usage))")
      return nil
    }
  }

  func say(_ line: String) {
    FileHandle.standardError.write(Data("rps-bench \(name): \(line)\n".utf8))
  }

  /// Prints `summary` as one line of JSON with sorted keys and says `violations`; returns the
  /// exit status.
  func finish(_ summary: some Encodable, violations: [String], passed: Bool) -> Int32 {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if let data = try? encoder.encode(summary) { print(String(decoding: data, as: UTF8.self)) }
    for violation in violations { say(violation) }
    return passed ? 0 : 1
  }
}
