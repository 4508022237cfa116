import Foundation

/// A calendar day in UTC, the same for every player on the planet at one moment: what the
/// daily challenge is chosen by. Saved as "2026-12-05".
public struct DayStamp: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// The day `date` falls on in UTC.
  public init(_ date: Date) {
    let parts = DayStamp.calendar.dateComponents([.year, .month, .day], from: date)
    self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day written as "2026-12-05"; nil for any other text or a day that does not exist.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      let date = DayStamp.calendar.date(from: DateComponents(year: year, month: month, day: day)),
      DayStamp(date) == DayStamp(year: year, month: month, day: day)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Midnight UTC at the start of the day.
  public var start: Date {
    DayStamp.calendar.date(from: DateComponents(year: year, month: month, day: day))
      ?? Date(
        timeIntervalSince1970: 0)
  }

  /// The day of the week, from 1 for Sunday to 7 for Saturday, as the Gregorian calendar
  /// counts them.
  public var weekday: Int { DayStamp.calendar.component(.weekday, from: start) }

  /// The day after this one.
  public var next: DayStamp { DayStamp(start.addingTimeInterval(86_400 + 3_600)) }
  /// The day before this one.
  public var previous: DayStamp { DayStamp(start.addingTimeInterval(-3_600)) }

  public var description: String {
    String(format: "%04d-%02d-%02d", year, month, day)
  }

  public static func < (lhs: DayStamp, rhs: DayStamp) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }()
}

extension DayStamp: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let day = DayStamp(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a day")
    }
    self = day
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
