import Foundation
import GameCore
import Localization
import ViewKit

extension EarlierDays {
  /// How many past days were won, on the day or since, out of those on offer.
  var solvedWords: String {
    tr("Earlier days solved: %1$@ of %2$@", solved, days.count)
  }

  /// The date of a past day as its row and its board say it ("Tue 8 Dec"), in UTC as days are
  /// kept.
  static func dateWords(_ day: DayStamp) -> String {
    let formatter = Translations.dateFormatter(template: "EEEdMMM", englishFormat: "EEE d MMM")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: day.start.addingTimeInterval(12 * 3600))
  }
}

extension EarlierDays.Day {
  /// The day's row in the list of earlier days: its date and rival, its twist, and its best
  /// stars (on the day or since), in the colour of a win once solved, of a loss once lost.
  var row: ListRow {
    let best = max(starsOnTheDay ?? -1, bestStarsLater ?? -1)
    return ListRow(
      title: tr("%1$@ · %2$@", EarlierDays.dateWords(challenge.day), challenge.rivalInPassing),
      subtitle: clueWords,
      // Not played: a dash, the grey dot saying the rest, so the twist keeps its room.
      detail: best < 0 ? "–" : RivalStars.shown(best),
      accent: isSolved ? Theme.win : best < 0 ? Theme.secondaryText : Theme.loss)
  }

  /// The day's clue in a few words, telling the days apart in the list (every one is a new
  /// habit, first to five).
  var clueWords: String {
    guard let habit = challenge.newHabit else { return challenge.shortTwistWords }
    switch habit.kind {
    // TRANSLATORS: under an earlier day's date and rival: the clue its habit came with, in a few words.
    case _ where !challenge.givesClue: return tr("no clue (Friday to Sunday)")
    case .answers where habit.answersAlike: return tr("clue: its own last throw")
    case .answers: return tr("clue: the last round")
    case .counting(.runs): return tr("clue: throws in runs")
    case .counting(.favourite): return tr("clue: counts your throws")
    }
  }

  /// The day's stars on its day and since, as its card says them.
  var scoreWords: String {
    let onTheDay =
      starsOnTheDay.map { tr("On its day %1$@", RivalStars.shown($0)) } ?? tr("Not played on its day")
    let since = bestStarsLater.map { tr("since %1$@", RivalStars.shown($0)) } ?? tr("not played since")
    return onTheDay + " · " + since
  }

  /// The recap's line on a later try: its stars and how soon it read the habit, beside the
  /// day's own.
  static func laterTryWords(stars: Int, reading: HabitReading?, onTheDay: Int?) -> String {
    let thisTry =
      switch reading {
      case .inRound(let round)?: tr("This try %1$@, read in round %2$@", RivalStars.shown(stars), round)
      case .notRead?: tr("This try %1$@, habit not read", RivalStars.shown(stars))
      case nil: tr("This try %1$@", RivalStars.shown(stars))
      }
    let day = onTheDay.map { tr("on its day %1$@", RivalStars.shown($0)) } ?? tr("not played on its day")
    return thisTry + " · " + day
  }
}
