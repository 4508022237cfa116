import Foundation
import TestSupport
import Testing

/// `scripts/play.sh`, the README's quick start, run on a fresh copy of the checkout (no compiled
/// catalogues: `assets/locale` is not in the repository), with two stand-ins: the Debian
/// packages are taken as installed, and `swift build -c release` gives the `rps` these tests
/// were built with.
@Suite("The quick start")
struct QuickStartEndToEndTests {
  static let repository = ProgramRun.repository

  @Test(
    "From a fresh clone, scripts/play.sh compiles the catalogues, and the game speaks German under LANGUAGE=de"
  )
  func quickStartPlaysInThePlayersLanguage() async throws {
    let checkout = try TemporaryFolder("rps-fresh-clone")
    let files = FileManager.default
    for folder in ["scripts", "po", "assets"] {
      try files.copyItem(at: Self.repository.appendingPathComponent(folder), to: checkout.appending(folder))
    }
    // As a clone has it: no catalogues compiled by an earlier run.
    try? files.removeItem(at: checkout.appending("assets/locale"))
    try Self.script(
      "#!/bin/sh\n# Stands in for the Debian packages: taken as installed.\nexit 0\n",
      at: checkout.appending("scripts/install-dependencies.sh"))
    let tools = checkout.appending("tools")
    try files.createDirectory(at: tools, withIntermediateDirectories: true)
    try Self.script(
      """
      #!/bin/sh
      # Stands in for `swift build -c release --product rps`: the release game is the rps these
      # tests were built with, reading the assets of this checkout.
      mkdir -p .build/release
      printf '#!/bin/sh\\nRPS_ASSETS="%s" exec "%s" "$@"\\n' "$PWD/assets" "\(ProgramRun.executable.path)" \\
        >.build/release/rps
      chmod 755 .build/release/rps

      """, at: tools.appendingPathComponent("swift"))
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["RPS_ASSETS"] = nil
    environment["RPS_LOCALEDIR"] = nil

    let run = try await ProgramRun(
      [checkout.appending("scripts/play.sh").path, "--help"], environment: environment,
      program: URL(fileURLWithPath: "/bin/bash"), locale: ["LANGUAGE": "de", "LANG": "C.UTF-8"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(files.fileExists(atPath: checkout.appending("assets/locale/de/LC_MESSAGES/rps.mo").path))
    #expect(run.standardOutput.contains("Aufruf:"), "the help is German: \(run.standardOutput.prefix(200))")
  }

  private static func script(_ text: String, at url: URL) throws {
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
  }
}
