import Foundation
import GameCore
import TestSupport
import Testing

@Suite("Achievement goals: counters toward the locked ones, dates of the earned ones")
struct AchievementGoalsTests {
  private let start = Date(timeIntervalSince1970: 1_780_000_000)
  private let today = DayStamp(year: 2027, month: 4, day: 10)

  private func record(
    _ pairs: [(Move, Move)], level: Level = .easy, rival: Rival? = nil, day: DayStamp? = nil,
    minutes: Double = 0
  ) -> MatchRecord {
    .played(
      pairs, level: level, challenge: rival.map { ChallengeTag(rival: $0, day: day) },
      at: start.addingTimeInterval(minutes * 60))
  }

  private let win3to0: [(Move, Move)] = [(.paper, .rock), (.paper, .rock), (.paper, .rock)]
  private let win3to2: [(Move, Move)] = [
    (.rock, .paper), (.rock, .paper), (.paper, .rock), (.paper, .rock), (.paper, .rock),
  ]
  private let loss: [(Move, Move)] = [(.rock, .paper), (.rock, .paper), (.rock, .paper)]

  private func history(_ oldestFirst: [MatchRecord]) -> History { History(finished: oldestFirst.reversed()) }

  private func minutes(_ count: Double) -> Date { start.addingTimeInterval(count * 60) }

  @Test("After a loss, two wins and a loss, then a win: Hat trick 1/3, Regular 5/10, 17 of 100 rounds")
  func countsAfterSeededHistory() {
    let played = history([
      record(loss), record(win3to0, minutes: 1), record(win3to0, level: .medium, minutes: 2),
      record(loss, minutes: 3), record(win3to2, minutes: 4),
    ])

    let goals = Achievement.goals(history: played, progress: PlayerProgress(), today: today)

    #expect(goals[.threeInARow] == AchievementGoal(achievement: .threeInARow, count: 1, target: 3))
    #expect(goals[.fiveInARow]?.count == 1)
    #expect(goals[.tenMatches] == AchievementGoal(achievement: .tenMatches, count: 5, target: 10))
    #expect(goals[.fiftyMatches]?.count == 5)
    #expect(goals[.hundredRounds] == AchievementGoal(achievement: .hundredRounds, count: 17, target: 100))
    #expect(goals[.everyLevel] == AchievementGoal(achievement: .everyLevel, count: 2, target: 3))
    #expect(goals[.marathon] == AchievementGoal(achievement: .marathon, count: 5, target: 15))
  }

