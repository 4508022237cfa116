import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// A phone's day card: every line readable, none left out; what does not fit scrolls.
@MainActor
@Suite("The day's card on a phone")
struct DailyOnAPhoneTests {
  /// The tour's day: a habit made for it (so the star rules show), the day after another (so
  /// yesterday's habit is told).
  private static let day = DayStamp(year: 2026, month: 12, day: 11)

  /// The labels of the day's card with words in them, at noon of the tour's day on a phone.
  private func cardLabels(size: Size) throws -> [Label] {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: size, folder: folder)
    screens.progress.now = { Self.day.start.addingTimeInterval(12 * 3600) }
    screens.showDaily()
    settle(window)
    let scroller = try #require(window.rootView.descendant(identifiedBy: "daily-scroller") as? ScrollView)
    // The card's lines stand in the scroller's content; the portrait's badge stands apart.
    return scroller.contentView.subviews.compactMap { $0 as? Label }.filter { !$0.text.isEmpty }
  }

  @Test(
    "On a phone, no line of the day's card is under 13 points, and none is left out",
    arguments: [Size(width: 390, height: 844), Size(width: 320, height: 568), Size(width: 844, height: 390)])
  func readableLines(size: Size) throws {
    #expect(DailyChallenge(day: Self.day).twist == .newHabit)
    #expect(DailyChallenge(day: Self.day.previous).newHabit != nil)

    let labels = try cardLabels(size: size)

    let small = labels.filter { $0.font.size < 13 }.map { "\($0.text) at \($0.font.size)" }
    #expect(small.isEmpty, "\(small)")
    let leftOut = labels.filter(\.isHidden).map(\.text)
    #expect(leftOut.isEmpty, "\(leftOut)")
    #expect(
      labels.contains { $0.text.hasPrefix("Yesterday's puzzle") || $0.text.hasPrefix("Missed yesterday?") })
    #expect(labels.contains { $0.text.replacingOccurrences(of: "\u{00A0}", with: " ").hasPrefix("★ a win") })
  }
}
