import Fuzzing
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("Event fuzzing")
struct EventFuzzTests {
  @Test(
    "3,000 seeded random events keep every invariant and every save, restarts included, on a pad and a phone",
    arguments: [UserInterfaceIdiom.pad, .phone])
  func fuzz(idiom: UserInterfaceIdiom) throws {
    let folder = try TemporaryFolder("rps-fuzz", inMemory: true)
    let configuration = EventFuzzer.Configuration(events: 3_000, seed: 7, idiom: idiom)

    let report = EventFuzzer(configuration: configuration, dataFolder: folder.url).run()

    #expect(report.violations == 0, "\(report.firstViolations.joined(separator: "\n"))")
    #expect(report.events == 3_000)
    #expect(report.sessions == 3, "started twice more on the saved history")
    #expect(report.invariantChecks > 3_000)
    // Half the sessions count before each reveal (throws during a count do nothing), and pads,
    // fingers and switches between one and two players share the events, so fewer matches end
    // than with every throw shown at once; enough still do to exercise the ending.
    #expect(report.matchesFinished >= 6, "throws finish matches: \(report.matchesFinished)")
    #expect(report.overlaysOpened >= 20, "popovers and the help open: \(report.overlaysOpened)")
    #expect(report.resizes >= 100 && report.focusLosses >= 30 && report.wheelTurns >= 60)
    print("event fuzzing (\(idiom.rawValue)): \(report.jsonLine)")
  }
}
