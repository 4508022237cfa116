import Foundation

extension PlayerProgress {
  /// The progress that follows from `history` alone: each rival beaten on each tier of the
  /// ladder (with its first win's end, and its most stars), each day's challenge tried and how it went, and the achievements the
  /// records earn, dated `date`. What a damaged or missing progress file is rebuilt from: every
  /// finished match against a rival carries its ``ChallengeTag``.
  public static func rebuilt(from history: History, at date: Date) -> PlayerProgress {
    var progress = PlayerProgress()
    // Oldest first, so each rival keeps the date of its first win.
    for record in history.finished.reversed() {
      // A later try of a past day is none of its day's: the day's result is its counted try's.
      guard let tag = record.challenge, !tag.isLaterTry, let ended = record.endedAt else { continue }
      if let day = tag.day {
        // Abandoned, the day's one try is spent and not won: as the game recorded it.
        progress.record(record.match.winner == .player ? .won : .lost, on: day)
      } else if record.match.winner == .player {
        progress.beat(tag.rival, at: ended, on: tag.ladderTier)
      }
    }
    progress.keepStars(earnedIn: history)
    progress.recallMastersEntered(from: history)
    _ = progress.earnAchievements(history: history, at: date)
    return progress
  }
}
