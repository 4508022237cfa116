import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("Settings remembered between runs")
struct SettingsTests {
  private func storedSettings(_ json: String, in temporary: TemporaryFolder) throws -> SettingsStore {
    let store = SettingsStore(folder: temporary.url)
    try Data(json.utf8).write(to: store.fileURL)
    return store
  }

  @Test("Saved settings load back the same, and a key from a newer version is written back unchanged")
  func roundTripKeepsUnknownKeys() throws {
    let temporary = try TemporaryFolder()
    let store = try storedSettings(
      #"{"level":"medium","rules":"rpsls","targetWins":5,"fromTheFuture":{"colour":"teal","size":[1,2]},"#
        + #""window":{"width":900,"height":600,"x":10,"y":20,"isFullScreen":true,"device":"phone"}}"#,
      in: temporary)

    var (settings, outcome) = store.load()
    settings.quickThrows = true
    try store.save(settings)
    let (reloaded, _) = store.load()

    #expect(outcome == .loaded)
    #expect(reloaded.level == .medium && reloaded.rules == .rockPaperScissorsSpockLizard)
    #expect(reloaded.targetWins == 5 && reloaded.quickThrows)
    #expect(
      reloaded.window
        == WindowPlacement(width: 900, height: 600, x: 10, y: 20, isFullScreen: true, device: "phone"))
    let saved = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: store.fileURL)) as? [String: Any])
    let future = try #require(saved["fromTheFuture"] as? [String: Any])
    #expect(future["colour"] as? String == "teal")
  }

  @Test(
    "A damaged settings file is kept aside, the defaults are used, and the player is told once",
    arguments: [
      #"{"level": "#, #"{"targetWins": 4}"#, #"{"isSoundOn": "loud"}"#, "[1, 2, 3]",
      #"{"window": {"width": 1e12, "height": 600}}"#, #"{"window": {"width": 800, "height": 100}}"#,
      #"{"window": {"width": 800, "height": 600, "x": -1e300}}"#,
    ])
  func damagedFileKeptAside(contents: String) throws {
    let temporary = try TemporaryFolder()
    let store = try storedSettings(contents, in: temporary)

    let (keeper, notice) = SettingsKeeper.load(from: store)
    let (_, secondNotice) = SettingsKeeper.load(from: store)

    #expect(keeper.settings == Settings())
    let told = try #require(notice)
    #expect(told.contains("settings file was damaged") && told.contains(".damaged-"), "\(told)")
    #expect(secondNotice == nil, "told once: the next start finds no file")
    let names = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
    let kept = try #require(names.first { $0.hasPrefix("settings.json.damaged-") })
    #expect(try String(contentsOf: temporary.appending(kept), encoding: .utf8) == contents)
  }

  @Test("No settings file: the defaults, and nothing said")
  func noFile() throws {
    let temporary = try TemporaryFolder()

    let (keeper, notice) = SettingsKeeper.load(from: SettingsStore(folder: temporary.appending("rps")))

    #expect(keeper.settings == Settings())
    #expect(notice == nil)
  }

  @Test("The settings folder is $XDG_CONFIG_HOME/rps, else ~/.config/rps")
  func defaultFolder() {
    #expect(SettingsStore.defaultFolder(environment: ["XDG_CONFIG_HOME": "/x/cfg"]).path == "/x/cfg/rps")
    #expect(SettingsStore.defaultFolder(environment: ["HOME": "/home/ann"]).path == "/home/ann/.config/rps")
    #expect(
      SettingsStore.defaultFolder(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).path
        == "/h/.config/rps")
  }

  @Test("The game starts with the saved level, rules and match length")
  func gameStartsWithSettings() throws {
    let temporary = try TemporaryFolder()
    let store = try storedSettings(#"{"level":"easy","rules":"rpsls","targetWins":7}"#, in: temporary)
    let (settings, _) = SettingsKeeper.load(from: store)

    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions(), settings: settings)

    #expect(screens.play.level == .easy)
    #expect(screens.play.game.match.rules == .rockPaperScissorsSpockLizard)
    #expect(screens.play.game.match.targetWins == 7)
  }

  /// The game started with nothing on its command line, its settings read from `store`.
  private func start(withSettingsFrom store: SettingsStore) -> Screens {
    RockPaperScissorsApp.makeScreens(
      options: CommandLineOptions(), settings: SettingsKeeper.load(from: store).0)
  }

  @Test("A choice in the options is saved at once and comes back at the next start")
  func choiceSaved() throws {
    let temporary = try TemporaryFolder()
    let store = SettingsStore(folder: temporary.url)
    let screens = start(withSettingsFrom: store)

    screens.play.change(targetWins: 5)
    screens.play.setPreferences(quickThrows: true, reducesMotion: true)
    screens.play.toggleInsight()
    let next = start(withSettingsFrom: store)

    #expect(next.play.game.match.targetWins == 5)
    #expect(next.play.quickThrows)
    #expect(next.play.showsInsight)
    #expect(store.load().0.reducesMotion)
  }

  @Test("Hiding abandoned matches is remembered")
  func hideAbandonedRemembered() throws {
    let temporary = try TemporaryFolder()
    let store = SettingsStore(folder: temporary.url)
    let screens = start(withSettingsFrom: store)

    screens.history.hidesAbandoned = true
    let next = start(withSettingsFrom: store)

    #expect(next.history.hidesAbandoned)
  }

  @Test("An option on the command line wins for that run and is not saved, even when another choice is")
  func commandLineOverridesWithoutSaving() throws {
    let temporary = try TemporaryFolder()
    let store = try storedSettings(#"{"level":"medium","targetWins":3}"#, in: temporary)
    var options = CommandLineOptions()
    options.level = .easy
    options.targetWins = 1
    let screens = RockPaperScissorsApp.makeScreens(
      options: options, settings: SettingsKeeper.load(from: store).0)
    #expect(screens.play.level == .easy)
    #expect(screens.play.game.match.targetWins == 1)

    screens.play.change(rules: .rockPaperScissorsSpockLizard)

    let saved = store.load().0
    #expect(saved.rules == .rockPaperScissorsSpockLizard, "the player's choice is saved")
    #expect(saved.level == .medium, "the command line's level is not")
    #expect(saved.targetWins == 3, "nor its match length")
  }

  @Test("A settings folder that cannot be written is said once, and the game goes on")
  func unwritableFolderToldOnce() throws {
    let temporary = try TemporaryFolder()
    try Data("a file where the folder should be".utf8).write(to: temporary.appending("rps"))
    let keeper = SettingsKeeper(store: SettingsStore(folder: temporary.appending("rps")))
    var notices: [String] = []
    keeper.onNotice = { notices.append($0) }

    keeper.update { $0.quickThrows = true }
    keeper.update { $0.reducesMotion = true }

    #expect(notices.count == 1)
    #expect(notices.first?.hasPrefix("The settings were not saved") == true)
    #expect(keeper.settings.quickThrows && keeper.settings.reducesMotion)
  }

  @Test("--first-to takes 1, 2, 3, 5 or 7 and refuses anything else with one line")
  func firstToOption() throws {
    #expect(try CommandLineParser.parse(["--first-to", "5"]).targetWins == 5)
    #expect(try CommandLineParser.parse(["--first-to=1"]).targetWins == 1)
    for bad in ["0", "4", "8", "three", "-3", ""] {
      #expect(
        refusal(of: ["--first-to", bad])?.contains("--first-to wants 1, 2, 3, 5 or 7") == true, "\(bad)")
    }
    #expect(refusal(of: ["--first-to"]) != nil)
  }
}
