import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// The game as `rps` assembles it in a window of `size` (a phone under 600 points a side, else
/// a pad), its computer seeded with `seed`, saving in `folder`, laid out and still.
@MainActor
func assembledGame(
  size: Size = Size(width: 1024, height: 768), seed: UInt64 = 5, folder: TemporaryFolder
) -> (Window, Screens) {
  var options = CommandLineOptions()
  options.seed = seed
  options.device = size.width < 600 || size.height < 600 ? .phone : .pad
  let app = RockPaperScissorsApp.assembleForTest(
    options: options, store: HistoryStore(folder: folder.url), size: size,
    picturesFolder: folder.appending("Pictures"))
  settle(app.window)
  return (app.window, app.screens)
}

/// Ends every animation and lays the window out, as after the user waited.
@MainActor
func settle(_ window: Window) {
  window.animator.finishAll()
  window.rootView.layoutIfNeeded()
}

/// The controller hosted by the screen on top of the detail pane, if it is a `Controller`.
@MainActor
func shown<Controller>(_ screens: Screens, as type: Controller.Type) -> Controller? {
  (screens.detail.topViewController as? GameController)?.hostedController as? Controller
}

/// The Grandmaster's board, every other rival beaten to open it.
@MainActor
func grandmastersBoard(_ window: Window, _ screens: Screens) throws -> ChallengeBoardController {
  for rival in Rival.allCases where rival != .grandmaster { screens.progress.beat(rival, stars: 2) }
  masterTheRivalsOfHabit(screens)
  screens.playRival(.grandmaster, daily: nil)
  settle(window)
  return try #require(shown(screens, as: ChallengeBoardController.self))
}

/// Plays `rival` on the first tier to the end, throwing `move` every round, and returns its
/// recap and the match played.
@MainActor
func recapOfPlaying(
  _ rival: Rival, throwing move: Move, _ screens: Screens, in window: Window
) throws -> (recap: RecapController, match: Match) {
  screens.playRival(rival, daily: nil)
  settle(window)
  let board = try #require(shown(screens, as: ChallengeBoardController.self))
  while !board.game.match.isOver {
    board.playerThrew(move)
    board.finishCeremony()
  }
  screens.showRecap()
  settle(window)
  return (try #require(shown(screens, as: RecapController.self)), board.game.match)
}

/// A finished first-to-three match against Hard with `won` rounds won, ended `days` before `now`.
func hardMatch(won: Int, daysAgo days: Double, before now: Date) -> MatchRecord {
  var match = Match(rules: .classic, targetWins: 3)
  for _ in 0..<won { match.record(Round(player: .paper, computer: .rock, rules: .classic)) }
  while !match.isOver { match.record(Round(player: .rock, computer: .paper, rules: .classic)) }
  let ended = now.addingTimeInterval(-days * 86_400)
  return MatchRecord(match: match, level: .hard, startedAt: ended, endedAt: ended)
}

/// The first day of 2027 whose daily challenge brings a habit made for the day.
let firstNewHabitDayOf2027: DayStamp = {
  var day = DayStamp(year: 2027, month: 1, day: 1)
  while DailyChallenge(day: day).twist != .newHabit { day = day.next }
  return day
}()

/// A fresh game whose clock says noon of `day` (UTC), the daily challenge's day.
@MainActor
func assembledGame(atNoonOf day: DayStamp, folder: TemporaryFolder) -> (Window, Screens) {
  let (window, screens) = assembledGame(folder: folder)
  screens.progress.now = { day.start.addingTimeInterval(12 * 3600) }
  return (window, screens)
}

/// Beats the first tier's rivals of habit with just the stars that open the Masters
/// (``MastersGate/threshold``): two each, three for the Jester.
@MainActor
func masterTheRivalsOfHabit(_ screens: Screens) {
  for rival in MastersGate.rivals { screens.progress.beat(rival, stars: rival == .jester ? 3 : 2) }
}

/// Throws what beats the habit the board's rival follows (its counters too), round after round,
/// to the end; with `window`, settles it and calls `afterEachRound` after every round.
@MainActor
func playReadingThePlan(
  _ board: ChallengeBoardController, settling window: Window? = nil, afterEachRound: () -> Void = {}
) {
  while !board.game.match.isOver {
    let match = board.game.match
    let call = board.challenge.habitPlan.call(after: match.rounds, rules: match.rules) ?? .rock
    board.playerThrew(match.rules.moves(beating: call)[0])
    board.finishCeremony()
    if let window { settle(window) }
    afterEachRound()
  }
}
