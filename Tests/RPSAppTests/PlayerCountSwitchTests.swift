import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

/// Switching between playing the computer and two players at one screen, in the options or with
/// `--players`: each kind's unfinished match waits for the player's return.
@MainActor
@Suite("One player, two players, and back")
struct PlayerCountSwitchTests {
  private func makeGame(_ arguments: [String], folder: TemporaryFolder) throws -> (Window, Screens) {
    let screens = RockPaperScissorsApp.makeScreens(
      options: try CommandLineParser.parse(["--seed", "3", "--names", "Ana,Ben"] + arguments),
      store: HistoryStore(folder: folder.url))
    let window = Window(
      size: Size(width: 1024, height: 768), clock: ManualClock(), appearance: Theme.appearance)
    screens.play.quickThrows = true
    screens.twoPlayer.quickThrows = true
    window.rootViewController = screens.split
    window.render(on: RecordingCanvas())
    return (window, screens)
  }

  private func abandoned(in history: History) -> [MatchRecord] {
    history.finished.filter { $0.isFinished && !$0.match.isOver }
  }

  @Test("Switching in the options keeps each board's unfinished match, saved, and resumes it on the way back")
  func switchInTheOptions() throws {
    let folder = try TemporaryFolder()
    let (_, screens) = try makeGame([], folder: folder)
    screens.playThrows([.rock, .paper])
    let computerMatch = screens.play.game.match

    screens.choosePlayers(2)
    #expect(screens.players == 2, "nothing is given up, so nothing is asked")
    screens.playThrowPairs([.init(left: .rock, right: .paper)])
    let peopleMatch = screens.twoPlayer.match
    screens.choosePlayers(1)

    #expect(screens.players == 1)
    #expect(screens.play.game.match == computerMatch, "the computer match resumes where it was left")
    #expect(abandoned(in: screens.keeper.history).isEmpty, "no match was given up")
    let (saved, _) = HistoryStore(folder: folder.url).load()
    #expect(saved.current?.match == computerMatch, "saved: the match on the board")
    #expect(
      saved.allNewestFirst.contains { $0.match == peopleMatch && !$0.isFinished }, "saved: the one waiting")

    screens.choosePlayers(2)
    #expect(screens.twoPlayer.match == peopleMatch, "the two players' match resumes too")
  }

  @Test("--players 2 and then --players 1 on later starts resume each kind's unfinished match")
  func switchOnTheCommandLine() throws {
    let folder = try TemporaryFolder()
    var (_, screens) = try makeGame([], folder: folder)
    screens.playThrows([.rock, .paper])
    let computerMatch = screens.play.game.match

    (_, screens) = try makeGame(["--players", "2"], folder: folder)
    #expect(screens.players == 2)
    screens.playThrowPairs([.init(left: .scissors, right: .paper)])
    let peopleMatch = screens.twoPlayer.match

    (_, screens) = try makeGame(["--players", "1"], folder: folder)
    #expect(screens.play.game.match == computerMatch, "the computer match resumes")
    #expect(abandoned(in: screens.keeper.history).isEmpty, "no match was given up")

    (_, screens) = try makeGame(["--players", "2"], folder: folder)
    #expect(screens.twoPlayer.match == peopleMatch, "the two players' match resumes")
    #expect(screens.twoPlayer.headToHead.players == MatchPlayers(left: "Ana", right: "Ben"))
    #expect(abandoned(in: screens.keeper.history).isEmpty)
  }
}
