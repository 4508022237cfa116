import Foundation
import TestSupport
import Testing

/// `rps` in the language the environment asks for, from catalogues compiled from po/, and
/// catalogues that match the code.
@Suite("rps translated")
struct TranslationEndToEndTests {
  static let repository = ProgramRun.repository

  /// Runs a program of the repository and returns its status and what it printed.
  private static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String)
  {
    try ProgramRun.merged(program, arguments)
  }

  /// The catalogues compiled into a folder of this test's own.
  private static func compiledCatalogues() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let built = try run("bash", ["scripts/build-translations.sh", folder.url.path])
    #expect(built.status == 0, "\(built.output)")
    return folder
  }

  @Test(
    "Every string of the code is in po/rps.pot and no other, and every catalogue is complete and passes msgfmt --check"
  )
  func cataloguesMatchTheCode() throws {
    let check = try Self.run("python3", ["scripts/translations.py", "check"])
    #expect(check.status == 0, "\(check.output)")
    #expect(check.output.contains("4 languages complete"), "\(check.output)")
  }

  @Test("Every tr(\"…\") of the code, found here by a second, plainer reading, is in po/rps.pot")
  func everyPlainCallIsInTheCatalogue() throws {
    // Arrange: the extractor once took a call whose comment above ended in a full stop for a
    // member's call and left its string out of every catalogue.
    let template = try String(
      contentsOf: Self.repository.appendingPathComponent("po/rps.pot"), encoding: .utf8)
    let call = /(?:^|[^\w.$])tr\(\s*"([^"\\]*)"/
    let sources = Self.repository.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []

    // Act
    var missing: [String] = []
    var found = 0
    for file in files {
      let code = try String(contentsOf: file, encoding: .utf8)
      for line in code.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      {
        for match in line.matches(of: call) {
          found += 1
          if !template.contains("msgid \"\(match.1)\"") {
            missing.append("\(file.lastPathComponent): \(match.1)")
          }
        }
      }
    }

    // Assert
    #expect(found > 300)
    #expect(missing.isEmpty, "\(missing)")
  }

  @Test("LANGUAGE=de: --help is German, keys and all")
  func germanHelp() async throws {
    let catalogues = try Self.compiledCatalogues()
    let help = try await ProgramRun(
      ["--help"], environment: ["RPS_LOCALEDIR": catalogues.url.path],
      locale: ["LANGUAGE": "de", "LANG": "C.UTF-8"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("Optionen:"), "\(help.standardOutput)")
    #expect(help.standardOutput.contains("Stein spielen"))
    #expect(help.standardOutput.contains("Strg+Q"))
    #expect(!help.standardOutput.contains("Throw rock"))
  }

  @Test("LANG=fr_FR.UTF-8 without that locale installed still gives French errors, and exit 2")
  func frenchWithoutTheLocale() async throws {
    let catalogues = try Self.compiledCatalogues()
    let run = try await ProgramRun(
      ["--device", "watch"], environment: ["RPS_LOCALEDIR": catalogues.url.path],
      locale: ["LANG": "fr_FR.UTF-8"])
    #expect(run.status == 2)
    #expect(
      run.standardError == "rps: --device attend phone ou pad, pas 'watch' (voir rps --help)\n",
      "\(run.standardError)")
  }

  @Test("LANGUAGE=zh_CN: the error is Chinese, with its values in the places the translation puts them")
  func chineseReordered() async throws {
    let catalogues = try Self.compiledCatalogues()
    let run = try await ProgramRun(
      ["--size", "100x100"], environment: ["RPS_LOCALEDIR": catalogues.url.path],
      locale: ["LANGUAGE": "zh_CN", "LC_ALL": "C.UTF-8"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("--size 至少为 320x"), "\(run.standardError)")
    #expect(run.standardError.contains("而不是 '100x100'"), "\(run.standardError)")
  }

  @Test("C.UTF-8 with no LANGUAGE stays English, even with the catalogues at hand")
  func englishByDefault() async throws {
    let catalogues = try Self.compiledCatalogues()
    let run = try await ProgramRun(
      ["--device", "watch"], environment: ["RPS_LOCALEDIR": catalogues.url.path])
    #expect(run.standardError == "rps: --device wants phone or pad, not 'watch' (see rps --help)\n")
  }

  @Test(
    "The man page and the completions are English whatever language is asked, so every package has the same")
  func packageFilesInEnglish() async throws {
    let catalogues = try Self.compiledCatalogues()
    for arguments in [["--print-man"], ["--print-completion", "fish"], ["--print-completion=zsh"]] {
      let english = try await ProgramRun(arguments, environment: ["RPS_LOCALEDIR": catalogues.url.path])
      let german = try await ProgramRun(
        arguments, environment: ["RPS_LOCALEDIR": catalogues.url.path],
        locale: ["LANGUAGE": "de", "LANG": "de_DE.UTF-8"])
      #expect(german.status == 0)
      #expect(english.standardOutput.lowercased().contains("window size in points"), "\(arguments)")
      #expect(german.standardOutput == english.standardOutput, "\(arguments)")
    }
  }
}
