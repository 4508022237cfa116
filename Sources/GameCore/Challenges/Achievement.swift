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
  /// Win a match at Hard.
  case hardWin
  /// Win a match at Easy, at Medium and at Hard.
  case everyLevel
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
  /// Earn every star of the ladder: a clean sweep of each rival.
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
    var earned = Set<Achievement>()
    var winsByLevel = Set<Level>()
    var run = 0
    var matches = 0
    var rounds = 0
    for record in history.finished.reversed() where record.isFinished {
      let match = record.match
      // "Finish" means played to the end: a match given up has an end time but no winner.
      if match.isOver { matches += 1 }
      rounds += match.rounds.count
      if match.rounds.count >= 15 { earned.insert(.marathon) }
      if record.players != nil {
        earned.insert(.company)
        continue
      }
      let won = match.winner == .player
      if record.isAgainstALevel {
        run = won ? run + 1 : 0
        if run >= 3 { earned.insert(.threeInARow) }
        if run >= 5 { earned.insert(.fiveInARow) }
      }
      guard won else { continue }
      earned.insert(.firstWin)
      if record.isAgainstALevel {
        winsByLevel.insert(record.level)
        if record.level == .hard { earned.insert(.hardWin) }
      }
      if match.targetWins >= 3, match.score.computer == 0 {
        earned.insert(.flawless)
        if record.challenge?.rival.hasHabit == true { earned.insert(.mindReader) }
      }
      if cameBack(in: match) { earned.insert(.comeback) }
      if match.rules == .rockPaperScissorsSpockLizard { earned.insert(.spockAndLizard) }
      if match.targetWins >= 7 { earned.insert(.longHaul) }
    }
    if winsByLevel.count == Level.allCases.count { earned.insert(.everyLevel) }
    if matches >= 10 { earned.insert(.tenMatches) }
    if matches >= 50 { earned.insert(.fiftyMatches) }
    if rounds >= 100 { earned.insert(.hundredRounds) }
    let beaten = Rival.allCases.filter(progress.hasBeaten)
    if progress.hasBeaten(.boulder) { earned.insert(.firstRung) }
    if beaten.count >= 5 { earned.insert(.halfway) }
    if progress.hasBeaten(.grandmaster) { earned.insert(.topOfTheLadder) }
    if progress.totalStars >= 15 { earned.insert(.starCollector) }
    if progress.totalStars >= RivalStars.total { earned.insert(.allTheStars) }
    if progress.dailyWins >= 1 { earned.insert(.firstDaily) }
    if Ladder.nextRival(on: .masters, in: progress) == nil { earned.insert(.mastersCleared) }
    for achievement in allCases {
      if let days = achievement.dailyStreakDays, progress.bestDailyStreak >= days {
        earned.insert(achievement)
      }
    }
    return earned
  }

  /// Whether the player won `match` after trailing by two wins at some point.
  private static func cameBack(in match: Match) -> Bool {
    var score = Score()
    for round in match.rounds {
      score.add(round.outcome)
      if score.computer - score.player >= 2 { return match.winner == .player }
    }
    return false
  }
}

extension PlayerProgress {
  /// The achievements earned and kept.
  public var achievements: Set<Achievement> {
    Set(achievementsEarned.keys.compactMap(Achievement.init(rawValue:)))
  }

  /// Keeps the achievements of `history` and this progress not yet kept, dated `date`, and
  /// returns them in their list's order: those to announce. Each is returned once, ever.
  public mutating func earnAchievements(history: History, at date: Date) -> [Achievement] {
    let new = Achievement.earned(history: history, progress: self).subtracting(achievements)
    for achievement in new { achievementsEarned[achievement.rawValue] = date }
    return Achievement.allCases.filter(new.contains)
  }
}
