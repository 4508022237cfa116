import Foundation
import Fuzzing
import ViewKit

/// `rps-bench fuzz --events N [--seed S]`: throws N seeded random events at the headless game,
/// half on a pad and half on a phone, each run with its own data folder, checking every
/// invariant after every event. Prints one line of JSON; exits 1 when an invariant broke, 2 on
/// a bad command line.
@MainActor
enum FuzzCommand {
  static let usage = "usage: rps-bench fuzz --events N [--seed S]"

  static func run(_ arguments: ArraySlice<String>) -> Int32 {
    var events: Int?
    var seed: UInt64?
    var remaining = arguments
    while let argument = remaining.popFirst() {
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      let inline = argument.contains("=") ? String(argument.drop { $0 != "=" }.dropFirst()) : nil
      guard let value = inline ?? remaining.popFirst() else { return fail("\(name) needs a value") }
      switch name {
      case "--events":
        guard let count = Int(value), count >= 1 else { return fail("--events wants a whole number from 1") }
        events = count
      case "--seed":
        guard let number = UInt64(value) else {
          return fail("--seed wants a whole number from 0 to \(UInt64.max)")
        }
        seed = number
      default:
        return fail("unknown option or value: \(argument)")
      }
    }
    guard let events else { return fail("--events is needed") }
    let chosenSeed = seed ?? UInt64.random(in: 0...UInt64.max)
    // Said first, so that a crash can be replayed.
    FileHandle.standardError.write(
      Data("rps-bench fuzz: \(events) events, seed \(chosenSeed)\n".utf8))
    var report: FuzzReport?
    for (idiom, count) in [(UserInterfaceIdiom.pad, (events + 1) / 2), (.phone, events / 2)] where count > 0 {
      let folder: ScratchFolder
      do {
        folder = try ScratchFolder()
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
