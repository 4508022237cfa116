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
  static let usage = "usage: rps-bench fuzz --events N [--seed S]"

  static func run(_ arguments: ArraySlice<String>) -> Int32 {
    let parsed: SeededRunArguments
    do {
      parsed = try SeededRunArguments(arguments, countOption: "--events")
    } catch {
      return fail(error.message)
    }
    let events = parsed.count
    let chosenSeed = parsed.seed
    // Said first, so that a crash can be replayed.
    FileHandle.standardError.write(
      Data("rps-bench fuzz: \(events) events, seed \(chosenSeed)\n".utf8))
    var report: FuzzReport?
    for (idiom, count) in [(UserInterfaceIdiom.pad, (events + 1) / 2), (.phone, events / 2)] where count > 0 {
      let folder: TemporaryFolder
      do {
        folder = try TemporaryFolder("rps-fuzz", inMemory: true)
      } catch {
        return fail("cannot make a data folder: \(error.localizedDescription)", status: 1)
      }
      let fuzzer = EventFuzzer(
        configuration: EventFuzzer.Configuration(events: count, seed: chosenSeed, idiom: idiom),
        dataFolder: folder.url)
      let run = fuzzer.run()
      report = report.map { $0.merged(with: run) } ?? run
    }
    guard let report else { return 0 }
    print(report.jsonLine)
    for violation in report.firstViolations {
      FileHandle.standardError.write(Data("rps-bench fuzz: \(violation)\n".utf8))
    }
    return report.violations == 0 ? 0 : 1
  }

  private static func fail(_ message: String, status: Int32 = 2) -> Int32 {
    FileHandle.standardError.write(Data("rps-bench fuzz: \(message) (\(usage))\n".utf8))
    return status
  }
}
