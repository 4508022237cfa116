import Foundation
import Fuzzing
import ViewKit

/// `rps-bench storm --sizes N [--seed S]`: the resize storm of the reliability tests with any
/// seed and length: N seeded window sizes on a pad and N on a phone (the extremes such as 1x1 and
/// 16384x1 first), every invariant checked after each. Prints one line of JSON; exits 1 when an
/// invariant broke, 2 on a bad command line.
@MainActor
enum StormCommand {
  static let command = SeededCommand(name: "storm", countOption: "--sizes")

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
    guard let parsed = command.parse(arguments) else { return 2 }
    // Said first, so that a crash can be replayed.
    command.say("\(parsed.count) sizes on a pad and on a phone, seed \(parsed.seed)")
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
    return command.finish(summary, violations: summary.firstViolations, passed: summary.violations == 0)
  }
}
