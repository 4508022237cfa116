import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// The records screen opened over the game of a fresh assembly keeping its history in `store`,
/// on a phone below 600 points either way, else on a pad.
@MainActor
func openedRecords(
  store: HistoryStore, folder: TemporaryFolder, width: Double, height: Double
) throws -> (AssembledApp<FakeWindowController>, RecordsController) {
  var options = CommandLineOptions()
  options.device = width < 600 || height < 600 ? .phone : .pad
  let app = RockPaperScissorsApp.assembleForTest(
    options: options, store: store, size: Size(width: width, height: height),
    picturesFolder: folder.appending("Pictures"))
  app.screens.showRecords()
  app.window.animator.finishAll()
  app.window.rootView.layoutIfNeeded()
  let records = try #require(
    (app.screens.detail.topViewController as? GameController)?.hostedController as? RecordsController)
  return (app, records)
}

@MainActor
@Suite("The records screen shows its achievements at every common size")
struct RecordsLayoutTests {
  @Test(
    "Once two matches at Hard give it a course, the records chart the rating match by match inside their card; before, no chart",
    arguments: [(1280.0, 800.0), (390.0, 844.0), (844.0, 390.0)])
  func ratingCharted(width: Double, height: Double) throws {
    let folder = try TemporaryFolder()
    let store = HistoryStore(folder: folder.url)
    let now = Date()
    try store.save(History(finished: [hardMatch(won: 1, daysAgo: 1, before: now)]))
    let (_, one) = try openedRecords(store: store, folder: folder, width: width, height: height)
    #expect(one.ratingChart.isHidden, "one match is a point, not a course")

    let two = History(finished: [
      hardMatch(won: 2, daysAgo: 0.5, before: now), hardMatch(won: 1, daysAgo: 1, before: now),
    ])
    try store.save(two)
    let (_, records) = try openedRecords(store: store, folder: folder, width: width, height: height)

    let rating = HardRating(history: two)
    #expect(!records.ratingChart.isHidden)
    #expect(records.ratingChart.course == rating.afterEachMatch && records.ratingChart.course.count == 2)
    #expect(
      records.ratingChart.span.contains(HardRating.hardsOwn)
        && records.ratingChart.span.contains(rating.rating))
    #expect(
      records.recordsCard.bounds.contains(records.ratingChart.frame),
      "\(records.ratingChart.frame) in \(records.recordsCard.bounds)")
    #expect(records.ratingChart.frame.height >= 60 && records.ratingChart.frame.width >= 200)
  }

  @Test(
    "Every achievement tile comes whole into sight when it gets the focus (the screen scrolls), apart from the others, tall enough to press, names in one type size",
    arguments: [
      (320.0, 568.0), (844.0, 390.0), (390.0, 844.0), (1024.0, 768.0), (960.0, 600.0), (768.0, 1024.0),
      (667.0, 375.0),
    ])
  func achievementsShown(width: Double, height: Double) throws {
    let folder = try TemporaryFolder()
    let phone = width < 600 || height < 600
    let (app, records) = try openedRecords(
      store: HistoryStore(folder: folder.url), folder: folder, width: width, height: height)
    let screen = records.view.convert(records.view.bounds, to: app.window.rootView)

    var frames: [Rect] = []
    for tile in records.tiles {
      app.window.focus(tile)
      app.window.rootView.layoutIfNeeded()
      let frame = tile.convert(tile.bounds, to: app.window.rootView)
      frames.append(tile.frame)
      #expect(tile.isVisibleInTree, "\(tile.achievement) hidden")
      #expect(
        frame.height >= (phone ? 44 : 34) - 0.01 && frame.width >= 80,
        "\(tile.achievement) too small: \(frame)")
      #expect(
        screen.insetBy(dx: -0.5, dy: -0.5).contains(frame), "\(tile.achievement) out of sight: \(frame)")
    }
    for (index, frame) in frames.enumerated() {
      for other in frames[(index + 1)...] {
        let apart =
          frame.maxX <= other.minX + 0.5 || other.maxX <= frame.minX + 0.5 || frame.maxY <= other.minY + 0.5
          || other.maxY <= frame.minY + 0.5
        #expect(apart, "\(frame) and \(other) overlap")
      }
    }

    let canvas = RecordingCanvas(measurer: app.window.textMeasurer)
    app.window.render(on: canvas)
    let tiles = records.tiles.filter(\.isVisibleInTree).map { $0.convert($0.bounds, to: app.window.rootView) }
    let titles = Achievement.allCases.map(\.title)
    let sizes = Set(
      canvas.commands.compactMap { command -> Double? in
        guard case .text(let text, let font, _, let rect) = command, text.count >= 3,
          tiles.contains(where: { $0.contains(Point(x: rect.midX, y: rect.midY)) }),
          titles.contains(where: { $0.contains(text.replacingOccurrences(of: "★ ", with: "")) })
        else { return nil }
        return font.size
      })
    #expect(sizes.count == 1, "achievement names in sizes \(sizes)")
  }
}
