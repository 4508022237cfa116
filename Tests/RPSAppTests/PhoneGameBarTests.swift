import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("A phone's game bar says what each button does")
struct PhoneGameBarTests {
  @Test(
    "On a phone held upright the bar names the ladder and says New for New match (the same action, not Restart), each title whole",
    arguments: [Size(width: 390, height: 844), Size(width: 320, height: 640)])
  func phoneBarSaysWhatItsButtonsDo(size: Size) throws {
    // Arrange, act
    let (window, _) = assembledGame(size: size, folder: try TemporaryFolder())
    settle(window)
    let canvas = RecordingCanvas()
    window.render(on: canvas)

    // Assert
    let bar = try #require(window.rootView.descendant(identifiedBy: "navigation-bar") as? NavigationBar)
    let titles = bar.rightButtons.filter(\.isVisibleInTree).map(\.title)
    #expect(titles.contains("Ladder"), "\(titles)")
    #expect(titles.contains("New"), "\(titles)")
    #expect(!titles.contains("★") && !titles.contains("Restart"), "\(titles)")
    var drawn: [String: Double] = [:]
    for case .text(let text, let font, _, _) in canvas.commands { drawn[text] = font.size }
    for title in titles {
      let size = try #require(drawn[title], "\(title) is drawn whole: \(drawn.keys.sorted())")
      #expect(size >= TextLayout.smallestLegibleSize)
    }
  }
}
