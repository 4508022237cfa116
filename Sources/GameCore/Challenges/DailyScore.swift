/// A day's challenge scored as a rung of the ladder is: stars for the day's one counted try (one
/// for a win, two for losing at most one round, three for losing none; none for a loss or a try
/// left unfinished), and how soon it read the day's habit, read from the history, so that a day
/// can be set beside the day before.
///
/// ```swift
/// DailyScore.stars(on: today, in: history)           // 2: won 5–1
/// DailyScore.stars(on: today.previous, in: history)  // nil: not played yesterday
/// DailyScore.reading(on: today, in: history)         // .inRound(4)
/// ```
public enum DailyScore {
  /// The stars of the counted try of `day`'s challenge, or nil when `history` has no finished
  /// try of that day. The earliest try is the counted one.
  public static func stars(on day: DayStamp, in history: History) -> Int? {
    countedTry(on: day, in: history).map { RivalStars.earned(by: $0.match) }
  }

  /// How soon the counted try of `day` read the day's habit, as its recap said it; nil when
  /// `history` has no finished try of that day, or the day's rival has no habit to read.
  public static func reading(on day: DayStamp, in history: History) -> HabitReading? {
    guard let counted = countedTry(on: day, in: history) else { return nil }
    let challenge = DailyChallenge(day: day)
    let recap = RivalRecap(rival: challenge.rival, match: counted.match, plan: challenge.habitPlan)
    return HabitReading(recap: recap, known: HabitReading.rivalsKnown(before: counted.startedAt, in: history))
  }

  /// The finished counted try of `day`'s challenge in `history`: its earliest.
  public static func countedTry(on day: DayStamp, in history: History) -> MatchRecord? {
    // Newest first: the last of the day's records is its first try.
    history.finished.last(where: { $0.challenge?.day == day })
  }
}
