import Foundation

/// How far a locked achievement is from being earned, for one that counts something: "A week
/// of wins 2/7", "All the stars 25/30". What the player chases next.
///
/// ```swift
/// Achievement.nearestGoals(history: history, progress: progress, today: DayStamp(Date()))
/// // [threeInARow 2/3, tenMatches 8/10, starCollector 12/15]
/// ```
public struct AchievementGoal: Hashable, Sendable {
  public let achievement: Achievement
  /// How many are done, below ``target``.
  public let count: Int
  /// How many earn the achievement.
  public let target: Int

  public init(achievement: Achievement, count: Int, target: Int) {
    self.achievement = achievement
    self.count = count
    self.target = target
  }

  /// The share done, from 0 to below 1.
  public var share: Double { Double(count) / Double(max(1, target)) }

  /// How many are still to do.
  public var toGo: Int { target - count }
}

extension Achievement {
  /// The achievements of the ladder, for the ladder screen's goal.
  public static let ladderGoals: Set<Achievement> = [
    .firstRung, .halfway, .topOfTheLadder, .starCollector, .allTheStars, .mastersCleared,
  ]

  /// The count toward each locked achievement that has one, by achievement: a run of wins is the
  /// current one (the next must follow it), days running the current streak up to `today`. An
  /// achievement done once (a first win, a flawless match) counts nothing and has no goal.
  public static func goals(
    history: History, progress: PlayerProgress, today: DayStamp
  ) -> [Achievement: AchievementGoal] {
    let tally = AchievementTally(history: history, progress: progress)
    let beaten = Rival.allCases.filter(progress.hasBeaten).count
    var goals: [Achievement: AchievementGoal] = [:]
    for achievement in allCases where !progress.achievements.contains(achievement) {
      let counted: (count: Int, target: Int)? =
        switch achievement {
        // A rating goes down as well as up: a count toward it would read as done when it is not.
        case .firstWin, .hardWin, .pokerFace, .flawless, .comeback, .spockAndLizard, .longHaul, .company,
          .firstRung,
          .mindReader, .firstDaily:
          nil
        case .everyLevel: (tally.levelsWon.count, Level.allCases.count)
        case .marathon: (tally.longestMatch, 15)
        case .threeInARow: (tally.currentRun, 3)
        case .fiveInARow: (tally.currentRun, 5)
        case .tenMatches: (tally.matches, 10)
        case .fiftyMatches: (tally.matches, 50)
        case .hundredRounds: (tally.rounds, 100)
        case .halfway: (beaten, 5)
        case .topOfTheLadder: (beaten, Rival.allCases.count)
        case .starCollector: (progress.totalStars(on: .first), 15)
        case .allTheStars: (progress.totalStars(on: .first), RivalStars.total)
        case .mastersCleared:
          (
            LadderTier.masters.rivals.filter { progress.hasBeaten($0, on: .masters) }.count,
            LadderTier.masters.rivals.count
          )
        case .threeDays, .sevenDays: (progress.dailyStreak(today: today), achievement.dailyStreakDays ?? 1)
        }
      // A count already there is an achievement about to be kept, not a goal.
      guard let counted, counted.count < counted.target else { continue }
      goals[achievement] = AchievementGoal(
        achievement: achievement, count: counted.count, target: counted.target)
    }
    return goals
  }

  /// The `limit` locked achievements (of `among`, or all) most nearly done, by share done, then
  /// by fewest to go, then in the list's order.
  public static func nearestGoals(
    history: History, progress: PlayerProgress, today: DayStamp, among: Set<Achievement>? = nil,
    limit: Int = 3
  ) -> [AchievementGoal] {
    let goals = goals(history: history, progress: progress, today: today).values
      .filter { among?.contains($0.achievement) ?? true }
    let order = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
    return goals.sorted {
      ($0.share, -$0.toGo, -(order[$0.achievement] ?? 0)) > (
        $1.share, -$1.toGo, -(order[$1.achievement] ?? 0)
      )
    }
    .prefix(limit).map { $0 }
  }
}

extension PlayerProgress {
  /// The rivals whose best match has not yet given every star, in the ladder's order: the rungs
  /// to replay (or reach) for All the stars.
  public var rivalsShortOfStars: [Rival] { rivalsShortOfStars(on: .first) }

  /// The rivals of `tier` whose best match there has not yet given every star, in rung order:
  /// where the next stars of a cleared tier come from.
  public func rivalsShortOfStars(on tier: LadderTier) -> [Rival] {
    tier.rivals.filter { stars(for: $0, on: tier) < RivalStars.most }
  }
}
