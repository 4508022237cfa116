import Foundation
import GameCore
import Localization
import Testing
import ViewKit

@testable import RPSApp

@Suite("The records in words")
struct RecordsWordsTests {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)

  private func againstHard(_ history: History) -> String? {
    let words = RecordsWords(
      records: Records(history: history, progress: PlayerProgress()), progress: PlayerProgress(),
      hard: HardProgress(history: history, now: now),
      dates: Translations.dateFormatter(template: "dMMMyyyy", englishFormat: "d MMM yyyy"))
    return words.lines.first { $0.caption == "Against Hard" }?.value
  }

  @Test("Against Hard the records compare this week's share of rounds won with the week before's")
  func hardWeekOnWeek() {
    let history = History(finished: [
      hardMatch(won: 2, daysAgo: 1, before: now), hardMatch(won: 1, daysAgo: 9, before: now),
    ])

    let rating = HardRating(history: history)
    #expect(
      againstHard(history)?.replacingOccurrences(of: "\u{00A0}", with: " ")
        == "rating \(rating.rating) (Hard to read) · best \(rating.best) · 40% of rounds this week · 25% the week before"
    )
    #expect(againstHard(History()) == "no rounds in the last two weeks", "no rating before a round at Hard")
  }

  @Test(
    "Before any run of wins against the computer, the records say so in words, rivals left out; after one, per level"
  )
  func noRunYetInWords() {
    let best = { (history: History) in
      RecordsWords(
        records: Records(history: history, progress: PlayerProgress()), progress: PlayerProgress(),
        hard: HardProgress(history: history, now: self.now),
        dates: Translations.dateFormatter(template: "dMMMyyyy", englishFormat: "d MMM yyyy")
      ).lines.first { $0.caption == "Best run of wins" }?.value.replacingOccurrences(
        of: "\u{00A0}", with: " ")
    }

    #expect(best(History()) == "none yet against the computer (rivals not counted)")
    #expect(
      best(History(finished: [hardMatch(won: 3, daysAgo: 1, before: now)])) == "Easy – · Medium – · Hard 1")
  }

  @Test("A win over a rival shows on the records' first-win line, as it earns the First win achievement")
  func firstWinOverARival() {
    var match = Match(rules: .classic, targetWins: 3)
    for _ in 0..<3 { match.record(Round(player: .paper, computer: .rock, rules: .classic)) }
    let rivalWin = MatchRecord(
      match: match, level: .medium, startedAt: now, endedAt: now, challenge: ChallengeTag(rival: .boulder))
    let history = History(finished: [rivalWin])
    let words = RecordsWords(
      records: Records(history: history, progress: PlayerProgress()), progress: PlayerProgress(),
      hard: HardProgress(history: history, now: now),
      dates: Translations.dateFormatter(template: "dMMMyyyy", englishFormat: "d MMM yyyy"))
    // Each part of the line is kept whole with spaces that do not break.
    let firstWin = (words.lines.first { $0.caption == "First win" }?.value ?? "")
      .replacingOccurrences(of: "\u{00A0}", with: " ")

    #expect(Achievement.earned(history: history, progress: PlayerProgress()).contains(.firstWin))
    #expect(firstWin.contains("Rivals 15 Jan 2027"), "\(firstWin)")
  }

  @Test(
    "After rivals' wins alone, the first-win line gives the rivals' date first and says the computer's levels are still to win; before any win, one plain not yet"
  )
  func firstWinOverRivalsOnly() {
    var match = Match(rules: .classic, targetWins: 3)
    for _ in 0..<3 { match.record(Round(player: .paper, computer: .rock, rules: .classic)) }
    let rivalWin = MatchRecord(
      match: match, level: .medium, startedAt: now, endedAt: now, challenge: ChallengeTag(rival: .boulder))
    let firstWin = { (history: History) in
      RecordsWords(
        records: Records(history: history, progress: PlayerProgress()), progress: PlayerProgress(),
        hard: HardProgress(history: history, now: self.now),
        dates: Translations.dateFormatter(template: "dMMMyyyy", englishFormat: "d MMM yyyy")
      ).lines.first { $0.caption == "First win" }?.value.replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    #expect(firstWin(History(finished: [rivalWin])) == "Rivals 15 Jan 2027 · against the computer: not yet")
    #expect(firstWin(History()) == "not yet, against the computer or a rival")
  }

  @Test("The first-win line breaks between its parts, never inside one (\"Hard 6 Dec 2026\" stays whole)")
  @MainActor
  func firstWinPartsStayWhole() {
    let match = Match(
      rules: .classic, targetWins: 1, rounds: [Round(player: .paper, computer: .rock, rules: .classic)])
    let history = History(finished: [MatchRecord(match: match, level: .hard, startedAt: now, endedAt: now)])
    let words = RecordsWords(
      records: Records(history: history, progress: PlayerProgress()), progress: PlayerProgress(),
      hard: HardProgress(history: history, now: now),
      dates: Translations.dateFormatter(template: "dMMMyyyy", englishFormat: "d MMM yyyy"))
    let firstWin = words.lines.first { $0.caption == "First win" }?.value ?? ""

    let lines = TextLayout.wrap(
      firstWin, font: .system(14), width: 190, measurer: ApproximateTextMeasurer())

    #expect(lines.count > 1)
    #expect(lines.contains { $0.contains("Hard\u{00A0}15\u{00A0}Jan\u{00A0}2027") }, "\(lines)")
  }
}
