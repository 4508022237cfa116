import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The rounds so far at the rival's seat")
struct SeatRoundsTests {
  /// A board against the Cyclist after `moves`, in a window of `size`.
  private func board(after moves: [Move], size: Size) throws -> (Window, ChallengeBoardController) {
    let (window, screens) = assembledGame(size: size, folder: try TemporaryFolder())
    screens.progress.beat(.boulder, stars: 1)
    screens.playRival(.cyclist, daily: nil)
    settle(window)
    let board = try #require(shown(screens, as: ChallengeBoardController.self))
    for move in moves {
      board.playerThrew(move)
      board.finishCeremony()
    }
    settle(window)
    return (window, board)
  }

  /// Plays `count` draws, each the rival's own next throw: a long match still under way.
  private func playDraws(_ count: Int, on board: ChallengeBoardController, in window: Window) throws {
    for _ in 0..<count {
      board.playerThrew(try #require(board.game.openRoundThrow))
      board.finishCeremony()
    }
    settle(window)
  }

  @Test(
    "After each round the seat shows the rounds so far, the rival's throw above yours, numbered as played",
    arguments: [Size(width: 1280, height: 800), Size(width: 390, height: 844)])
  func roundsSoFarAtTheSeat(size: Size) throws {
    let (_, board) = try board(after: [.rock, .rock, .paper], size: size)

    let strip = try #require(board.seat.roundsShown)
    #expect(strip.isVisibleInTree)
    #expect(strip.tiles.map(\.number) == Array(1...board.game.match.rounds.count))
    #expect(strip.tiles.map(\.player) == board.game.match.rounds.map(\.player))
    #expect(strip.tiles.map(\.rival) == board.game.match.rounds.map(\.computer))
    #expect(strip.markedRounds.isEmpty, "no read is marked while the habit is being read")
  }

  @Test(
    "On a large window a long match shows more of its rounds at the seat, and the words keep their room beside them",
    arguments: [Size(width: 1920, height: 1080), Size(width: 2560, height: 1440)])
  func largeWindowShowsMoreRounds(size: Size) throws {
    let (window, board) = try board(after: [], size: size)
    // Twelve draws, each the Cyclist's own next throw: a long match still under way.
    try playDraws(12, on: board, in: window)
    #expect(board.game.match.rounds.count == 12 && !board.game.match.isOver)

    let strip = try #require(board.seat.roundsShown)
    let wordsEnd = max(board.seat.lineLabel.frame.maxX, board.seat.nameLabel.frame.maxX)

    #expect(strip.tiles.count >= 9, "\(strip.tiles.count) rounds shown in \(strip.frame.width) points")
    #expect(strip.tiles.last?.number == 12)
    #expect(wordsEnd <= strip.frame.minX, "the words stay clear of the rounds")
    #expect(board.seat.lineLabel.frame.width >= RivalSeatView.leastWordsWidth)
  }

  @Test(
    "In a small window the seat still shows five of six rounds, the words wrapping beside them",
    arguments: [Size(width: 800, height: 600), Size(width: 1024, height: 768)])
  func smallWindowKeepsTheRoundsToRead(size: Size) throws {
    let (window, board) = try board(after: [], size: size)
    try playDraws(6, on: board, in: window)

    let strip = try #require(board.seat.roundsShown)
    let wordsEnd = max(board.seat.lineLabel.frame.maxX, board.seat.nameLabel.frame.maxX)

    #expect(strip.tiles.count >= 5, "\(strip.tiles.count) rounds shown in \(strip.frame.width) points")
    #expect(strip.tiles.last?.number == 6)
    #expect(wordsEnd <= strip.frame.minX, "the words stay clear of the rounds")
  }

  @Test("Before the first round there is no strip, and the words keep the whole seat")
  func noStripBeforeTheFirstRound() throws {
    let (_, board) = try board(after: [], size: Size(width: 1280, height: 800))

    #expect(board.seat.roundsShown == nil)
  }

  @Test(
    "The Scholar says what it expected of you once its forecast leans clearly; a rival of habit never does"
  )
  func learningRivalSaysWhatItExpected() throws {
    let (window, screens) = assembledGame(size: Size(width: 1280, height: 800), folder: try TemporaryFolder())
    for rival in Rival.allCases.prefix(while: { $0 != .scholar }) { screens.progress.beat(rival, stars: 1) }
    screens.playRival(.scholar, daily: nil)
    settle(window)
    let scholar = try #require(shown(screens, as: ChallengeBoardController.self))
    let (_, cyclist) = try board(after: [.rock, .rock, .rock, .rock], size: Size(width: 1280, height: 800))

    var said: [String] = []
    for _ in 0..<8 where !scholar.game.match.isOver {
      scholar.playerThrew(.rock)
      scholar.finishCeremony()
      said.append(scholar.seat.lineLabel.text)
    }

    #expect(said.contains { $0.contains("I expected rock.") }, "\(said)")
    // Said only in rounds its throw answered: paper against the rock it expected.
    for (line, round) in zip(said, scholar.game.match.rounds) where line.contains("I expected rock.") {
      #expect(round.computer == .paper, "\(line) after its \(round.computer)")
    }
    #expect(!said.contains { $0.contains("I expected paper.") || $0.contains("I expected scissors.") })
    #expect(!cyclist.seat.lineLabel.text.contains("I expected"))
  }

  @Test(
    "The Professor says what it expected only after a round it took: no second-guessing it round by round")
  func professorTellsOnlyItsWins() throws {
    let (window, screens) = assembledGame(size: Size(width: 1280, height: 800), folder: try TemporaryFolder())
    for rival in Rival.allCases.prefix(while: { $0 != .professor }) { screens.progress.beat(rival, stars: 1) }
    screens.playRival(.professor, daily: nil)
    settle(window)
    let professor = try #require(shown(screens, as: ChallengeBoardController.self))

    var said: [String] = []
    for move in [Move.rock, .rock, .rock, .paper, .rock, .rock, .scissors, .rock, .rock]
    where !professor.game.match.isOver {
      professor.playerThrew(move)
      professor.finishCeremony()
      said.append(professor.seat.lineLabel.text)
    }

    let told = zip(said, professor.game.match.rounds).filter { $0.0.contains("I expected") }
    #expect(!told.isEmpty, "\(said)")
    for (line, round) in told {
      #expect(round.outcome == .loss, "“\(line)” after a round it did not take: \(round)")
    }
  }
}
