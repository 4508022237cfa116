import GameCore
import Localization

extension DailyScore {
  /// Today's stars and how soon the try read the day's habit, beside yesterday's stars, as the
  /// daily screen and its recap say them, with whether the player named today's habit once asked
  /// (`named`): "Today ★★☆, read in round 4, named ✓ · yesterday ★★★".
  static func words(
    today: Int?, yesterday: Int?, todayReading: HabitReading? = nil, named: Bool? = nil
  ) -> String {
    let todayWords: String
    switch (today, todayReading) {
    case (let stars?, .inRound(let round)?):
      todayWords = tr("Today %1$@, read in round %2$@", RivalStars.shown(stars), round)
    case (let stars?, .notRead?): todayWords = tr("Today %1$@, habit not read", RivalStars.shown(stars))
    case (let stars?, nil): todayWords = tr("Today %1$@", RivalStars.shown(stars))
    case (nil, _): todayWords = tr("Today: not played yet")
    }
    let namedWords =
      switch (today, named) {
      // TRANSLATORS: after "Today ★★☆, read in round 4": whether the player named the day's habit when asked.
      case (_?, true?): tr("%1$@, named ✓", todayWords)
      case (_?, false?): tr("%1$@, named ✗", todayWords)
      default: todayWords
      }
    let yesterdayWords =
      yesterday.map { tr("yesterday %1$@", RivalStars.shown($0)) } ?? tr("yesterday: not played")
    return namedWords + " · " + yesterdayWords
  }

  /// Today's and yesterday's stars in `history`, how soon today's try read the habit and
  /// whether the player named it (from `progress`), in words.
  static func words(on day: DayStamp, in history: History, progress: PlayerProgress) -> String {
    words(
      today: stars(on: day, in: history), yesterday: stars(on: day.previous, in: history),
      todayReading: reading(on: day, in: history), named: progress.habitNamed(on: day))
  }
}
