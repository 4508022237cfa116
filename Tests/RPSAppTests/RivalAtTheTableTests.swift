import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The rival at the table during a match")
struct RivalAtTheTableTests {
  /// Whether two frames share more than an edge.
  private func overlap(_ first: Rect, _ second: Rect) -> Bool {
    first.minX < second.maxX - 0.5 && second.minX < first.maxX - 0.5 && first.minY < second.maxY - 0.5
      && second.minY < first.maxY - 0.5
  }

  private func shownBoard(_ screens: Screens) -> ChallengeBoardController? {
    (screens.detail.topViewController as? GameController)?.hostedController as? ChallengeBoardController
  }

  @Test(
    "The rival's portrait, name and personality are at the table before the first round; after it, a line of its own"
  )
  func seatShowsTheRival() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 1024, height: 768), folder: folder)
    screens.playRival(.boulder, daily: nil)
    settle(window)
    let board = try #require(shownBoard(screens))

    #expect(board.seat.isVisibleInTree && board.seat.portrait.isVisibleInTree)
    #expect(board.seat.nameLabel.text == "Boulder")
    #expect(board.seat.lineLabel.text == "“Solid. Dependable. Unmoved.”")

    let round = try #require(board.playerThrew(.scissors))
    board.finishCeremony()
    settle(window)

    let reaction = try #require(RivalReaction(rival: .boulder, match: board.game.match))
    let line = reaction.line(of: .boulder, hidden: false)
    #expect(board.seat.lineLabel.text == "“\(line)”")
    #expect(
      reaction.moment
        == (round.outcome == .loss ? .wonRound : round.outcome == .win ? .lostRound : .drawnRound))
  }

  @Test("Beating the Cyclist's cycle round after round, the player hears it admit being read")
  func caughtOnIsSaidAtTheTable() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 1024, height: 768), folder: folder)
    screens.progress.beat(.boulder)
    screens.playRival(.cyclist, daily: nil)
    settle(window)
    let board = try #require(shownBoard(screens))
    var said: [String] = []
    while !board.game.match.isOver {
      let call = Rival.cyclist.habitThrow(after: board.game.match.rounds, rules: .classic) ?? .rock
      board.playerThrew(Rules.classic.moves(beating: call)[0])
      board.finishCeremony()
      said.append(board.seat.lineLabel.text)
    }

    let caughtOn = RivalReaction(rival: .cyclist, match: board.game.match)?.moment == .caughtOn
    #expect(caughtOn && said.last == "“Round and round… you saw that.”", "\(said)")
  }

  @Test("A rival that hides who it is shows a question mark and says nothing of its habit until the end")
  func mysteryRivalHidesItsFace() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: 1024, height: 768), folder: folder)
    var day = DayStamp(year: 2026, month: 1, day: 1)
    while !DailyChallenge(day: day).hidesRival { day = day.next }
    let daily = DailyChallenge(day: day)
    screens.playRival(daily.rival, daily: daily)
    settle(window)
    let board = try #require(shownBoard(screens))

    #expect(!board.seat.portrait.isVisibleInTree)
    #expect(board.seat.nameLabel.text == "Mystery rival")
    #expect(
      board.seat.lineLabel.text == "“Who am I? Watch closely.”", "not its personality, which would tell")
    board.playerThrew(.rock)
    board.finishCeremony()
    let mystery = [
      "Guess who?", "Still guessing?", "You won't find me that easily.", "Lucky… or are you?", "Hmm…",
    ]
    #expect(mystery.map { "“\($0)”" }.contains(board.seat.lineLabel.text), "\(board.seat.lineLabel.text)")
  }

  @Test(
    "At every size the rival's seat stays inside the board and over the cards, never on them",
    arguments: [
      (390.0, 844.0), (844.0, 390.0), (1024.0, 768.0), (960.0, 600.0), (320.0, 480.0), (568.0, 320.0),
      (300.0, 200.0), (200.0, 120.0),
    ])
  func seatNeverOverlaps(width: Double, height: Double) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: width, height: height), folder: folder)
    screens.playRival(.boulder, daily: nil)
    settle(window)
    let board = try #require(shownBoard(screens))
    board.playerThrew(.paper)
    board.finishCeremony()
    settle(window)

    let seat = board.seat
    guard !seat.isHidden else { return }
    let others: [View] = [
      board.playerCard, board.computerCard, board.versusLabel, board.scoreboard, board.resultTitle,
    ]
    for other in others where !other.isHidden && !other.frame.isEmpty {
      #expect(
        !overlap(seat.frame, other.frame), "seat \(seat.frame) over \(other.identifier ?? "") \(other.frame)")
    }
    #expect(board.view.bounds.insetBy(dx: -0.5, dy: -0.5).contains(seat.frame))
    for part in [seat.portrait, seat.nameLabel, seat.lineLabel] where !part.isHidden {
      #expect(
        seat.bounds.insetBy(dx: -0.5, dy: -0.5).contains(part.frame), "\(part.identifier ?? "") \(part.frame)"
      )
    }
  }

  @Test(
    "With the insight chart open against a rival that learns, the seat, the cards and the chart keep apart",
    arguments: [(390.0, 844.0), (844.0, 390.0), (1024.0, 768.0), (960.0, 600.0)])
  func seatBesideTheInsight(width: Double, height: Double) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: Size(width: width, height: height), folder: folder)
    for rival in Rival.allCases.prefix(8) { screens.progress.beat(rival) }
    screens.playRival(.professor, daily: nil)
    settle(window)
    let board = try #require(shownBoard(screens))
    board.playerThrew(.rock)
    board.finishCeremony()
    board.toggleInsight()
    settle(window)

    let insight = try #require(board.view.descendant(identifiedBy: "insight"))
    try #require(insight.isVisibleInTree)
    let parts: [View] = [board.seat, board.playerCard, board.computerCard, insight]
    for (index, part) in parts.enumerated() where !part.isHidden {
      for other in parts[(index + 1)...] where !other.isHidden {
        #expect(
          !overlap(part.frame, other.frame),
          "\(part.identifier ?? "") \(part.frame) over \(other.identifier ?? "") \(other.frame)")
      }
    }
  }

  @Test(
    "In a strip too low for the line under the name, a line that fits follows the name on its row; a longer one waits"
  )
  func lineBesideTheName() {
    let seat = RivalSeatView(rival: .mule)
    seat.frame = Rect(x: 0, y: 0, width: 500, height: 34)
    seat.showsLine = false

    seat.show(name: "Mule", color: Rival.mule.color, hidden: false, line: "Hmph.")
    seat.layoutIfNeeded()
    #expect(!seat.lineLabel.isHidden)
    #expect(seat.lineLabel.frame.minX >= seat.nameLabel.frame.maxX && seat.lineLabel.frame.maxX <= 500.5)

    seat.show(
      name: "Mule", color: Rival.mule.color, hidden: false,
      line: String(repeating: "Stubborn is not stuck. ", count: 4))
    seat.layoutIfNeeded()
    #expect(seat.lineLabel.isHidden)
  }

  @Test("As the board gets lower the line gives way first, then the portrait shrinks, then the seat goes")
  func lineGivesWayFirst() {
    var lastHeight = Double.infinity
    var lineGone = false
    for boardHeight in stride(from: 500.0, through: 0, by: -5) {
      let placement = SeatPlacement(board: Size(width: 600, height: boardHeight))
      if !placement.showsLine { lineGone = true }
      #expect(!(lineGone && placement.showsLine), "the line comes back at \(boardHeight)")
      if placement.height < SeatPlacement.lowestWithLine, placement.height > 0 {
        #expect(lineGone, "the portrait shrank with the line still shown at \(boardHeight)")
      }
      #expect(placement.height <= lastHeight + 0.001)
      #expect(placement.height <= boardHeight / 3 + 0.001, "the cards keep two thirds at \(boardHeight)")
      lastHeight = placement.height
    }
    #expect(SeatPlacement(board: Size(width: 600, height: 500)).showsLine)
    #expect(SeatPlacement(board: Size(width: 600, height: 10)).height == 0)
  }

  @Test("On a large board the seat grows with the cards, so the rounds beside the rival are no small print")
  func seatGrowsOnALargeBoard() {
    let ordinary = SeatPlacement(board: Size(width: 800, height: 500))
    let large = SeatPlacement(board: Size(width: 1100, height: 780))

    #expect(ordinary.height == SeatPlacement.fullHeight)
    #expect(large.height > ordinary.height + 20)
    #expect(large.height <= SeatPlacement.tallestHeight)
  }
}
