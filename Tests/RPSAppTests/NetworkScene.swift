import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

/// The game in a pad's window with a fake network under Play a friend: what the network play
/// tests (direct, online, names) arrange before they act.
@MainActor
struct NetworkScene {
  let window: Window
  let screens: Screens
  let network: FakeNetwork
  let folder: TemporaryFolder

  var play: NetworkPlay { screens.network }

  /// The game started with `arguments` on a fresh data folder, drawn once at `size`, with the
  /// Play a friend screen shown when `showingScreen`.
  init(
    _ arguments: [String] = [], size: Size = Size(width: 960, height: 600), showingScreen: Bool = true
  ) throws {
    folder = try TemporaryFolder()
    let options = try CommandLineParser.parse(arguments)
    network = FakeNetwork()
    screens = RockPaperScissorsApp.makeScreens(
      options: options, store: HistoryStore(folder: folder.url), network: network.services)
    window = Window(size: size, idiom: .pad, clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split
    window.render(on: RecordingCanvas())
    if showingScreen {
      screens.network.show()
      window.rootView.layoutIfNeeded()
    }
  }
}
