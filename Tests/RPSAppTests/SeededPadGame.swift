import GameCore
import RPSApp
import TestSupport
import ViewKit

/// The whole game on a pad-sized window, seeded so the computer's throws repeat, with `arguments`
/// given on its command line and its history in a fresh folder; rounds are shown at once (the count
/// and the celebration have their own tests).
@MainActor
func makeSeededPadGame(_ arguments: [String] = []) throws -> (Window, Screens, TemporaryFolder) {
  let temporary = try TemporaryFolder()
  let options = try CommandLineParser.parse(arguments + ["--seed", "5"])
  let screens = RockPaperScissorsApp.makeScreens(
    options: options, store: HistoryStore(folder: temporary.url))
  let window = Window(
    size: Size(width: 1024, height: 768), clock: ManualClock(), appearance: Theme.appearance)
  screens.play.quickThrows = true
  window.rootViewController = screens.split
  return (window, screens, temporary)
}
