import Foundation
import Fuzzing

/// `rps-bench netfuzz --seconds N [--seed S]`: mutates the committed corpus of network streams
/// for N seconds and feeds them to the frame decoder, the message reader and the protocol
/// machine (see FrameFuzzer). Prints one line of JSON; exits 1 when an invariant broke, 2 on a
/// bad command line.
enum NetFuzzCommand {
  static let command = SeededCommand(name: "netfuzz", countOption: "--seconds")

  static func run(_ arguments: ArraySlice<String>) -> Int32 {
    guard let parsed = command.parse(arguments) else { return 2 }
    let corpus = FrameFuzzer.loadCorpus(FrameFuzzer.committedCorpus)
    command.say("\(parsed.count) s, seed \(parsed.seed), \(corpus.count) streams in the corpus")
    var fuzzer = FrameFuzzer(corpus: corpus, seed: parsed.seed)
    let report = fuzzer.run(seconds: Double(parsed.count))
    return command.finish(
      report, violations: report.firstViolations, passed: report.violations == 0 && !corpus.isEmpty)
  }
}
