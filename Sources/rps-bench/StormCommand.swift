import Foundation
import Fuzzing
import ViewKit

/// `rps-bench storm --sizes N [--seed S]`: the resize storm of the reliability tests with any
/// seed and length: N seeded window sizes on a pad and N on a phone (the extremes such as 1x1 and
/// 16384x1 first), every invariant checked after each. Prints one line of JSON; exits 1 when an
/// invariant broke, 2 on a bad command line.
@MainActor
enum StormCommand {
  static let usage = "usage: rps-bench storm --sizes N [--seed S]"

  /// What the storm did, printed as one line of JSON with sorted keys.
  private struct Summary: Encodable {
    var seed: UInt64
    var idioms: [String] = []
    var sizes = 0
    var invariantChecks = 0
    var violations = 0
    var firstViolations: [String] = []
    var elapsedSeconds = 0.0
  }

  static func run(_ arguments: ArraySlice<String>) -> Int32 {
    let parsed: SeededRunArguments
    do {
      parsed = try SeededRunArguments(arguments, countOption: "--sizes")
    } catch {
      FileHandle.standardError.write(Data("rps-bench storm: \(error.message) (\(usage))\n".utf8))
      return 2
    }
    // Said first, so that a crash can be replayed.
    FileHandle.standardError.write(
      Data("rps-bench storm: \(parsed.count) sizes on a pad and on a phone, seed \(parsed.seed)\n".utf8))
    var summary = Summary(seed: parsed.seed)
    for idiom in [UserInterfaceIdiom.pad, .phone] {
      let result = ResizeStorm.run(idiom: idiom, seed: parsed.seed, count: parsed.count)
      summary.idioms.append(idiom.rawValue)
      summary.sizes += result.sizes
      summary.invariantChecks += result.invariantChecks
      summary.violations += result.violations
      summary.firstViolations += result.firstViolations.prefix(10 - summary.firstViolations.count)
      summary.elapsedSeconds += result.elapsedSeconds
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if let data = try? encoder.encode(summary) { print(String(decoding: data, as: UTF8.self)) }
    for violation in summary.firstViolations {
      FileHandle.standardError.write(Data("rps-bench storm: \(violation)\n".utf8))
    }
    return summary.violations == 0 ? 0 : 1
  }
}
