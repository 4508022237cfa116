import Foundation
import TestSupport
import Testing

/// No word cut short on any screen at the smallest sizes, in English and in every catalogue of
/// po/: `rps-bench legibility` lays each screen out with the real fonts, one process per
/// language (a language is chosen for a whole process).
@Suite("Every screen legible in every language at the smallest sizes")
struct LegibilityEndToEndTests {
  /// English, and every language po/ has a catalogue for.
  static let languages: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: ProgramRun.repository.appendingPathComponent("po").path)) ?? []
    return ["en"] + names.filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()
  }()

  @Test("The catalogues are found: English and at least four languages")
  func cataloguesFound() {
    #expect(Self.languages.count >= 5, "\(Self.languages)")
  }

  @Test(
    "No text is cut and no colon or exclamation mark is torn from its word, at 320x360, 320x568 and 568x360",
    arguments: languages)
  func legible(language: String) async throws {
    let catalogues = try TemporaryFolder()
    let built = try ProgramRun.merged("bash", ["scripts/build-translations.sh", catalogues.url.path])
    #expect(built.status == 0, "\(built.output)")
    var environment = ProcessInfo.processInfo.environment
    environment["RPS_LOCALEDIR"] = catalogues.url.path

    let run = try await ProgramRun(
      ["legibility"], environment: environment, program: ProgramRun.builtProgram("rps-bench"),
      locale: ["LANGUAGE": language, "LC_ALL": "C.UTF-8"])

    #expect(run.status == 0, "\(language):\n\(run.standardOutput)\(run.standardError)")
    #expect(run.standardOutput.contains(" 0 problems"), "\(run.standardOutput)")
  }
}
