import Foundation
import Testing

@Suite("rps-bench storm end to end")
struct BenchStormEndToEndTests {
  private static let bench = ProgramRun.builtProgram("rps-bench")

  @Test("rps-bench storm resizes a pad and a phone through the sizes asked for and prints one line of JSON")
  func summaryLine() async throws {
    let run = try await ProgramRun(["storm", "--sizes", "60", "--seed=11"], program: Self.bench)

    let object = try run.summary()
    #expect(object?["sizes"] as? Int == 120)
    #expect(object?["seed"] as? Int == 11)
    #expect(object?["idioms"] as? [String] == ["pad", "phone"])
    #expect(object?["invariantChecks"] as? Int == 122, "one check after each size and one settled at the end")
    #expect(object?["violations"] as? Int == 0)
    #expect(object?["elapsedSeconds"] is Double)
    #expect(run.standardError.contains("seed 11"), "the seed is said first, for a replay after a crash")
  }

  @Test("rps-bench --help prints its usage on standard output and exits 0", arguments: ["--help", "-h"])
  func help(option: String) async throws {
    let run = try await ProgramRun([option], program: Self.bench)

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("usage: rps-bench"))
    #expect(run.standardError.isEmpty)
  }

  @Test("rps-bench storm without a seed picks one and says it")
  func randomSeed() async throws {
    let run = try await ProgramRun(["storm", "--sizes", "5"], program: Self.bench)

    #expect(run.status == 0, "\(run.standardError)")
    let object =
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let seed = try #require(object?["seed"] as? NSNumber)
    #expect(run.standardError.contains("seed \(seed.uint64Value)"))
  }

  @Test(
    "rps-bench storm refuses a bad command line with status 2 and its usage",
    arguments: [
      ["storm"], ["storm", "--sizes", "0"], ["storm", "--sizes", "lots"], ["storm", "--sizes"],
      ["storm", "--sizes", "10", "--seed", "-3"], ["storm", "--events", "10"],
    ])
  func badCommandLine(arguments: [String]) async throws {
    let run = try await ProgramRun(arguments, program: Self.bench)

    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("usage: rps-bench storm --sizes N [--seed S]"))
  }
}
