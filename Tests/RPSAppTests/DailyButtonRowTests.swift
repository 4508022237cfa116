import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// The daily screen's buttons stand under its card as one column: their row's edges are the card's.
@MainActor
@Suite("The daily screen's buttons line up with its card")
struct DailyButtonRowTests {
  private let day = DayStamp(year: 2027, month: 1, day: 4)

  @Test(
    "After the day's try, Practise and Copy result start at the card's left edge and end at its right",
    arguments: [
      Size(width: 1280, height: 800), Size(width: 2560, height: 1440), Size(width: 390, height: 844),
    ])
  func buttonsAlignWithTheCard(size: Size) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: size, folder: folder)
    screens.progress.now = { day.start.addingTimeInterval(12 * 3600) }
    #expect(screens.playRivalThrows(Array(repeating: Move.paper, count: 40), daily: true) == nil)
    screens.detail.popToRootViewController(animated: false)
    screens.showDaily()
    settle(window)
    let daily = try #require(shown(screens, as: DailyController.self))

    let card = daily.card.convert(daily.card.bounds, to: nil)
    let play = daily.playButton.convert(daily.playButton.bounds, to: nil)
    let copy = daily.copyButton.convert(daily.copyButton.bounds, to: nil)

    #expect(daily.copyButton.isVisibleInTree)
    #expect(abs(min(play.minX, copy.minX) - card.minX) < 0.5, "play \(play), copy \(copy), card \(card)")
    #expect(abs(max(play.maxX, copy.maxX) - card.maxX) < 0.5, "play \(play), copy \(copy), card \(card)")
  }
}
