import Foundation
import GameCore
import RPSApp
import ViewKit

/// Stands in for the SDL host in the window-wide commands: it records what it was asked to do,
/// and a window picture is a small file.
@MainActor
final class FakeWindowController: WindowControlling {
  var isFullScreen = false
  private(set) var actions: [String] = []

  func setFullScreen(_ fullScreen: Bool) {
    isFullScreen = fullScreen
    actions.append(fullScreen ? "full screen" : "windowed")
  }

  func rotate() { actions.append("rotate") }

  func quit() { actions.append("quit") }

  func saveWindowPicture(to path: String) throws {
    try Data("png".utf8).write(to: URL(fileURLWithPath: path))
  }
}

extension RockPaperScissorsApp {
  /// The game as `rps` assembles it, in a view-kit window of `size` with a manual clock and a
  /// ``FakeWindowController`` for the host.
  @MainActor
  static func assembleForTest(
    options: CommandLineOptions = CommandLineOptions(), store: HistoryStore? = nil, size: Size,
    clock: ManualClock = ManualClock(), picturesFolder: URL = FileManager.default.temporaryDirectory
  ) -> AssembledApp<FakeWindowController> {
    assemble(options: options, store: store, picturesFolder: picturesFolder) { screens in
      let window = Window(size: size, idiom: options.device, clock: clock, appearance: Theme.appearance)
      window.rootViewController = screens.split
      return (FakeWindowController(), window)
    }
  }
}
