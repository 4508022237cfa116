import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("The recap fits a phone on its side")
struct RecapFitsTests {
  /// The recap of the first rung, beaten with paper every round in a window of `size`, with the
  /// folder that keeps its history for as long as the test holds it.
  private func firstRungRecap(_ size: Size) throws -> (TemporaryFolder, Window, RecapController) {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: size, seed: 1, folder: folder)
    screens.playRivalThrows(Array(repeating: .paper, count: 8))
    settle(window)
    return (folder, window, try #require(shown(screens, as: RecapController.self)))
  }

  @Test(
    "After the first rung, with its achievements, the recap's words fit the card without scrolling",
    arguments: [(844.0, 390.0), (667.0, 375.0), (1280.0, 800.0)])
  func fitsWithoutScrolling(width: Double, height: Double) throws {
    let (_, window, recap) = try firstRungRecap(Size(width: width, height: height))

    try #require(!recap.words.achievements.isEmpty, "the first rung earns achievements")
    let scroller = recap.scroller
    #expect(
      scroller.contentHeight <= scroller.frame.height + 0.5,
      "\(scroller.contentHeight) > \(scroller.frame.height)")
    let read = try #require(window.rootView.descendant(identifiedBy: "recap-read") as? Label)
    #expect(read.isVisibleInTree && read.frame.maxY <= scroller.frame.height, "how you read it always shows")
  }

  @Test("Where there is room, nothing gives way and the achievements say what earned them")
  func roomyCardLeavesNothingOut() throws {
    let (_, window, _) = try firstRungRecap(Size(width: 1280, height: 800))

    let caption = try #require(window.rootView.descendant(identifiedBy: "recap-rounds-caption") as? Label)
    let achievements = try #require(window.rootView.descendant(identifiedBy: "recap-achievements") as? Label)
    #expect(caption.isVisibleInTree)
    #expect(achievements.text.contains("First rung: Beat Boulder"), "\(achievements.text)")
  }

  @Test(
    "At 1024x768 and 1280x800 no line of the first rung's recap, caption and achievements included, is under 13 points",
    arguments: [(1024.0, 768.0), (1280.0, 800.0)])
  func noFinePrint(width: Double, height: Double) throws {
    let (_, window, recap) = try firstRungRecap(Size(width: width, height: height))

    try #require(recap.words.achievements.count >= 3, "the first rung earns several achievements")
    for identifier in ["recap-rounds-caption", "recap-achievements", "recap-next", "recap-read"] {
      let label = try #require(window.rootView.descendant(identifiedBy: identifier) as? Label)
      guard label.isVisibleInTree else { continue }
      #expect(label.font.size >= 13, "\(identifier) at \(label.font.size) points")
    }
  }
}
