/// A day's challenge scored in stars for the day's one counted try (none for a loss or a try
/// left unfinished), and how soon it read the day's habit, read from the history, so that a day
/// can be set beside the day before.
///
/// Against a rival of habit the stars reward reading it, as a rung of the ladder's do
/// (``RivalStars``): one for the win, one for reading the habit by round ``readBy`` (3 on a day
/// of first to three), one for losing at most ``fewLosses`` rounds (1 on a day of first to three).
/// New players found that finding a habit costs rounds: scored by the score alone, nearly every
/// day of a habit made for it gave one star. Against a rival that learns, and on the days before
/// habits were made for the day, by the score.
///
/// ```swift
/// DailyScore.stars(on: today, in: history)           // 2: won 5–3, read in round 4
/// DailyScore.stars(on: today.previous, in: history)  // nil: not played yesterday
/// DailyScore.reading(on: today, in: history)         // .inRound(4)
/// ```
public enum DailyScore {
  /// The latest round a habit made for the day (first to five) may be read in for its star.
  public static let readBy = 5
  /// The most rounds a try of a day of first to five may lose for its star.
  public static let fewLosses = 2

  /// The stars of the counted try of `day`'s challenge, or nil when `history` has no finished
  /// try of that day. The earliest try is the counted one.
  public static func stars(on day: DayStamp, in history: History) -> Int? {
    guard let counted = countedTry(on: day, in: history) else { return nil }
    return stars(of: counted.match, on: day, reading: reading(on: day, in: history))
  }

  /// The stars `match`, played on `day`'s challenge and read as `reading` says, earns. Days
  /// before the habits made for the day keep the score they were given, by the score alone:
  /// a past day's stars do not change under a player.
  public static func stars(of match: Match, on day: DayStamp, reading: HabitReading?) -> Int {
    RivalStars.earned(by: match, reading: day < DailyChallenge.firstDayOfNewHabits ? nil : reading)
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
