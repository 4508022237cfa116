import Foundation

/// The past days whose challenge may still be played, newest first: from the first day of
/// habits made for the day, four weeks back at most. Each says how its counted try went, on the
/// day, and the best of the tries played since, so that a player who missed a day, or lost it,
/// has its puzzle to catch up on, and a count of days solved to fill in. A later try counts for
/// nothing of the day's own: not its result, its streak or its question.
///
/// ```swift
/// let earlier = EarlierDays(today: today, history: history)
/// earlier.days.first?.challenge.day  // yesterday
/// earlier.solved                     // 3: days won, on the day or since
/// ```
public struct EarlierDays: Sendable {
  /// One past day.
  public struct Day: Hashable, Sendable {
    public let challenge: DailyChallenge
    /// The stars of the day's counted try; nil when it was not played on the day.
    public let starsOnTheDay: Int?
    /// The most stars of the tries finished since the day; nil when there is none.
    public let bestStarsLater: Int?

    /// Whether a try of the day ended, on the day or since: its habit may then be told.
    public var wasPlayed: Bool { starsOnTheDay != nil || bestStarsLater != nil }

    /// Whether the day's rival was beaten, on the day or since.
    public var isSolved: Bool { max(starsOnTheDay ?? 0, bestStarsLater ?? 0) > 0 }
  }

  /// How far back the days go.
  public static let mostDays = 28

  /// The days, yesterday first.
  public let days: [Day]

  /// How many of ``days`` were won, on the day or since.
  public var solved: Int { days.filter(\.isSolved).count }

  /// Whether any day before `today` is on offer: none before the first day of habits made for
  /// the day, or on it.
  public static func areOffered(before today: DayStamp) -> Bool {
    today.previous >= DailyChallenge.firstDayOfNewHabits
  }

  /// The days before `today` back to the first of habits made for the day, at most
  /// ``mostDays``, as `history` has them played.
  public init(today: DayStamp, history: History) {
    var laterTries: [DayStamp: [MatchRecord]] = [:]
    for record in history.finished where record.isFinished {
      guard let tag = record.challenge, tag.isLaterTry, let day = tag.day else { continue }
      laterTries[day, default: []].append(record)
    }
    var days: [Day] = []
    var day = today.previous
    while day >= DailyChallenge.firstDayOfNewHabits, days.count < EarlierDays.mostDays {
      let challenge = DailyChallenge(day: day)
      let later = (laterTries[day] ?? []).map { EarlierDays.stars(of: $0, on: challenge, in: history) }
      days.append(
        Day(
          challenge: challenge, starsOnTheDay: DailyScore.stars(on: day, in: history),
          bestStarsLater: later.max()))
      day = day.previous
    }
    self.days = days
  }

  /// The stars a later try earns, scored as the day's counted try would have been.
  private static func stars(of record: MatchRecord, on challenge: DailyChallenge, in history: History) -> Int
  {
    let recap = RivalRecap(rival: challenge.rival, match: record.match, plan: challenge.habitPlan)
    let reading = HabitReading(
      recap: recap, known: HabitReading.rivalsKnown(before: record.startedAt, in: history))
    return DailyScore.stars(of: record.match, on: challenge.day, reading: reading)
  }
}