  @Test("Ladder and daily counters: 2 of 5 rivals beaten, 5/15 and 5/30 stars, a week of wins 2/7")
  func ladderAndDailyCounts() {
    var progress = PlayerProgress()
    progress.beat(.boulder, at: start)
    progress.beat(.cyclist, at: start)
    progress.keep(stars: 3, for: .boulder)
    progress.keep(stars: 2, for: .cyclist)
    progress.record(.won, on: today.previous.previous)
    progress.record(.won, on: today.previous)

    let goals = Achievement.goals(history: History(), progress: progress, today: today)

    #expect(goals[.halfway] == AchievementGoal(achievement: .halfway, count: 2, target: 5))
    #expect(goals[.topOfTheLadder] == AchievementGoal(achievement: .topOfTheLadder, count: 2, target: 10))
    #expect(goals[.starCollector] == AchievementGoal(achievement: .starCollector, count: 5, target: 15))
    #expect(
      goals[.allTheStars] == AchievementGoal(achievement: .allTheStars, count: 5, target: RivalStars.total))
    #expect(goals[.sevenDays] == AchievementGoal(achievement: .sevenDays, count: 2, target: 7))
    #expect(goals[.threeDays]?.count == 2)
  }

  @Test("Achievements done once, with nothing to count, show no counter")
  func onceOnlyAchievementsHaveNoCounter() {
    let goals = Achievement.goals(history: History(), progress: PlayerProgress(), today: today)

    for achievement: Achievement in [
      .firstWin, .hardWin, .flawless, .comeback, .spockAndLizard, .longHaul, .company, .firstRung,
      .mindReader, .firstDaily,
    ] {
      #expect(goals[achievement] == nil, "\(achievement)")
    }
    #expect(goals[.tenMatches] == AchievementGoal(achievement: .tenMatches, count: 0, target: 10))
  }

  @Test("An achievement kept in the progress has no counter: it is earned")
  func earnedAchievementsHaveNoCounter() {
    var progress = PlayerProgress()
    let played = history((0..<3).map { record(win3to0, minutes: Double($0)) })
    _ = progress.earnAchievements(history: played, at: start)

    let goals = Achievement.goals(history: played, progress: progress, today: today)

    #expect(goals[.threeInARow] == nil)
    #expect(goals[.fiveInARow] == AchievementGoal(achievement: .fiveInARow, count: 3, target: 5))
  }

  @Test("The nearest goals are the three locked achievements most nearly done, by share done")
  func nearestGoalsOrdered() {
    var progress = PlayerProgress()
    for rival in Rival.allCases.prefix(4) {
      progress.beat(rival, at: start)
      progress.keep(stars: 3, for: rival)
    }
    // 4 wins in a row at the levels: 4/5 on a roll; 4 of 5 rivals beaten; 12 of 15 stars.
    let played = history((0..<4).map { record(win3to0, minutes: Double($0)) })
    _ = progress.earnAchievements(history: played, at: start)

    let nearest = Achievement.nearestGoals(history: played, progress: progress, today: today)

    #expect(nearest.map(\.achievement) == [.fiveInARow, .halfway, .starCollector])
    #expect(nearest.map(\.count) == [4, 4, 12])
  }

  @Test("The nearest goal among the ladder's is the one the ladder screen can name")
  func nearestLadderGoal() {
    var progress = PlayerProgress()
    for rival in Rival.allCases.dropLast() {
      progress.beat(rival, at: start)
      progress.keep(stars: 3, for: rival)
    }

    let goal = Achievement.nearestGoals(
      history: History(), progress: progress, today: today, among: Achievement.ladderGoals, limit: 1)

    #expect(goal.first == AchievementGoal(achievement: .topOfTheLadder, count: 9, target: 10))
    #expect(progress.rivalsShortOfStars == [.grandmaster])
  }

  @Test("Earning dates each achievement by the match that first met it, not by when it was noticed")
  func earnedDatesComeFromTheHistory() {
    let played = history([
      record(loss), record(win3to2, minutes: 1), record(win3to0, minutes: 2), record(win3to0, minutes: 3),
    ])
    var progress = PlayerProgress()

    _ = progress.earnAchievements(history: played, at: minutes(60))

    #expect(progress.earnedDate(of: .firstWin) == minutes(1))
    #expect(progress.earnedDate(of: .flawless) == minutes(2))
    #expect(progress.earnedDate(of: .threeInARow) == minutes(3))
    #expect(progress.earnedDate(of: .hardWin) == nil)
  }

  @Test("A progress rebuilt from the history keeps each achievement's date; the ladder's come from the rungs")
  func rebuiltProgressKeepsDates() {
    let dailyDay = DayStamp(start)
    let played = history([
      record(win3to0, rival: .boulder, minutes: 1),
      record(win3to0, rival: .cyclist, day: dailyDay, minutes: 2),
      record(win3to0, minutes: 5), record(win3to0, minutes: 6), record(win3to0, minutes: 7),
    ])

    let rebuilt = PlayerProgress.rebuilt(from: played, at: minutes(600))

    #expect(rebuilt.earnedDate(of: .firstWin) == minutes(1))
    #expect(rebuilt.earnedDate(of: .firstRung) == minutes(1))
    #expect(rebuilt.earnedDate(of: .mindReader) == minutes(1))
    #expect(rebuilt.earnedDate(of: .firstDaily) == minutes(2))
    #expect(rebuilt.earnedDate(of: .threeInARow) == minutes(7))
  }

  @Test("A date kept later than the history shows (a progress rebuilt before dates were) is moved back")
  func laterKeptDatesAreMovedBack() {
    let played = history([record(win3to0, minutes: 1)])
    var progress = PlayerProgress(achievementsEarned: ["firstWin": minutes(500), "company": minutes(400)])

    _ = progress.earnAchievements(history: played, at: minutes(600))

    #expect(progress.earnedDate(of: .firstWin) == minutes(1))
    #expect(progress.earnedDate(of: .company) == minutes(400))
  }

  @Test("An older progress file still reads, with its achievements' dates")
  func olderFileReadsWithDates() throws {
    let older = #"""
      {"version": 1, "rivalsBeaten": {}, "dailyResults": {},
       "achievementsEarned": {"firstWin": "2027-01-15T10:00:00Z"}}
      """#
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601

    let progress = try decoder.decode(PlayerProgress.self, from: Data(older.utf8))

    #expect(progress.earnedDate(of: .firstWin) == ISO8601DateFormatter().date(from: "2027-01-15T10:00:00Z"))
  }

  @Test("The Masters count the rivals beaten there, and clearing them is dated by the last to fall")
  func mastersCountedAndDated() {
    var progress = PlayerProgress()
    for rival in Rival.allCases { progress.beat(rival, at: start) }
    progress.beat(.boulder, at: minutes(10), on: .masters)
    progress.beat(.cyclist, at: minutes(20), on: .masters)

    let goals = Achievement.goals(history: History(), progress: progress, today: today)
    for rival in LadderTier.masters.rivals.dropFirst(2) {
      progress.beat(rival, at: minutes(30), on: .masters)
    }
    _ = progress.earnAchievements(history: History(), at: minutes(100))

    #expect(goals[.mastersCleared] == AchievementGoal(achievement: .mastersCleared, count: 2, target: 9))
    #expect(progress.earnedDate(of: .mastersCleared) == minutes(30))
  }
}
