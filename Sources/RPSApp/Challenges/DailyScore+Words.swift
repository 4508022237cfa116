import GameCore
import Localization

extension DailyScore {
  /// Today's stars and how soon the try read the day's habit, beside yesterday's stars, as the
  /// daily screen and its recap say them: "Today ★★☆, read in round 4 · yesterday ★★★".
  static func words(today: Int?, yesterday: Int?, todayReading: HabitReading? = nil) -> String {
    let todayWords: String
    switch (today, todayReading) {
    case (let stars?, .inRound(let round)?):
      todayWords = tr("Today %1$@, read in round %2$@", RivalStars.shown(stars), round)
    case (let stars?, .notRead?): todayWords = tr("Today %1$@, habit not read", RivalStars.shown(stars))
    case (let stars?, nil): todayWords = tr("Today %1$@", RivalStars.shown(stars))
    case (nil, _): todayWords = tr("Today: not played yet")
    }
    let yesterdayWords =
      yesterday.map { tr("yesterday %1$@", RivalStars.shown($0)) } ?? tr("yesterday: not played")
    return todayWords + " · " + yesterdayWords
  }

  /// Today's and yesterday's stars in `history`, and how soon today's try read the habit, in words.
  static func words(on day: DayStamp, in history: History) -> String {
    words(
      today: stars(on: day, in: history), yesterday: stars(on: day.previous, in: history),
      todayReading: reading(on: day, in: history))
  }
}
