import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("Join last shows the whole address")
struct JoinLastTests {
  /// The texts drawn on the Play a friend screen's Join side, with their font sizes.
  private func drawnTexts(
    size: Size, idiom: UserInterfaceIdiom, lastAddress: String
  ) throws -> [(String, Double)] {
    let folder = try TemporaryFolder()
    let screens = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse([]), store: HistoryStore(folder: folder.url))
    let network = FakeNetwork()
    screens.network.services = network.services
    screens.settings.update { $0.lastJoinAddress = lastAddress }
    let window = Window(size: size, idiom: idiom, clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split
    window.render(on: RecordingCanvas())
    screens.network.show()
    window.rootView.layoutIfNeeded()
    let canvas = RecordingCanvas()
    window.render(on: canvas)
    withExtendedLifetime((folder, network)) {}
    return canvas.commands.compactMap { command in
      if case .text(let text, let font, _, _) = command { (text, font.size) } else { nil }
    }
  }

  @Test(
    "an address longer than 127.0.0.1 is drawn whole, at a readable size, on a pad at 800x600 and a phone at 390x844",
    arguments: [
      (Size(width: 800, height: 600), UserInterfaceIdiom.pad), (Size(width: 390, height: 844), .phone),
      (Size(width: 960, height: 600), .pad),
    ])
  func wholeAddress(size: Size, idiom: UserInterfaceIdiom) throws {
    let address = "192.168.100.200:47474"
    let texts = try drawnTexts(size: size, idiom: idiom, lastAddress: address)
    let shown = texts.filter { $0.0.contains(address) }
    #expect(
      !shown.isEmpty, "drawn: \(texts.map(\.0).filter { $0.contains("Join last") || $0.contains("192") })")
    #expect(shown.allSatisfy { $0.1 >= 11 }, "sizes: \(shown.map(\.1))")
  }
}
