import Foundation

/// Something the player did once and keeps: earned when its plain criterion first holds of the
/// history and the progress, announced once, then kept in the progress for good.
///
/// ```swift
/// var progress = store.load().0
/// let announced = progress.earnAchievements(history: history, at: Date())  // [.firstWin]
/// progress.earnAchievements(history: history, at: Date())  // [] : each is announced once
/// ```
public enum Achievement: String, CaseIterable, Sendable, Hashable {
  /// Win a match against the computer or a rival.
  case firstWin
  /// Win a match at Hard, or against the Grandmaster (who plays as Hard).
  case hardWin
  /// Win a match at Easy, at Medium and at Hard.
  case everyLevel
  /// Reach a rating of 1400 against Hard (``HardRating/Rank/pokerFace``).
  case pokerFace
  /// Win a match of first to three or more without losing a round.
  case flawless
  /// Win a match after being two wins behind.
  case comeback
  /// Play a match of 15 rounds or more.
  case marathon
  /// Win three matches in a row against the computer's levels.
  case threeInARow
  /// Win five matches in a row against the computer's levels.
  case fiveInARow
  /// Finish ten matches.
  case tenMatches
  /// Finish fifty matches.
  case fiftyMatches
  /// Play a hundred rounds.
  case hundredRounds
  /// Win a match with Spock and lizard.
  case spockAndLizard
  /// Win a match of first to seven.
  case longHaul
  /// Play a match against another person.
  case company
  /// Beat the first rival of the ladder.
  case firstRung
  /// Beat five rivals of the ladder.
  case halfway
  /// Beat the rival at the top of the ladder.
  case topOfTheLadder
  /// Beat a rival of habit without losing a round.
  case mindReader
  /// Earn 15 stars on the ladder.
  case starCollector
  /// Earn every star of the ladder's first tier: each rival beaten cleanly, each habit read early
  /// (``RivalStars``).
  case allTheStars
  /// Win a daily challenge.
  case firstDaily
  /// Win the daily challenge three days running.
  case threeDays
  /// Win the daily challenge seven days running.
  case sevenDays
  /// Beat every rival of the Masters, the ladder's second tier.
  case mastersCleared

  /// Every achievement whose criterion holds of `history` and `progress`, kept before or not.
  public static func earned(history: History, progress: PlayerProgress) -> Set<Achievement> {
    AchievementTally(history: history, progress: progress).held
  }
}

extension PlayerProgress {
  /// The achievements earned and kept.
  public var achievements: Set<Achievement> {
    Set(achievementsEarned.keys.compactMap(Achievement.init(rawValue:)))
  }

  /// When `achievement` was earned, or nil while it is locked.
  public func earnedDate(of achievement: Achievement) -> Date? { achievementsEarned[achievement.rawValue] }

  /// Keeps the achievements of `history` and this progress not yet kept, each dated by the match
  /// that earned it (``AchievementTally/dates``), else by `date`, and
  /// returns them in their list's order: those to announce. Each is returned once, ever. A kept
  /// date later than the history's (a progress rebuilt when dates were not) moves back to it.
  public mutating func earnAchievements(history: History, at date: Date) -> [Achievement] {
    let tally = AchievementTally(history: history, progress: self)
    let new = tally.held.subtracting(achievements)
    for achievement in new {
      achievementsEarned[achievement.rawValue] = min(date, tally.dates[achievement] ?? date)
    }
    redate(by: tally)
    return Achievement.allCases.filter(new.contains)
  }

  /// Moves each kept date later than the history shows back to the match that earned it: a
  /// progress rebuilt, or kept, before achievements were dated by their matches.
  public mutating func redateAchievements(history: History) {
    redate(by: AchievementTally(history: history, progress: self))
  }

  private mutating func redate(by tally: AchievementTally) {
    for (achievement, earliest) in tally.dates {
      if let kept = earnedDate(of: achievement), earliest < kept {
        achievementsEarned[achievement.rawValue] = earliest
      }
    }
  }
}
