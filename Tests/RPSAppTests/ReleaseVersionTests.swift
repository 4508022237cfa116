import Foundation
import Testing

@testable import RPSApp

/// The version and day of the release are written in three places besides the code, for three
/// readers: the man page (from the code), software centres (AppStream) and dpkg (the changelog).
@Suite("The release's version")
struct ReleaseVersionTests {
  static let packaging = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("packaging")

  @Test("The AppStream file's newest release is the version and day rps prints in its man page")
  func appStreamNamesThisRelease() throws {
    let metainfo = try String(
      contentsOf: Self.packaging.appendingPathComponent("io.github.rps.RockPaperScissors.metainfo.xml"),
      encoding: .utf8)
    let newest = metainfo.range(of: "<release ").map { metainfo[$0.lowerBound...].prefix(80) } ?? ""

    #expect(newest.contains("version=\"\(HelpText.version)\""), "\(newest)")
    #expect(newest.contains("date=\"\(HelpText.releaseDate)\""), "\(newest)")
    #expect(ManualPage.text.contains(".TH RPS 6 \(HelpText.releaseDate) \"rps \(HelpText.version)\""))
  }

  @Test("The Debian changelog's newest entry is this version")
  func debianChangelogNamesThisRelease() throws {
    let changelog = try String(
      contentsOf: Self.packaging.appendingPathComponent("debian/changelog"), encoding: .utf8)

    #expect(changelog.hasPrefix("rps (\(HelpText.version)) "))
  }
}
