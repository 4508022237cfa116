import Fuzzing
import Testing

@Suite("Network frame fuzzing")
struct FrameFuzzTests {
  @Test("mutated network streams from the committed corpus never break the decoder or the protocol machine")
  func fuzzCorpus() {
    let corpus = FrameFuzzer.loadCorpus(FrameFuzzer.committedCorpus)
    #expect(corpus.count >= 9)
    var fuzzer = FrameFuzzer(corpus: corpus, seed: 13)
    let report = fuzzer.run(seconds: 60, inputs: 20_000)
    #expect(report.violations == 0, "\(report.firstViolations)")
    #expect(report.inputs == 20_000)
    #expect(report.roundsScored > 0)
    #expect(report.wireErrors > 0)
  }
}
