import Foundation
import GameCore
import Localization
import Testing
import ViewKit

@testable import RPSApp

/// The history lists matches newest first by when they ended, and each row's time says the
/// same: the order and the times shown never disagree.
@MainActor
@Suite("The history's order and the times on its rows agree")
struct HistoryOrderTests {
  private static let calendar = Calendar.current
  /// Midnight this morning, in the time zone the list shows times in.
  private static let startOfToday = calendar.startOfDay(for: Date())

  private static func lost(startedAt: Date, endedAt: Date?) -> MatchRecord {
    let rounds = [Round](repeating: Round(player: .rock, computer: .paper, rules: .classic), count: 3)
    return MatchRecord(
      match: Match(rules: .classic, targetWins: 3, rounds: endedAt == nil ? [rounds[0]] : rounds),
      level: .hard, startedAt: startedAt, endedAt: endedAt)
  }

  private static func minutes(_ count: Double, from date: Date = startOfToday) -> Date {
    date.addingTimeInterval(count * 60)
  }

  private static func list(_ history: History) -> HistoryController {
    let controller = HistoryController(keeper: HistoryKeeper(history: history, store: nil, level: .hard))
    _ = controller.view
    controller.reload()
    return controller
  }

  private static func clock(_ date: Date) -> String {
    Translations.dateFormatter(template: "HHmm", englishFormat: "HH:mm").string(from: date)
  }

  /// A day as the row's right column shows one from before today ("5 Dec").
  private static func day(_ date: Date) -> String {
    calendar.isDate(date, equalTo: Date(), toGranularity: .year)
      ? Translations.dateFormatter(template: "dMMM", englishFormat: "d MMM").string(from: date)
      : Translations.dateFormatter(template: "MMMyyyy", englishFormat: "MMM yyyy").string(from: date)
  }

  @Test(
    "A match begun yesterday and finished today is listed among today's at the time it ended, and says when it began"
  )
  func matchAcrossMidnight() {
    // Arrange: begun at 23:50 yesterday, finished at 00:10; one finished at 00:20 above it and
    // one yesterday evening below.
    let acrossMidnight = Self.lost(startedAt: Self.minutes(-10), endedAt: Self.minutes(10))
    let history = History(finished: [
      Self.lost(startedAt: Self.minutes(15), endedAt: Self.minutes(20)), acrossMidnight,
      Self.lost(startedAt: Self.minutes(-120), endedAt: Self.minutes(-115)),
    ])

    // Act
    let controller = Self.list(history)
    let rows = (0..<3).map { controller.list.row($0) }

    // Assert
    #expect(
      rows.map(\.detail) == [
        Self.clock(Self.minutes(20)), Self.clock(Self.minutes(10)), Self.day(Self.minutes(-115)),
      ])
    let begun = Translations.dateFormatter(template: "dMMM", englishFormat: "d MMM").string(
      from: Self.minutes(-10))
    #expect(rows[1].subtitle.hasSuffix("begun " + begun), "\(rows[1].subtitle)")
    #expect(!rows[0].subtitle.contains("begun"), "a match begun and ended the same day says nothing more")
  }

  @Test(
    "A rival's match, kept from its first round, is listed by when it ended: above a match that ended before it"
  )
  func rivalMatchFinishedLaterIsListedHigher() {
    // Arrange: as the keeper leaves them, the rival's match below the free match played while
    // it waited, though the rival's ended last.
    var rivalMatch = Self.lost(startedAt: Self.minutes(600), endedAt: Self.minutes(660))
    rivalMatch.challenge = ChallengeTag(rival: .boulder)
    let freeMatch = Self.lost(startedAt: Self.minutes(620), endedAt: Self.minutes(630))
    let waiting = Self.lost(startedAt: Self.minutes(500), endedAt: nil)
    let older = Self.lost(startedAt: Self.minutes(400), endedAt: Self.minutes(410))

    // Act
    let controller = Self.list(History(finished: [freeMatch, rivalMatch, waiting, older]))

    // Assert
    #expect(controller.records.map(\.id) == [rivalMatch.id, freeMatch.id, waiting.id, older.id])
    #expect(
      (0..<4).map { controller.list.row($0).detail }
        == [660, 630, 500, 410].map { Self.clock(Self.minutes(Double($0))) })
  }

  @Test("Hiding the abandoned matches keeps the others in the same order")
  func hidingKeepsTheOrder() {
    var rivalMatch = Self.lost(startedAt: Self.minutes(600), endedAt: Self.minutes(660))
    rivalMatch.challenge = ChallengeTag(rival: .boulder)
    var abandoned = Self.lost(startedAt: Self.minutes(640), endedAt: nil)
    abandoned.endedAt = Self.minutes(645)
    let freeMatch = Self.lost(startedAt: Self.minutes(620), endedAt: Self.minutes(630))
    let controller = Self.list(History(finished: [abandoned, freeMatch, rivalMatch]))

    controller.hidesAbandoned = true

    #expect(controller.records.map(\.id) == [rivalMatch.id, freeMatch.id])
  }
}
