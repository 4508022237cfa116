import Foundation
import GameCore

// rps-bench: how fast the hard engine decides, early and late in a long game, and how many
// tournament rounds it plays per second. Build in release: `swift run -c release rps-bench`.
//   rps-bench [--format table|json] [--runs N] [--rounds N]
// `rps-bench fuzz` throws seeded random input at the headless game instead (see FuzzCommand).
//   rps-bench fuzz --events N [--seed S]

if CommandLine.arguments.dropFirst().first == "fuzz" {
  exit(FuzzCommand.run(CommandLine.arguments.dropFirst(2)))
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(
    Data(
      "rps-bench: \(message) (usage: rps-bench [--format table|json] [--runs N] [--rounds N], or rps-bench fuzz --events N [--seed S])\n"
        .utf8))
  exit(2)
}

/// A whole number of at least `least`, or the end of the program.
func count(_ text: String, least: Int, for name: String) -> Int {
  guard let value = Int(text), value >= least else { fail("\(name) wants a whole number from \(least)") }
  return value
}

var format = "table"
var runs = 7
var rounds = 100_000
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
  guard let value = arguments.popFirst() else { fail("\(name) needs a value") }
  switch name {
  case "--format" where ["table", "json"].contains(value): format = value
  case "--runs": runs = count(value, least: 1, for: name)
  case "--rounds": rounds = count(value, least: 2000, for: name)
  default: fail("unknown option or value: \(name) \(value)")
  }
}

let timing = DecisionTiming(rounds: rounds, window: 1000)
let samples = (0..<runs).map { timing.measure(seed: UInt64($0)) }
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
let first = median(samples.map(\.first)) / 1000
let last = median(samples.map(\.last)) / 1000

let tournament = Tournament(rounds: 1000, seeds: 4)
let clock = ContinuousClock()
let start = clock.now
_ = tournament.play(levels: [.hard])
let seconds = (clock.now - start).nanoseconds / 1e9
let tournamentRounds = Double(tournament.rounds * tournament.seeds * Bot.allCases.count)

/// The peak resident memory of this process in megabytes, from /proc (`getrusage` would count the
/// peak of `swift run`, which execs this program), or 0 where there is no /proc.
func peakMemoryMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
  else { return 0 }
  return kilobytes / 1024
}

let report = BenchReport(
  rounds: rounds, runs: runs, firstMovesMicroseconds: first, lastMovesMicroseconds: last, ratio: last / first,
  tournamentRoundsPerSecond: tournamentRounds / seconds, peakMemoryMegabytes: peakMemoryMegabytes())
print(format == "json" ? report.json : report.table)
if !report.withinLimit {
  FileHandle.standardError.write(
    Data("rps-bench: late decisions cost \(report.ratio) times early ones\n".utf8))
  exit(1)
}
