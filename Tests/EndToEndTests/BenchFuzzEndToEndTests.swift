import Foundation
import Testing

@Suite("rps-bench fuzz end to end")
struct BenchFuzzEndToEndTests {
  private static let bench = ProgramRun.builtProgram("rps-bench")

  @Test("rps-bench fuzz prints one line of JSON: events, seed, invariant checks, elapsed time; exit 0")
  func summaryLine() async throws {
    let run = try await ProgramRun(["fuzz", "--events", "300", "--seed", "5"], program: Self.bench)

    let object = try run.summary()
    #expect(object?["events"] as? Int == 300)
    #expect(object?["seed"] as? Int == 5)
    #expect((object?["invariantChecks"] as? Int ?? 0) >= 300)
    #expect(object?["elapsedSeconds"] is Double)
    #expect(object?["violations"] as? Int == 0)
    #expect(object?["idioms"] as? [String] == ["pad", "phone"])
    #expect(run.standardError.contains("seed 5"), "the seed is said first, for a replay after a crash")
  }

  @Test(
    "rps-bench fuzz refuses a bad command line with status 2 and its usage",
    arguments: [
      ["fuzz"], ["fuzz", "--events", "0"], ["fuzz", "--events", "many"], ["fuzz", "--events"],
      ["fuzz", "--events", "10", "--seed", "-1"], ["fuzz", "--events", "10", "--idiom", "watch"],
    ])
  func badCommandLine(arguments: [String]) async throws {
    let run = try await ProgramRun(arguments, program: Self.bench)

    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("usage: rps-bench fuzz --events N [--seed S]"))
  }

  @Test("rps-bench without fuzz still measures the engine, with its own options")
  func benchStillWorks() async throws {
    let run = try await ProgramRun(["--runs", "x"], program: Self.bench)
    #expect(run.status == 2)
    #expect(run.standardError.contains("--runs wants a whole number"))
  }
}
