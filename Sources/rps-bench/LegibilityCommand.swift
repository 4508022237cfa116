import Foundation
import Fuzzing
import GameCore
import RPSApp
import SDLHost
import TestSupport
import ViewKit

/// `rps-bench legibility`: every screen of the game at the smallest sizes a player can give it
/// (the minimum, and a small phone held either way), on a phone and on a pad, laid out with the
/// real fonts of an offscreen host, in the language the environment asks for (`LANGUAGE=de`).
/// Prints each text cut short (drawn with an ellipsis the game's words lack) and a summary line;
/// exits 1 when a text is cut, 2 on a bad command line.
///
/// The tests run it once for every catalogue: a language is chosen for a whole process, so it
/// cannot be changed under the tests running beside one another.
@MainActor
enum LegibilityCommand {
  static let sizes = [
    CommandLineOptions.minimumSize, Size(width: 320, height: 568), Size(width: 568, height: 360),
  ]

  /// What is looked at: each screen a player can open, and the options of both boards.
  enum Screen: String, CaseIterable {
    case game, twoPlayers, options, twoPlayerOptions, history, detail, help, about, stats, friend, online
    case ladder, daily, records
    /// The ladder's two tiers once the first is cleared, a Masters match under way, and its recap.
    case masters, mastersMatch, mastersRecap
    /// The first tier cleared a star short of opening the Masters: the stars toward them, the rung
    /// to replay, and each card's missing star.
    case mastersShut
    /// The game before its first throw, with the day's challenge offered over it.
    case today
    /// The day's try played to its end: its recap, then the daily screen telling how it went.
    case dailyPlayed
    /// The earlier days' list, each day's card, and a later try's recap, asking and answered.
    case earlierDays

    var isTwoPlayers: Bool { self == .twoPlayers || self == .twoPlayerOptions }
  }

  static func run(_ arguments: ArraySlice<String>) -> Int32 {
    guard arguments.isEmpty else {
      say("legibility takes no options; the language comes from LANGUAGE")
      return 2
    }
    RockPaperScissorsApp.setUpTranslations()
    var problems: [String] = []
    do {
      for idiom in [UserInterfaceIdiom.phone, .pad] {
        for size in sizes {
          for screen in Screen.allCases {
            problems += try audit(screen, size: size, idiom: idiom).map {
              "\(idiom.rawValue) \(Int(size.width))x\(Int(size.height)) \(screen.rawValue): \($0)"
            }
          }
        }
      }
    } catch {
      say("cannot open an offscreen window: \(error)")
      return 1
    }
    for problem in problems { print(problem) }
    let looked = 2 * sizes.count * Screen.allCases.count
    print("\(looked) screens looked at, \(problems.count) problems")
    return problems.isEmpty ? 0 : 1
  }

  /// The texts cut on `screen` in a fresh game at `size` with a few matches played.
  private static func audit(_ screen: Screen, size: Size, idiom: UserInterfaceIdiom) throws -> [String] {
    try LegibilityAudit.truncatedTexts { try draw(screen, size: size, idiom: idiom) }
  }

