import Foundation
import Fuzzing

/// `rps-bench netfuzz --seconds N [--seed S]`: mutates the committed corpus of network streams
/// for N seconds and feeds them to the frame decoder, the message reader and the protocol
/// machine (see FrameFuzzer). Prints one line of JSON; exits 1 when an invariant broke, 2 on a
/// bad command line.
enum NetFuzzCommand {
  static let usage = "usage: rps-bench netfuzz --seconds N [--seed S]"

  static func run(_ arguments: ArraySlice<String>) -> Int32 {
    let parsed: SeededRunArguments
    do {
      parsed = try SeededRunArguments(arguments, countOption: "--seconds")
    } catch {
      FileHandle.standardError.write(Data("rps-bench netfuzz: \(error.message) (\(usage))\n".utf8))
      return 2
    }
    let corpus = FrameFuzzer.loadCorpus(FrameFuzzer.committedCorpus)
    FileHandle.standardError.write(
      Data(
        "rps-bench netfuzz: \(parsed.count) s, seed \(parsed.seed), \(corpus.count) streams in the corpus\n"
          .utf8))
    var fuzzer = FrameFuzzer(corpus: corpus, seed: parsed.seed)
    let report = fuzzer.run(seconds: Double(parsed.count))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    if let data = try? encoder.encode(report) { print(String(decoding: data, as: UTF8.self)) }
    for violation in report.firstViolations {
      FileHandle.standardError.write(Data("rps-bench netfuzz: \(violation)\n".utf8))
    }
    return report.violations == 0 && !corpus.isEmpty ? 0 : 1
  }
}
