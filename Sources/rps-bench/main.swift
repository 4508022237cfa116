import Foundation
import GameCore
import SDLHost
import ViewKit

// rps-bench: the game's benchmarks, each a median beside a floor measured in the same run, with
// its target. Build in release: `swift run -c release rps-bench`.
//   rps-bench [--format table|json] [--runs N] [--only GROUP,GROUP...] [--rounds N] [--renderer R]
//             [--size WxH] [--memory-runs N] [--static-rps PATH] [--people FILE]
// Groups: frame, resize, layout, stats, startup, memory, engine, net. Exit status 0 when every target is met,
// 1 when one is missed, 2 for a bad command line.
// `rps-bench fuzz` throws seeded random input at the headless game instead (see FuzzCommand), and
// `rps-bench storm` resizes it through seeded window sizes (see StormCommand).
//   rps-bench fuzz --events N [--seed S]
//   rps-bench storm --sizes N [--seed S]
//   rps-bench netfuzz --seconds N [--seed S]   (the network frame decoder and protocol machine)
//   rps-bench legibility   (every screen at the smallest sizes, in $LANGUAGE: no text cut; see LegibilityCommand)

let usage =
  "usage: rps-bench [--format table|json] [--runs N] [--only frame,resize,layout,stats,startup,memory,engine,net]"
  + " [--rounds N] [--renderer software|accelerated|both] [--size WxH] [--memory-runs N] [--static-rps PATH]"
  + " [--people FILE],"
  + " or rps-bench fuzz --events N [--seed S], or rps-bench storm --sizes N [--seed S],"
  + " or rps-bench netfuzz --seconds N [--seed S], or rps-bench legibility"

switch CommandLine.arguments.dropFirst().first {
case "fuzz": exit(FuzzCommand.run(CommandLine.arguments.dropFirst(2)))
case "storm": exit(StormCommand.run(CommandLine.arguments.dropFirst(2)))
case "netfuzz": exit(NetFuzzCommand.run(CommandLine.arguments.dropFirst(2)))
case "legibility":
  exit(MainActor.assumeIsolated { LegibilityCommand.run(CommandLine.arguments.dropFirst(2)) })
case "--help", "-h":
  print(usage)
  exit(0)
default: break
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("rps-bench: \(message) (\(usage))\n".utf8))
  exit(2)
}

/// A whole number of at least `least`, or the end of the program.
func count(_ text: String, least: Int, for name: String) -> Int {
  guard let value = Int(text), value >= least else { fail("\(name) wants a whole number from \(least)") }
  return value
}

let allGroups = ["frame", "resize", "layout", "stats", "startup", "memory", "engine", "net"]
var format = "table"
var runs = 7
var rounds = 100_000
var groups = allGroups
var renderers: [RendererChoice] = [.software, .accelerated]
var sizes = FrameBenchmarks.sizes
var memoryRuns = 1
// The statically linked rps for the startup group: scripts/build-static.sh's, unless given.
var staticGame = Executables.staticGame
// More recorded games of people for the engine group, in the corpus's format, beside the committed
// ones: games the project may not keep, read where they lie.
var peopleFiles: [URL] = []
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
  guard let value = arguments.popFirst() else { fail("\(name) needs a value") }
  switch name {
  case "--format" where ["table", "json"].contains(value): format = value
  case "--runs": runs = count(value, least: 1, for: name)
  case "--rounds": rounds = count(value, least: 2000, for: name)
  case "--memory-runs": memoryRuns = count(value, least: 1, for: name)
  case "--static-rps": staticGame = URL(fileURLWithPath: value)
  case "--people": peopleFiles.append(URL(fileURLWithPath: value))
  case "--only":
    groups = value.split(separator: ",").map(String.init)
    if let unknown = groups.first(where: { !allGroups.contains($0) }) { fail("no group \(unknown)") }
  case "--renderer" where ["software", "accelerated", "both"].contains(value):
    renderers =
      value == "both" ? [.software, .accelerated] : RendererChoice(rawValue: value).map { [$0] } ?? []
  case "--size":
    let sides = value.split(separator: "x").compactMap { Double($0) }
    guard sides.count == 2, sides.allSatisfy({ $0 >= 320 && $0 <= 8192 }) else { fail("--size wants WxH") }
    sizes = [Size(width: max(sides[0], sides[1]), height: min(sides[0], sides[1]))]
  case "--profile-frames", "--profile-resizes", "--profile-rotations":
    // For valgrind: this many frames, resizes or rotations of the first scene at the first size,
    // and nothing else.
    let times = count(value, least: 1, for: name)
    let benchmarks = MainActor.assumeIsolated {
      FrameBenchmarks(sampling: Sampling(runs: 1), renderers: renderers, sizes: sizes)
    }
    let status = MainActor.assumeIsolated {
      switch name {
      case "--profile-frames": benchmarks.profile(frames: times)
      default: benchmarks.profile(resizes: times, rotating: name == "--profile-rotations")
      }
    }
    exit(status)
  case "--profile-layout":
    // For valgrind: 200 layout passes and 20 frames with this many matches in the history.
    let matches = count(value, least: 0, for: name)
    exit(MainActor.assumeIsolated { LayoutBenchmarks(sampling: Sampling(runs: 1)).profile(matches: matches) })
  case "--memory-child":
    // Internal: the child process of the memory benchmark.
    let status = MainActor.assumeIsolated { MemoryChild.run(rounds: count(value, least: 1, for: name)) }
    exit(status)
  default: fail("unknown option or value: \(name) \(value)")
  }
}

let sampling = Sampling(runs: runs)
let frames = MainActor.assumeIsolated {
  FrameBenchmarks(sampling: sampling, renderers: renderers, sizes: sizes)
}
var figures: [Figure] = []
for group in allGroups where groups.contains(group) {
  switch group {
  case "frame": figures += MainActor.assumeIsolated { frames.frames() }
  case "resize": figures += MainActor.assumeIsolated { frames.resizes() }
  case "layout": figures += MainActor.assumeIsolated { LayoutBenchmarks(sampling: sampling).run() }
  case "stats": figures += MainActor.assumeIsolated { StatisticsBenchmark(sampling: sampling).run() }
  case "startup": figures += StartupBenchmark(runs: runs, staticGame: staticGame).run()
  case "memory": figures += MemoryBenchmark(runs: memoryRuns).run()
  case "engine": figures += EngineBenchmarks(runs: runs, rounds: rounds, peopleFiles: peopleFiles).run()
  case "net": figures += NetBenchmarks(runs: runs).run()
  default: break
  }
}
let report = BenchReport(runs: runs, groups: allGroups.filter(groups.contains), figures: figures)
print(format == "json" ? report.json : report.table)
exit(report.passed ? 0 : 1)
