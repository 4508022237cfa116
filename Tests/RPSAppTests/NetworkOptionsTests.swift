import Foundation
import NetPlay
import RPSApp
import TestSupport
import Testing

@Suite("Network play on the command line and in the settings")
struct NetworkOptionsTests {
  @Test(
    "--host takes an optional port, --join HOST[:PORT]; the game's port is the default",
    arguments: [
      (["--host"], NetworkSession.Mode.host(port: 47474)),
      (["--host", "5000"], .host(port: 5000)),
      (["--host=0"], .host(port: 0)),
      (["--host", "--mute"], .host(port: 47474)),
      (["--join", "192.0.2.7"], .join(host: "192.0.2.7", port: 47474)),
      (["--join", "friend.example:5000"], .join(host: "friend.example", port: 5000)),
      (["--join", "[::1]:5000"], .join(host: "::1", port: 5000)),
    ])
  func hostAndJoinParse(arguments: [String], mode: NetworkSession.Mode) throws {
    let options = try CommandLineParser.parse(arguments)

    #expect(options.network == mode)
  }

  @Test(
    "A bad port, a missing address or both --host and --join are refused with one line",
    arguments: [
      ["--host", "70000"], ["--join"], ["--join", "a:0"], ["--host", "--join", "a"],
      ["--join", "a", "--join", "b"],
    ])
  func badNetworkOptions(arguments: [String]) throws {
    let said = try #require(refusal(of: arguments))

    #expect(!said.contains("\n"))
  }

  @Test("The last address joined is saved and read back; a damaged one makes the file damaged")
  func lastAddressRoundTrips() throws {
    let temporary = try TemporaryFolder()
    let store = SettingsStore(folder: temporary.url)
    var settings = Settings()
    settings.lastJoinAddress = "[2001:db8::7]:5000"

    try store.save(settings)
    let (loaded, outcome) = store.load()
    try Data(#"{"lastJoinAddress": "two words"}"#.utf8).write(to: store.fileURL)
    let (_, damaged) = store.load()

    #expect(outcome == .loaded)
    #expect(loaded.lastJoinAddress == "[2001:db8::7]:5000")
    #expect(damaged != .loaded)
  }
}
