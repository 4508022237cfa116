import Foundation

/// What the history says about the player against the computer, for each level and rules: matches won, lost and
/// abandoned, streaks, throws, how often the computer read them, and the win rate over time.
///
/// Only finished matches count (won, lost, or given up): the match being played is not over,
/// so its rounds wait until it is. Everything is gathered in one pass over the history, oldest
/// match first, so a history of 10,000 matches is read in a few milliseconds.
///
/// ```swift
/// let statistics = Statistics(history: keeper.history)
/// statistics[.hard, .classic].winRate  // 0.4, or nil before the first match
/// ```
public struct Statistics: Equatable, Sendable {
  /// A level and rules: the statistics of one are never mixed with another's.
  public struct Key: Hashable, Sendable {
    public var level: Level
    public var rules: Rules

    public init(level: Level, rules: Rules) {
      self.level = level
      self.rules = rules
    }

    /// Every level with every rules, in the order a picker shows them.
    public static let all: [Key] = Level.allCases.flatMap { level in
      [Rules.classic, .rockPaperScissorsSpockLizard].map { Key(level: level, rules: $0) }
    }
  }

  /// The statistics of every level and rules that has at least one finished match.
  public let groups: [Key: GroupStatistics]

  /// Finished matches in the whole history, whatever their level and rules.
  public var totalMatches: Int { groups.values.reduce(0) { $0 + $1.matches } }

  /// The statistics for `level` and `rules`; empty ones when no match was played with them.
  public subscript(level: Level, rules: Rules) -> GroupStatistics {
    self[Key(level: level, rules: rules)]
  }

  public subscript(key: Key) -> GroupStatistics {
    groups[key] ?? GroupStatistics(rules: key.rules)
  }

  /// Reads `history`'s finished matches. Days and weeks are those of `calendar` (the user's,
  /// with their time zone and first day of the week, unless a test gives another).
  public init(history: History, calendar: Calendar = .current) {
    // A handful of groups at most: a short list searched in place costs less than hashing a
    // key for every match.
    var keys: [Key] = []
    var accumulators: [GroupStatistics.Accumulator] = []
    var days = DayFinder(calendar: calendar)
    // The history keeps finished matches newest first; streaks and the timeline read forward.
    // Matches between people are theirs (``PeopleStatistics``), not the player's against a level.
    for record in history.finished.reversed() where record.isFinished && record.isAgainstALevel {
      let index: Int
      if let found = keys.firstIndex(where: { $0.level == record.level && $0.rules == record.match.rules }) {
        index = found
      } else {
        keys.append(Key(level: record.level, rules: record.match.rules))
        accumulators.append(GroupStatistics.Accumulator(rules: record.match.rules))
        index = accumulators.count - 1
      }
      let day = days.startOfDay(for: record.endedAt ?? record.startedAt)
      accumulators[index].add(record.match, day: day)
    }
    var groups: [Key: GroupStatistics] = [:]
    for (key, accumulator) in zip(keys, accumulators) {
      groups[key] = accumulator.finished(calendar: calendar)
    }
    self.groups = groups
  }
}

/// The start of the day of a date, remembering the last day found: matches come in time
/// order, so most share the day before them and need no calendar arithmetic.
private struct DayFinder {
  let calendar: Calendar
  private var day: DateInterval?

  init(calendar: Calendar) {
    self.calendar = calendar
  }

  mutating func startOfDay(for date: Date) -> Date {
    if let day, date >= day.start, date < day.end { return day.start }
    guard let interval = calendar.dateInterval(of: .day, for: date) else {
      return calendar.startOfDay(for: date)
    }
    day = interval
    return interval.start
  }
}