  /// Opens `screen` in a fresh game at `size` with a few matches played, lays it out with the
  /// host's fonts and draws it on a recording canvas, which it returns.
  private static func draw(_ screen: Screen, size: Size, idiom: UserInterfaceIdiom) throws -> RecordingCanvas
  {
    let folder = try TemporaryFolder("rps-legibility", inMemory: true)
    var options = CommandLineOptions()
    options.seed = 7
    options.device = idiom
    options.requestedSize = size
    // Medium's name is the longest on the options button.
    options.level = .medium
    options.players = screen.isTwoPlayers ? 2 : 1
    options.names = MatchPlayers(left: "Ana", right: "Ben")
    let configuration = HostConfiguration(
      title: "rps-bench", size: size, assetsDirectory: try AssetLocator.locate().get(), offscreen: true,
      idiom: idiom, renderer: .software, vsync: false, appearance: Theme.appearance)
    let app = try RockPaperScissorsApp.assemble(
      options: options, store: HistoryStore(folder: folder.url), network: OfflineNetwork.services,
      picturesFolder: folder.url
    ) { screens in
      let host = try SDLHost(configuration: configuration, rootViewController: screens.split)
      return (host, host.window)
    }
    defer { app.host.close() }
    let screens = app.screens
    // Several finished matches and one under way, as a player who came back has.
    screens.play.quickThrows = true
    screens.playThrows(Array(repeating: Move.rock, count: 14))
    screens.playThrowPairs(
      Array(repeating: CommandLineOptions.ThrowPair(left: .rock, right: .scissors), count: 4))
    switch screen {
    case .game, .twoPlayers: break
    case .today: screens.play.startNewMatch()
    case .options: screens.play.showOptions()
    case .twoPlayerOptions: screens.twoPlayer.optionsItem.press()
    case .help: app.commands.toggleHelp()
    case .about:
      app.commands.firstHelpPage = .about
      app.commands.toggleHelp()
    case .detail: screens.show(.match(1))
    case .history: screens.show(.history)
    case .stats: screens.show(.statistics)
    case .friend: screens.show(.playFriend)
    case .online: screens.show(.playFriendOnline)
    case .ladder: screens.show(.ladder)
    case .daily, .dailyPlayed: screens.show(.daily)
    case .records: screens.show(.records)
    case .earlierDays:
      screens.progress.now = { LegibilityCommand.firstDayLookedAt.addingTimeInterval(12 * 86_400) }
      screens.show(.earlierDays)
    case .mastersShut:
      for rival in Rival.allCases { screens.progress.beat(rival, stars: 2) }
      screens.show(.ladder)
    case .masters, .mastersMatch, .mastersRecap:
      // Every rival beaten short of a clean sweep, but for the Jester's third star that opens the
      // Masters (``MastersGate``): the longest standings, on every card.
      for rival in Rival.allCases { screens.progress.beat(rival, stars: rival == .jester ? 3 : 2) }
      screens.progress.beat(.boulder, stars: 1, on: .masters)
      if screen == .masters {
        screens.show(.ladder)
      } else {
        // Spock and lizard against the Masters' Cyclist, left halfway or played to the recap.
        screens.playRivalThrows(Array(repeating: .spock, count: screen == .mastersMatch ? 2 : 40))
      }
    }
    let window = app.host.window
    window.animator.finishAll()
    window.render(on: RecordingCanvas(measurer: window.textMeasurer))
    window.animator.finishAll()
    let canvas = RecordingCanvas(measurer: window.textMeasurer)
    window.render(on: canvas)
    if screen == .masters {
      // The first tier too, every rung beaten: switched to as a player would.
      (window.rootView.descendant(identifiedBy: "tier-first") as? Button)?.sendActions()
      window.animator.finishAll()
      window.render(on: canvas)
    }
    if screen == .dailyPlayed {
      // Ten days' tries, each recap (asking, then answered) and each day's screen after it (a
      // day of a new habit tells the habit whole), on the one canvas.
      let today = LegibilityCommand.firstDayLookedAt
      for day in 0..<10 {
        screens.progress.now = { today.addingTimeInterval(Double(day) * 86_400) }
        screens.playRivalThrows(Array(repeating: .paper, count: 40), daily: true)
        window.animator.finishAll()
        window.render(on: canvas)
        // The question on the day's habit, then the recap answered (rightly or not, by the day).
        if screens.answerHabitQuestion(day % 3 + 1) == nil {
          window.animator.finishAll()
          window.render(on: canvas)
        }
        screens.show(.daily)
        window.animator.finishAll()
        window.render(on: canvas)
      }
    }
    if screen == .earlierDays {
      // Every day on offer: its card, then, for the first three, a later try to its recap.
      let days = EarlierDays(today: screens.progress.today, history: screens.keeper.history).days
      for (index, day) in days.enumerated() {
        screens.show(.earlierDay(day.challenge.day))
        window.animator.finishAll()
        window.render(on: canvas)
        guard index < 3 else { continue }
        screens.playRivalThrows(Array(repeating: .paper, count: 40), earlierDay: day.challenge.day)
        window.animator.finishAll()
        window.render(on: canvas)
        if screens.answerHabitQuestion(index + 1) == nil {
          window.animator.finishAll()
          window.render(on: canvas)
        }
      }
      screens.show(.earlierDays)
      window.animator.finishAll()
      window.render(on: canvas)
    }
    guard screen == .daily else { return canvas }
    // Each day has its rival and twist, with words of their own: four weeks of them, all drawn
    // on the one canvas.
    let today = LegibilityCommand.firstDayLookedAt
    for day in 1..<28 {
      screens.progress.now = { today.addingTimeInterval(Double(day) * 86_400) }
      screens.show(.daily)
      window.animator.finishAll()
      window.render(on: canvas)
    }
    return canvas
  }

  /// Noon of the first day whose daily challenge is looked at: the same days at every run, two
  /// before the days of new habits and the rest after, so each kind of day is read.
  static let firstDayLookedAt = DailyChallenge.firstDayOfNewHabits.start.addingTimeInterval(
    -2 * 86_400 + 12 * 3600)

  private static func say(_ line: String) {
    FileHandle.standardError.write(Data("rps-bench legibility: \(line)\n".utf8))
  }
}
