import Foundation
import GameCore
import RPSApp
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite("The history and the detail say what kind of match it was")
struct MatchKindWordsTests {
  private func finished(_ rules: Rules, firstTo wins: Int, level: Level) -> MatchRecord {
    let round = Round(player: .rock, computer: .scissors, rules: rules)
    return MatchRecord(
      match: Match(rules: rules, targetWins: wins, rounds: Array(repeating: round, count: wins)),
      level: level,
      startedAt: Date(timeIntervalSince1970: 1_700_000_000),
      endedAt: Date(timeIntervalSince1970: 1_700_000_100))
  }

  @Test("A history row names the length, and a Spock-and-lizard match says so where a classic one does not")
  func historyRows() throws {
    let temporary = try TemporaryFolder()
    let store = HistoryStore(folder: temporary.url)
    try store.save(
      History(finished: [
        finished(.rockPaperScissorsSpockLizard, firstTo: 5, level: .easy),
        finished(.classic, firstTo: 3, level: .hard),
      ]))
    let screens = RockPaperScissorsApp.makeScreens(options: CommandLineOptions(), store: store)
    let window = Window(
      size: Size(width: 1280, height: 800), clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split

    let canvas = RecordingCanvas()
    window.render(on: canvas)

    #expect(
      canvas.texts.contains { $0 == "Easy · RPSLS · first to 5" }, "\(canvas.texts)")
    #expect(canvas.texts.contains { $0 == "Hard · first to 3" })
  }

  @Test("A match's detail says its length and its rules")
  func detailSummary() {
    let window = Window(
      size: Size(width: 1024, height: 768), clock: ManualClock(), appearance: Theme.appearance)
    let record = finished(.rockPaperScissorsSpockLizard, firstTo: 2, level: .medium)
    window.rootViewController = MatchDetailController(record: record, cardPath: nil)

    let canvas = RecordingCanvas()
    window.render(on: canvas)

    #expect(canvas.texts.contains("2 rounds · no draws · Spock & lizard · first to 2"), "\(canvas.texts)")
  }
}
