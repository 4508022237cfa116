import Foundation
import GameCore
import TestSupport
import Testing

@Suite("Achievements and records")
struct AchievementTests {
  private let start = Date(timeIntervalSince1970: 1_780_000_000)

  /// A finished match from the player's and the computer's throws, `minutes` after the start.
  private func record(
    _ pairs: [(Move, Move)], level: Level = .easy, target: Int = 3, rival: Rival? = nil,
    people: MatchPlayers? = nil, minutes: Double = 0
  ) -> MatchRecord {
    .played(
      pairs, level: level, targetWins: target, challenge: rival.map { ChallengeTag(rival: $0) },
      players: people,
      at: start.addingTimeInterval(minutes * 60))
  }

  private let win3to0: [(Move, Move)] = [(.paper, .rock), (.paper, .rock), (.paper, .rock)]
  private let comeback: [(Move, Move)] = [
    (.rock, .paper), (.rock, .paper), (.paper, .rock), (.paper, .rock), (.paper, .rock),
  ]
  private let loss: [(Move, Move)] = [(.rock, .paper), (.rock, .paper), (.rock, .paper)]

  /// The history as the game keeps it, newest first, from matches listed oldest first.
  private func history(_ oldestFirst: [MatchRecord]) -> History { History(finished: oldestFirst.reversed()) }

  @Test("There are about twenty achievements, each with its own identifier")
  func count() {
    #expect((18...25).contains(Achievement.allCases.count))
  }

  @Test("A flawless win earns the first win and flawless; a comeback at Hard earns comeback and Hard")
  func criteria() {
    let earned = Achievement.earned(
      history: history([record(win3to0), record(comeback, level: .hard, minutes: 1)]),
      progress: PlayerProgress())

    #expect(earned == [.firstWin, .flawless, .comeback, .hardWin])
  }

  @Test("Three wins in a row at the levels earn the run; a loss between them does not")
  func runs() {
    let run = [record(win3to0), record(win3to0, minutes: 1), record(win3to0, minutes: 2)]
    let broken = [
      record(win3to0), record(loss, minutes: 1), record(win3to0, minutes: 2), record(win3to0, minutes: 3),
    ]

    #expect(Achievement.earned(history: history(run), progress: PlayerProgress()).contains(.threeInARow))
    #expect(!Achievement.earned(history: history(broken), progress: PlayerProgress()).contains(.threeInARow))
  }

  @Test("Only matches played to the end count as finished: nine and an abandoned one are not ten")
  func abandonedMatchesAreNotFinished() {
    let nine = (0..<9).map { record(loss, minutes: Double($0)) }
    let abandoned = record([(.rock, .paper)], minutes: 10)

    let earned = Achievement.earned(history: history(nine + [abandoned]), progress: PlayerProgress())

    #expect(!earned.contains(.tenMatches))
    #expect(
      Achievement.earned(history: history(nine + [record(loss, minutes: 11)]), progress: PlayerProgress())
        .contains(.tenMatches))
  }

  @Test(
    "Beating a rival of habit without losing a round reads its mind; the ladder's rungs count from progress")
  func ladderAchievements() {
    var progress = PlayerProgress()
    for rival in Rival.allCases.prefix(5) { progress.beat(rival, at: start) }

    let earned = Achievement.earned(history: history([record(win3to0, rival: .cyclist)]), progress: progress)

    #expect(earned.isSuperset(of: [.mindReader, .firstRung, .halfway]))
    #expect(!earned.contains(.topOfTheLadder))
    #expect(!earned.contains(.hardWin))
  }

  @Test("Beating the Grandmaster, who plays as Hard, is a match won at Hard; beating the Professor is not")
  func grandmasterIsHard() {
    let professor = Achievement.earned(
      history: history([record(win3to0, level: .medium, rival: .professor)]), progress: PlayerProgress())
    let grandmaster = Achievement.earned(
      history: history([record(win3to0, level: .hard, rival: .grandmaster)]), progress: PlayerProgress())

    #expect(!professor.contains(.hardWin))
    #expect(grandmaster.contains(.hardWin))
  }

  @Test("Each achievement is announced once: earning again returns nothing new, and the date stays")
  func earnedOnce() {
    var progress = PlayerProgress()
    let played = history([record(win3to0)])

    let first = progress.earnAchievements(history: played, at: start)
    let again = progress.earnAchievements(history: played, at: start.addingTimeInterval(60))

    #expect(first == [.firstWin, .flawless])
    #expect(again.isEmpty)
    #expect(progress.achievementsEarned["firstWin"] == start)
  }

  @Test("Daily achievements come from days won in a row")
  func dailyAchievements() {
    var progress = PlayerProgress()
    var day = DayStamp(year: 2027, month: 4, day: 1)
    for _ in 0..<3 {
      progress.record(.won, on: day)
      day = day.next
    }

    let earned = Achievement.earned(history: History(), progress: progress)

    #expect(earned == [.firstDaily, .threeDays])
  }

  @Test("Records: the best run and first win at each level, the fastest win and the longest match")
  func records() {
    let matches = [
      record(comeback, level: .hard), record(win3to0, level: .hard, minutes: 1),
      record(loss, level: .hard, minutes: 2),
      record(win3to0, level: .easy, minutes: 3), record(comeback, people: .standard, minutes: 4),
    ]
    var progress = PlayerProgress()
    progress.beat(.boulder, at: start)

    let records = Records(history: history(matches), progress: progress)

    #expect(records.bestStreak == [.hard: 2, .easy: 1])
    #expect(records.firstWin[.hard] == start)
    #expect(records.firstWin[.easy] == start.addingTimeInterval(180))
    #expect(records.fastestWin?.match.rounds.count == 3)
    #expect(records.fastestWin?.level == .hard)
    #expect(records.longestMatch?.match.rounds.count == 5)
    #expect(records.longestMatch?.startedAt == start)
    #expect(records.firstBeaten == [.boulder: start])
  }

  @Test("The longest match is one played to its end: an abandoned match of more rounds is not a record")
  func longestMatchIsPlayedOut() {
    let abandoned: [(Move, Move)] = [
      (.rock, .paper), (.paper, .rock), (.rock, .rock), (.scissors, .scissors), (.paper, .paper),
      (.rock, .rock), (.paper, .paper), (.rock, .paper), (.paper, .rock),
    ]
    let matches = [
      record(comeback, level: .hard), record(abandoned, level: .hard, target: 5, rival: .magpie, minutes: 1),
    ]

    let records = Records(history: history(matches), progress: PlayerProgress())

    #expect(records.longestMatch?.match.rounds.count == 5)
    #expect(records.longestMatch?.startedAt == start)
  }

  @Test("Matches against rivals stay out of the levels' statistics and of what the computer recalls")
  func rivalsKeptApart() {
    let played = history([record(win3to0, level: .hard, rival: .boulder)])

    #expect(Statistics(history: played).totalMatches == 0)
    #expect(played.latestMatchesAgainstTheComputer(rules: .classic, rounds: 100).isEmpty)
    #expect(played.finished[0].opponentText == "Boulder")
  }
}
