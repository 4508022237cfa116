import Foundation
import Fuzzing
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

/// The fuzzer's rule for the words under the throw buttons judges the board on screen (a
/// rival's table included) by that board's own idiom.
@MainActor
@Suite("Throw button captions")
struct ThrowCaptionInvariantTests {
  /// A phone restarted with two players chosen: free play never joined the window this run, so
  /// it still has the default idiom, while a rival's table is pushed onto the phone.
  static func phoneAtARivalsTable(in folder: URL) throws -> HeadlessApp {
    let pictures = FileManager.default.temporaryDirectory
    let first = HeadlessApp(
      size: CommandLineOptions.phoneSize, idiom: .phone, seed: 7, store: HistoryStore(folder: folder),
      picturesFolder: pictures)
    first.screens.choosePlayers(2)
    first.screens.playThrowPairs([.init(left: .rock, right: .scissors)])
    let app = HeadlessApp(
      size: CommandLineOptions.phoneSize, idiom: .phone, seed: 8, store: HistoryStore(folder: folder),
      picturesFolder: pictures)
    #expect(app.screens.players == 2 && app.play.parent == nil, "free play is out of the window")
    app.screens.show(.ladder)
    app.screens.playRivalThrows([.rock])
    app.finishAnimations()
    return app
  }

  @Test("A rival's table on a phone names no keys under its throws, and the fuzzer agrees")
  func rivalsTableOnAPhone() throws {
    let folder = try TemporaryFolder("rps-captions", inMemory: true)
    let app = try Self.phoneAtARivalsTable(in: folder.url)

    let rock = try #require(app.window.rootView.descendant(identifiedBy: "throw-rock") as? Button)

    #expect(rock.caption == nil)
    #expect(AppInvariants.violations(in: app, settled: true).isEmpty)
  }

  @Test("A key named under a rival's throw on a phone is caught by the fuzzer")
  func keyOnAPhoneIsCaught() throws {
    let folder = try TemporaryFolder("rps-captions", inMemory: true)
    let app = try Self.phoneAtARivalsTable(in: folder.url)
    let rock = try #require(app.window.rootView.descendant(identifiedBy: "throw-rock") as? Button)

    rock.caption = "R or 1"

    #expect(
      AppInvariants.violations(in: app, settled: true).contains { $0.contains("the Rock button says R or 1") }
    )
  }
}
