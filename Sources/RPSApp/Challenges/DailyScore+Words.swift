import GameCore
import Localization

extension DailyScore {
  /// Today's stars beside yesterday's, as the daily screen and its recap say them:
  /// "Today ★★☆ · yesterday ★★★".
  static func words(today: Int?, yesterday: Int?) -> String {
    let todayWords = today.map { tr("Today %1$@", RivalStars.shown($0)) } ?? tr("Today: not played yet")
    let yesterdayWords =
      yesterday.map { tr("yesterday %1$@", RivalStars.shown($0)) } ?? tr("yesterday: not played")
    return todayWords + " · " + yesterdayWords
  }

  /// Today's and yesterday's stars in `history`, in words.
  static func words(on day: DayStamp, in history: History) -> String {
    words(today: stars(on: day, in: history), yesterday: stars(on: day.previous, in: history))
  }
}
