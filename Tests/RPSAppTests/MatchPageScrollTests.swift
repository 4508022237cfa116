import Foundation
import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

/// The rounds of a match's page scroll only when they are more than its room: a scroll bar
/// beside rounds that all show says there is more where there is none.
@MainActor
@Suite("The match page's rounds on a phone")
struct MatchPageScrollTests {
  /// The tour's lost first-to-three match against Easy, with its card: five rounds, two of them
  /// draws, after `extraRounds` more draws.
  private static func record(extraRounds: Int = 0) -> MatchRecord {
    let played: [(Move, Move)] = [
      (.rock, .paper), (.scissors, .scissors), (.scissors, .rock), (.rock, .rock), (.paper, .scissors),
    ]
    let draws = Array(repeating: (Move.paper, Move.paper), count: extraRounds)
    let rounds = (draws + played).map { Round(player: $0.0, computer: $0.1, rules: .classic) }
    let ended = Date(timeIntervalSince1970: 1_765_476_000)
    // With a card to save, the page keeps a line for where it went.
    return MatchRecord(
      match: Match(rounds: rounds), level: .easy, startedAt: ended, endedAt: ended, cardFileName: "card.png")
  }

  /// The page's list of rounds for a match of `rounds` rounds on a phone of `size`.
  private func roundsList(extraRounds: Int = 0, size: Size) throws -> ListView {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: size, folder: folder)
    screens.open(Self.record(extraRounds: extraRounds))
    settle(window)
    return try #require(window.rootView.descendant(identifiedBy: "rounds-list") as? ListView)
  }

  @Test(
    "Five rounds on a phone in portrait show whole, with no scroll bar",
    arguments: [Size(width: 390, height: 844), Size(width: 430, height: 932), Size(width: 375, height: 812)])
  func fewRoundsDoNotScroll(size: Size) throws {
    let list = try roundsList(size: size)

    #expect(list.maximumScrollOffset == 0, "\(list.frame) for \(5 * list.rowHeight)")
  }

  @Test("Many rounds still scroll")
  func manyRoundsScroll() throws {
    let list = try roundsList(extraRounds: 15, size: Size(width: 390, height: 844))

    #expect(list.maximumScrollOffset > 0)
  }
}
