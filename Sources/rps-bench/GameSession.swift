import Foundation
import GameCore
import RPSApp
import SDLHost
import TestSupport
import ViewKit

/// The whole game in an offscreen host, as `rps` builds it, with a history of a chosen length
/// in a temporary data folder.
@MainActor
final class GameSession {
  let host: SDLHost
  let screens: Screens
  /// The game as `rps` assembles it: the screens, their window's commands and gamepads.
  private let app: AssembledApp<SDLHost>
  private let folder: TemporaryFolder
  /// Screens made with ``makeScreens(device:matches:moves:)``, kept with their folders.
  private var others: [(Screens, TemporaryFolder)] = []

  /// Opens the game at `size` points on `device`, with `matches` finished matches in its history
  /// and `moves` played in the match on screen. Throws when SDL cannot open the renderer.
  init(
    device: UserInterfaceIdiom, size: Size, renderer: RendererChoice, matches: Int, moves: String = "rps",
    dataIn base: URL? = nil, clock: any AnimationClock = SystemClock()
  ) throws {
    let data = try GameSession.data(device: device, size: size, matches: matches, base: base)
    let configuration = HostConfiguration(
      title: "rps-bench", size: size, assetsDirectory: try AssetLocator.locate().get(), offscreen: true,
      idiom: device, renderer: renderer, vsync: false, appearance: Theme.appearance)
    app = try RockPaperScissorsApp.assemble(
      options: data.options, store: data.store, picturesFolder: data.folder.url
    ) { screens in
      let host = try SDLHost(configuration: configuration, rootViewController: screens.split, clock: clock)
      return (host, host.window)
    }
    (host, screens, folder) = (app.host, app.screens, data.folder)
    screens.playThrows(moves.compactMap { Move(letter: $0) })
    settle()
  }

  /// More screens of the game, with their own history, to put in the host's window in turn.
  func makeScreens(device: UserInterfaceIdiom, matches: Int, moves: String = "rps") throws -> Screens {
    let data = try GameSession.data(device: device, size: host.pointSize, matches: matches, base: nil)
    let screens = RockPaperScissorsApp.makeScreens(options: data.options, store: data.store)
    screens.playThrows(moves.compactMap { Move(letter: $0) })
    others.append((screens, data.folder))
    return screens
  }

  /// The command line and the data folder, holding `matches` finished matches, of a game as
  /// `rps` opens it.
  private static func data(
    device: UserInterfaceIdiom, size: Size, matches: Int, base: URL?
  ) throws -> (options: CommandLineOptions, store: HistoryStore, folder: TemporaryFolder) {
    let folder = try TemporaryFolder("rps-bench", in: base)
    let store = HistoryStore(folder: folder.url)
    if matches > 0 { try store.save(GameSession.history(matches: matches)) }
    var options = CommandLineOptions()
    options.seed = 4
    options.device = device
    options.requestedSize = size
    options.dataDirectory = folder.path
    return (options, store, folder)
  }

  /// Ends animations, handles pending events and draws, so that what follows starts from rest.
  func settle() {
    host.window.animator.finishAll()
    host.processPendingEvents()
    host.presentFrame()
    host.finishRendering()
  }

  func close() {
    host.close()
  }

  /// A history of `matches` finished matches, newest first, of three to seven rounds each.
  static func history(matches: Int) -> History {
    let rules = Rules.classic
    let start = Date(timeIntervalSince1970: 1_750_000_000)
    var generator = SeededGenerator(seed: 7)
    let records = (0..<matches).map { index in
      var match = Match(rules: rules)
      while !match.isOver {
        let player = rules.moves[Int.random(in: 0..<3, using: &generator)]
        let computer = rules.moves[Int.random(in: 0..<3, using: &generator)]
        match.record(Round(player: player, computer: computer, rules: rules))
      }
      let startedAt = start.addingTimeInterval(Double(matches - index) * 90)
      return MatchRecord(
        match: match, level: .hard, startedAt: startedAt, endedAt: startedAt.addingTimeInterval(60))
    }
    return History(finished: records)
  }
}
