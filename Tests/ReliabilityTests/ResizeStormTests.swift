import Fuzzing
import Testing
import ViewKit

@MainActor
@Suite("Resize storm")
struct ResizeStormTests {
  @Test(
    "10,000 seeded window sizes from 1x1 to 16384x16384 keep every invariant of the game's screens",
    arguments: [UserInterfaceIdiom.pad, .phone])
  func storm(idiom: UserInterfaceIdiom) {
    let result = ResizeStorm.run(idiom: idiom, seed: 2024)

    #expect(result.sizes == 10_000)
    #expect(result.invariantChecks == 10_001)
    #expect(result.violations == 0, "\(result.firstViolations.joined(separator: "\n"))")
    print("resize storm (\(idiom.rawValue)): \(result.sizes) sizes in \(result.elapsedSeconds) s")
  }
}
