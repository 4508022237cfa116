import Foundation

/// The win rate over time: one point per day, or per week when the matches span more than
/// ``WinRateTimeline/longestDailySpan`` days, so the chart has neither one lone bar nor
/// hundreds of thin ones. Periods with no match have no point.
public struct WinRateTimeline: Equatable, Sendable {
  /// How long each point's period is.
  public enum Period: Equatable, Sendable {
    case day
    case week
  }

  /// One period with at least one finished match.
  public struct Point: Equatable, Sendable {
    /// The start of the day or week, in the calendar the statistics were read with.
    public var start: Date
    public var won: Int
    /// Finished matches: won, lost and abandoned.
    public var matches: Int

    /// Won matches as a share of the period's matches, from 0 to 1.
    public var winRate: Double { matches == 0 ? 0 : Double(won) / Double(matches) }
  }

  /// From the first match's day to the last one's, the most days drawn day by day.
  public static let longestDailySpan = 30

  public private(set) var period = Period.day
  /// Oldest first.
  public private(set) var points: [Point] = []

  public init() {}

  /// The matches of each day, in time order, as the one pass over the history finds them.
  struct DayTally {
    fileprivate var days: [Point] = []

    mutating func add(day: Date, won: Bool) {
      if days.last?.start != day { days.append(Point(start: day, won: 0, matches: 0)) }
      days[days.count - 1].matches += 1
      if won { days[days.count - 1].won += 1 }
    }
  }

  init(days tally: DayTally, calendar: Calendar) {
    let days = tally.days
    guard let first = days.first, let last = days.last else { return }
    let span = calendar.dateComponents([.day], from: first.start, to: last.start).day ?? 0
    guard span > WinRateTimeline.longestDailySpan else {
      points = days
      return
    }
    period = .week
    for day in days {
      let week = calendar.dateInterval(of: .weekOfYear, for: day.start)?.start ?? day.start
      if points.last?.start == week {
        points[points.count - 1].won += day.won
        points[points.count - 1].matches += day.matches
      } else {
        points.append(Point(start: week, won: day.won, matches: day.matches))
      }
    }
  }
}
