import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The records screen shows its achievements at every common size")
struct RecordsLayoutTests {
  @Test(
    "Every achievement tile is shown whole, apart from the others, tall enough to read its name",
    arguments: [
      (844.0, 390.0), (390.0, 844.0), (1024.0, 768.0), (960.0, 600.0), (768.0, 1024.0), (667.0, 375.0),
    ])
  func achievementsShown(width: Double, height: Double) throws {
    let folder = try TemporaryFolder()
    var options = CommandLineOptions()
    options.device = width < 600 || height < 600 ? .phone : .pad
    let app = RockPaperScissorsApp.assembleForTest(
      options: options, store: HistoryStore(folder: folder.url), size: Size(width: width, height: height),
      picturesFolder: folder.appending("Pictures"))
    app.screens.showRecords()
    app.window.animator.finishAll()
    app.window.rootView.layoutIfNeeded()
    let records = try #require(
      (app.screens.detail.topViewController as? GameController)?.hostedController as? RecordsController)

    let frames = records.tiles.map { $0.convert($0.bounds, to: app.window.rootView) }
    for (tile, frame) in zip(records.tiles, frames) {
      #expect(tile.isVisibleInTree, "\(tile.achievement) hidden")
      #expect(frame.height >= 20 && frame.width >= 80, "\(tile.achievement) too small: \(frame)")
      #expect(app.window.rootView.bounds.contains(frame), "\(tile.achievement) off screen: \(frame)")
    }
    for (index, frame) in frames.enumerated() {
      for other in frames[(index + 1)...] {
        let apart =
          frame.maxX <= other.minX + 0.5 || other.maxX <= frame.minX + 0.5 || frame.maxY <= other.minY + 0.5
          || other.maxY <= frame.minY + 0.5
        #expect(apart, "\(frame) and \(other) overlap")
      }
    }
    let card = records.view.subviews[0].convert(records.view.subviews[0].bounds, to: app.window.rootView)
    #expect(
      frames.allSatisfy { $0.minY >= card.maxY - 0.5 || $0.minX >= card.maxX - 0.5 }, "tiles over the records"
    )
  }
}
