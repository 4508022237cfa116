import Foundation
import GameCore
import Testing

@Suite("Statistics from the history")
struct StatisticsTests {
  /// A calendar with a fixed time zone and Monday weeks, so days and weeks do not depend on
  /// the machine running the tests.
  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Europe/Paris") ?? TimeZone(secondsFromGMT: 3600) ?? .current
    calendar.firstWeekday = 2
    return calendar
  }()

  /// Monday 6 January 2025, noon in Paris.
  private static let monday = Date(timeIntervalSince1970: 1_736_161_200)

  private enum Ending {
    case won, lost, abandoned
  }

  /// A finished match of `ending`, where the player threw `throws` (the computer answers to
  /// give that ending), ended `day` days after ``monday`` (plus `minutes`).
  private func record(
    _ ending: Ending, level: Level = .hard, rules: Rules = .classic, targetWins: Int = 3,
    throws moves: [Move] = [], day: Double = 0, minutes: Double = 0
  ) -> MatchRecord {
    var match = Match(rules: rules, targetWins: targetWins)
    var moves = moves[...]
    func play(_ outcome: Outcome) {
      let player = moves.popFirst() ?? .rock
      let computer: Move
      switch outcome {
      case .win: computer = rules.moves.first { rules.outcome(of: player, against: $0) == .win } ?? player
      case .loss: computer = rules.moves(beating: player).first ?? player
      case .draw: computer = player
      }
      match.record(Round(player: player, computer: computer, rules: rules))
    }
    switch ending {
    case .won: for _ in 0..<targetWins { play(.win) }
    case .lost: for _ in 0..<targetWins { play(.loss) }
    case .abandoned: play(.win)
    }
    let ended = StatisticsTests.monday.addingTimeInterval(day * 86_400 + minutes * 60)
    return MatchRecord(match: match, level: level, startedAt: ended.addingTimeInterval(-60), endedAt: ended)
  }

  /// The history as the game keeps it: `oldestFirst` reversed, newest first.
  private func statistics(_ oldestFirst: [MatchRecord], current: MatchRecord? = nil) -> Statistics {
    Statistics(history: History(finished: oldestFirst.reversed(), current: current), calendar: Self.calendar)
  }

  @Test("An empty history has no matches, no rates and no favourite move")
  func emptyHistory() {
    let statistics = statistics([])
    let hard = statistics[.hard, .classic]

    #expect(statistics.totalMatches == 0)
    #expect(hard.matches == 0)
    #expect(hard.winRate == nil)
    #expect(hard.predictionRate == nil)
    #expect(hard.favouriteMoves.isEmpty)
    #expect(hard.timeline.points.isEmpty)
  }

  @Test("One won match counts once: a win rate of 100%, a streak of one, its rounds and its throws")
  func oneMatch() {
    let statistics = statistics([record(.won, throws: [.paper, .paper, .rock])])
    let hard = statistics[.hard, .classic]

    #expect(hard.won == 1 && hard.lost == 0 && hard.abandoned == 0)
    #expect(hard.winRate == 1)
    #expect(hard.currentStreak == 1 && hard.longestStreak == 1)
    #expect(hard.roundsPlayed == 3)
    #expect(hard.throwCount(of: .paper) == 2)
    #expect(hard.throwCount(of: .rock) == 1)
    #expect(hard.favouriteMove == .paper)
    #expect(hard.predictionRate == 0)
    #expect(hard.matchesByLength == [3: 1])
  }

  @Test("The match being played does not count until it is finished")
  func currentMatchLeftOut() {
    let unfinished = MatchRecord(
      match: Match(rounds: [Round(player: .rock, computer: .paper, rules: .classic)]), level: .hard,
      startedAt: Self.monday)

    let statistics = statistics([record(.won)], current: unfinished)

    #expect(statistics[.hard, .classic].matches == 1)
    #expect(statistics[.hard, .classic].roundsPlayed == 3)
  }

  @Test("A streak counts won matches in a row; a loss or an abandoned match ends it")
  func streaks() {
    let statistics = statistics([
      record(.won, minutes: 1), record(.won, minutes: 2), record(.won, minutes: 3), record(.lost, minutes: 4),
      record(.won, minutes: 5), record(.abandoned, minutes: 6), record(.won, minutes: 7),
      record(.won, minutes: 8),
    ])
    let hard = statistics[.hard, .classic]

    #expect(hard.longestStreak == 3)
    #expect(hard.currentStreak == 2)
  }

  @Test("A history ending in a loss has no current streak but keeps its longest")
  func streakEndedByLoss() {
    let hard = statistics([record(.won, minutes: 1), record(.won, minutes: 2), record(.lost, minutes: 3)])[
      .hard, .classic]

    #expect(hard.currentStreak == 0)
    #expect(hard.longestStreak == 2)
  }

  @Test("An abandoned match (no winner) counts as abandoned and lowers the win rate")
  func abandonedMatches() {
    let hard = statistics([
      record(.won, minutes: 1), record(.lost, minutes: 2), record(.abandoned, minutes: 3),
    ])[
      .hard, .classic]

    #expect(hard.abandoned == 1)
    #expect(hard.matches == 3)
    #expect(hard.winRate == 1.0 / 3.0)
  }

  @Test("Each level and each rules keep their own statistics")
  func perLevelSplit() {
    let statistics = statistics([
      record(.won, level: .easy, minutes: 1), record(.won, level: .easy, minutes: 2),
      record(.lost, level: .hard, minutes: 3),
      record(
        .won, level: .hard, rules: .rockPaperScissorsSpockLizard, throws: [.spock, .spock, .lizard],
        minutes: 4),
    ])

    #expect(statistics.totalMatches == 4)
    #expect(statistics[.easy, .classic].won == 2)
    #expect(statistics[.easy, .classic].currentStreak == 2)
    #expect(statistics[.hard, .classic].lost == 1)
    #expect(statistics[.hard, .classic].currentStreak == 0)
    #expect(statistics[.hard, .rockPaperScissorsSpockLizard].won == 1)
    #expect(statistics[.hard, .rockPaperScissorsSpockLizard].favouriteMove == .spock)
    #expect(statistics[.medium, .classic].matches == 0)
  }

  @Test("Moves thrown equally often are all favourites, in the rules' order, and none is the favourite")
  func favouriteTies() {
    let hard = statistics([
      record(.won, throws: [.scissors, .rock, .scissors], minutes: 1),
      record(.won, throws: [.rock, .paper, .paper], minutes: 2),
    ])[.hard, .classic]

    #expect(hard.favouriteMoves == [.rock, .paper, .scissors])
    #expect(hard.favouriteMove == nil)
    #expect(hard.throwShare(of: .rock) == 2.0 / 6.0)
  }

  @Test("The computer read the player in the rounds it won, as a share of all rounds, draws included")
  func predictionRate() {
    var match = Match(targetWins: 2)
    match.record(Round(player: .rock, computer: .paper, rules: .classic))  // read
    match.record(Round(player: .rock, computer: .rock, rules: .classic))  // draw
    match.record(Round(player: .paper, computer: .rock, rules: .classic))  // player wins
    match.record(Round(player: .rock, computer: .paper, rules: .classic))  // read: computer wins 2–1
    let record = MatchRecord(match: match, level: .medium, startedAt: Self.monday, endedAt: Self.monday)

    let medium = statistics([record])[.medium, .classic]

    #expect(medium.lost == 1)
    #expect(medium.predictionRate == 0.5)
    #expect(medium.chanceOfBeingRead == 1.0 / 3.0)
    #expect(statistics([])[.medium, .rockPaperScissorsSpockLizard].chanceOfBeingRead == 0.4)
  }

  @Test("Matches within a month are charted day by day, each day's win rate its own point")
  func dailyTimeline() {
    let timeline = statistics([
      record(.won, day: 0), record(.lost, day: 0, minutes: 30), record(.won, day: 2),
      record(.won, day: 2, minutes: 10), record(.abandoned, day: 29),
    ])[.hard, .classic].timeline

    #expect(timeline.period == .day)
    #expect(timeline.points.map(\.matches) == [2, 2, 1])
    #expect(timeline.points.map(\.winRate) == [0.5, 1, 0])
    #expect(timeline.points.first?.start == Self.calendar.startOfDay(for: Self.monday))
  }

  @Test("Matches over more than a month are charted week by week, weeks starting on the calendar's first day")
  func weeklyTimeline() {
    let timeline = statistics([
      record(.won, day: 0), record(.lost, day: 6), record(.won, day: 7), record(.won, day: 40),
    ])[.hard, .classic].timeline

    #expect(timeline.period == .week)
    #expect(timeline.points.map(\.matches) == [2, 1, 1])
    #expect(timeline.points.map(\.won) == [1, 1, 1])
    #expect(timeline.points.first?.start == Self.calendar.startOfDay(for: Self.monday))
  }

  @Test("Matches by length say how many were played to each number of wins")
  func lengths() {
    let hard = statistics([
      record(.won, targetWins: 1, minutes: 1), record(.lost, targetWins: 5, minutes: 2),
      record(.won, targetWins: 5, minutes: 3),
    ])[.hard, .classic]

    #expect(hard.matchesByLength == [1: 1, 5: 2])
    #expect(hard.roundsPlayed == 11)
  }

  /// The statistics of one match left after draws alone, in which the player threw each move
  /// as many times as `counts` says, in the rules' order (rock, paper, scissors…).
  private func throwing(_ counts: [Int], rules: Rules = .classic) -> GroupStatistics {
    let rounds = zip(rules.moves, counts).flatMap { move, count in
      Array(repeating: Round(player: move, computer: move, rules: rules), count: count)
    }
    let record = MatchRecord(
      match: Match(rules: rules, rounds: rounds), level: .hard, startedAt: Self.monday, endedAt: Self.monday)
    return statistics([record])[.hard, rules]
  }

  @Test(
    "A lean as slight as 35% against 32% and 33% names no favourite, however many throws show it",
    arguments: [[32, 35, 33], [320, 350, 330], [3200, 3500, 3300]])
  func slightLeanIsNoFavourite(counts: [Int]) {
    let statistics = throwing(counts)

    #expect(statistics.favouriteMove == .paper, "paper is still the move thrown most")
    #expect(statistics.clearFavourite == nil)
  }

  @Test(
    "Over many throws a favourite is named from 40% of them (24% of five moves), not below",
    arguments: [
      ([400, 300, 300], Rules.classic, Move.rock as Move?), ([399, 301, 300], .classic, nil),
      ([190, 240, 190, 190, 190], .rockPaperScissorsSpockLizard, .paper),
      ([191, 239, 190, 190, 190], .rockPaperScissorsSpockLizard, nil),
    ])
  func favouriteFromFortyPercent(counts: [Int], rules: Rules, expected: Move?) {
    #expect(throwing(counts, rules: rules).clearFavourite == expected)
  }

  @Test(
    "Over few throws a favourite is named only when throwing at random would lean as far less than once in twenty times",
    arguments: [
      ([6, 17, 7], Move.paper as Move?), ([7, 16, 7], nil), ([0, 4, 0], .paper), ([1, 2, 0], nil),
    ])
  func favouriteBeyondChance(counts: [Int], expected: Move?) {
    #expect(throwing(counts).clearFavourite == expected)
  }
}
