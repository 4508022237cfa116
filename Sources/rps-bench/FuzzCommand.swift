import Foundation
import Fuzzing
import TestSupport
import ViewKit

/// `rps-bench fuzz --events N [--seed S]`: throws N seeded random events at the headless game,
/// half on a pad and half on a phone, each run with its own data folder, checking every
/// invariant after every event. Prints one line of JSON; exits 1 when an invariant broke, 2 on
/// a bad command line.
@MainActor
enum FuzzCommand {
  static let command = SeededCommand(name: "fuzz", countOption: "--events")

  static func run(_ arguments: ArraySlice<String>) -> Int32 {
    guard let parsed = command.parse(arguments) else { return 2 }
    let events = parsed.count
    let chosenSeed = parsed.seed
    // Said first, so that a crash can be replayed.
    command.say("\(events) events, seed \(chosenSeed)")
    var report: FuzzReport?
    for (idiom, count) in [(UserInterfaceIdiom.pad, (events + 1) / 2), (.phone, events / 2)] where count > 0 {
      let folder: TemporaryFolder
      do {
        folder = try TemporaryFolder("rps-fuzz", inMemory: true)
      } catch {
        command.say("cannot make a data folder: \(error.localizedDescription)")
        return 1
      }
      let fuzzer = EventFuzzer(
        configuration: EventFuzzer.Configuration(events: count, seed: chosenSeed, idiom: idiom),
        dataFolder: folder.url)
      let run = fuzzer.run()
      report = report.map { $0.merged(with: run) } ?? run
    }
    guard let report else { return 0 }
    return command.finish(report, violations: report.firstViolations, passed: report.violations == 0)
  }
}
