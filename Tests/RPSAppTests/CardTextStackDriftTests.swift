import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("A card's empty lines stay inside it, however often it is laid out")
struct CardTextStackDriftTests {
  @Test(
    "Laid out again and again in a wide window, the day's card keeps every line, empty ones too, within its words"
  )
  func emptyLinesDoNotDrift() throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(
      size: Size(width: 2486, height: 1319), folder: folder)
    screens.progress.now = { firstNewHabitDayOf2027.start.addingTimeInterval(12 * 3600) }
    screens.showDaily()
    settle(window)
    let scroller = try #require(window.rootView.descendant(identifiedBy: "daily-scroller") as? ScrollView)
    let labels = scroller.contentView.subviews.compactMap { $0 as? Label }
    #expect(labels.contains { $0.text.isEmpty }, "a line with nothing to say today")

    for _ in 0..<10 {
      scroller.superview?.superview?.setNeedsLayout()
      window.rootView.layoutIfNeeded()
    }

    let content = scroller.contentView.bounds
    let outside = labels.filter { !$0.isHidden && !content.contains($0.frame) }.map { "\($0.frame)" }
    #expect(outside.isEmpty, "\(outside)")
  }
}
