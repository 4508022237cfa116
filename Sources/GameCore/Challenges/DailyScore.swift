/// A day's challenge scored in stars for the day's one counted try (none for a loss or a try
/// left unfinished), and how soon it read the day's habit, read from the history, so that a day
/// can be set beside the day before.
///
/// From the days of a habit made for the day, the stars reward reading it: one for the win, one
/// for reading the habit by round ``readBy``, one for losing at most ``fewLosses`` rounds (new
/// players found that finding a habit costs rounds, so scored as a rung is, nearly every day gave
/// one star). Earlier days keep the score they were given: as a rung of the ladder is scored.
///
/// ```swift
/// DailyScore.stars(on: today, in: history)           // 2: won 5–3, read in round 4
/// DailyScore.stars(on: today.previous, in: history)  // nil: not played yesterday
/// DailyScore.reading(on: today, in: history)         // .inRound(4)
/// ```
public enum DailyScore {
  /// The latest round a habit may be read in for its star.
  public static let readBy = 5
  /// The most rounds a try may lose for its star.
  public static let fewLosses = 2

  /// The stars of the counted try of `day`'s challenge, or nil when `history` has no finished
  /// try of that day. The earliest try is the counted one.
  public static func stars(on day: DayStamp, in history: History) -> Int? {
    guard let counted = countedTry(on: day, in: history) else { return nil }
    return stars(of: counted.match, on: day, reading: reading(on: day, in: history))
  }

  /// The stars `match`, played on `day`'s challenge and read as `reading` says, earns.
  public static func stars(of match: Match, on day: DayStamp, reading: HabitReading?) -> Int {
    guard match.winner == .player else { return 0 }
    guard DailyChallenge(day: day).twist == .newHabit, let reading else {
      return RivalStars.earned(by: match)
    }
    let readEarly = (reading.round ?? .max) <= readBy
    return 1 + (readEarly ? 1 : 0) + (match.score.computer <= fewLosses ? 1 : 0)
  }

  /// How soon the counted try of `day` read the day's habit, as its recap said it; nil when
  /// `history` has no finished try of that day, or the day's rival has no habit to read.
  public static func reading(on day: DayStamp, in history: History) -> HabitReading? {
    guard let counted = countedTry(on: day, in: history) else { return nil }
    let challenge = DailyChallenge(day: day)
    let recap = RivalRecap(rival: challenge.rival, match: counted.match, plan: challenge.habitPlan)
    return HabitReading(recap: recap, known: HabitReading.rivalsKnown(before: counted.startedAt, in: history))
  }

  /// The finished counted try of `day`'s challenge in `history`: its earliest played on the
  /// day. A try still under way (kept in the history to resume) is none: nothing of it may be
  /// scored, copied or asked about before it ends; nor is one played later.
  public static func countedTry(on day: DayStamp, in history: History) -> MatchRecord? {
    // Newest first: the last of the day's records is its first try.
    history.finished.last(where: {
      $0.challenge?.day == day && $0.challenge?.isLaterTry == false && $0.isFinished
    })
  }
}
