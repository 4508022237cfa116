import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite(
  "The records screen: goals first, every text whole, the achievements in sight and clear of the scroll bar")
struct RecordsGoalsLayoutTests {
  private let start = Date(timeIntervalSince1970: 1_780_000_000)

  /// A player of a few days: wins at Easy and Hard, a rung of the ladder, a loss.
  private func playedHistory() -> History {
    func record(_ pairs: [(Move, Move)], level: Level, rival: Rival? = nil, minutes: Double) -> MatchRecord {
      .played(
        pairs, level: level, challenge: rival.map { ChallengeTag(rival: $0) },
        at: start.addingTimeInterval(minutes * 60))
    }
    let win: [(Move, Move)] = [(.paper, .rock), (.rock, .paper), (.paper, .rock), (.paper, .rock)]
    let loss: [(Move, Move)] = [(.rock, .paper), (.rock, .paper), (.rock, .paper)]
    let oldestFirst = [
      record(win, level: .easy, minutes: 0), record(win, level: .hard, minutes: 1),
      record(win, level: .easy, rival: .boulder, minutes: 2), record(loss, level: .medium, minutes: 3),
      record(win, level: .easy, minutes: 4),
    ]
    return History(finished: oldestFirst.reversed())
  }

  private func openRecords(
    width: Double, height: Double
  ) throws -> (
    AssembledApp<FakeWindowController>, RecordsController, TemporaryFolder
  ) {
    let folder = try TemporaryFolder()
    let store = HistoryStore(folder: folder.url)
    _ = try store.save(playedHistory())
    let (app, records) = try openedRecords(store: store, folder: folder, width: width, height: height)
    return (app, records, folder)
  }

  @Test(
    "What scrolls keeps clear of the scroll bar: no tile or card reaches under it",
    arguments: [(960.0, 600.0), (1024.0, 768.0), (844.0, 390.0), (390.0, 844.0)])
  func clearOfTheScrollBar(width: Double, height: Double) throws {
    let (_, records, _) = try openRecords(width: width, height: height)
    let scroller = records.scroller
    // The room is kept whether or not the content scrolls now: a longer language may make it.

    for view in scroller.contentView.subviews where !view.isHidden {
      #expect(
        view.frame.maxX <= scroller.bounds.width - ScrollView.indicatorRoom + 0.01,
        "\(view.identifier ?? "\(type(of: view))") under the bar: \(view.frame)")
    }
  }

  @Test(
    "On opening, achievements are in sight, and the line about pressing one shows only beside them",
    arguments: [
      (844.0, 390.0), (568.0, 360.0), (320.0, 360.0), (960.0, 600.0), (390.0, 844.0), (768.0, 1024.0),
    ])
  func achievementsInSight(width: Double, height: Double) throws {
    let (_, records, _) = try openRecords(width: width, height: height)
    let scroller = records.scroller
    let visible = Rect(
      x: 0, y: scroller.contentOffset, width: scroller.bounds.width, height: scroller.bounds.height)

    let inSight = records.tiles.filter { visible.insetBy(dx: -0.5, dy: -0.5).contains($0.frame) }

    #expect(!inSight.isEmpty, "no achievement in sight at \(width)x\(height)")
    // The line asking to press an achievement sits right over the first of them, or shows not.
    if records.hintLine.isVisibleInTree, let first = records.tiles.first {
      let above = first.frame.minY - records.hintLine.frame.maxY
      #expect(above >= -0.5 && above < 24, "the hint is \(above) above the first achievement")
    }
    #expect(!records.criterionLine.isVisibleInTree, "the chosen achievement's line shows with none chosen")
  }

  @Test(
    "The records are one type size, each text whole (wrapping), and the goals name their counters",
    arguments: [(960.0, 600.0), (844.0, 390.0), (568.0, 360.0), (320.0, 360.0), (1024.0, 768.0)])
  func recordsWholeInOneSize(width: Double, height: Double) throws {
    let (app, records, _) = try openRecords(width: width, height: height)
    var cut: [String] = []
    TextLayout.onTruncation = { cut.append($0) }
    defer { TextLayout.onTruncation = nil }
    let canvas = RecordingCanvas(measurer: app.window.textMeasurer)

    app.window.render(on: canvas)

    let table = records.recordsCard.convert(records.recordsCard.bounds, to: app.window.rootView)
    let sizes = Set(
      canvas.commands.compactMap { command -> Double? in
        guard case .text(_, let font, _, let rect) = command,
          table.contains(Point(x: rect.midX, y: rect.midY)),
          records.recordLabels.contains(where: {
            $0.convert($0.bounds, to: app.window.rootView).contains(rect)
          })
        else { return nil }
        return font.size
      })
    #expect(sizes.count == 1, "records in sizes \(sizes)")
    #expect(cut.isEmpty, "cut: \(cut)")
    #expect(records.goalLines.count == 3)
    #expect(records.goalLines.allSatisfy { $0.range(of: #"\d+/\d+"#, options: .regularExpression) != nil })
  }

  @Test("A locked tile shows its counter and an earned one the day it was earned")
  func tilesShowCountersAndDates() throws {
    let (_, records, _) = try openRecords(width: 1024, height: 768)
    let tile = { (achievement: Achievement) in records.tiles.first { $0.achievement == achievement } }

    #expect(tile(.tenMatches)?.detailText == "5/10")
    #expect(tile(.threeInARow)?.detailText == "1/3")
    #expect(tile(.comeback)?.detailText == "")
    let firstWin = try #require(tile(.firstWin)?.detailText)
    #expect(firstWin.contains("2026"), "\(firstWin)")
  }
}
