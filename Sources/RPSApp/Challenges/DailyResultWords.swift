import Foundation
import GameCore
import Localization

/// The day's counted try as a few lines of text to paste to a friend: the day, the rival and
/// its twist, the result and its stars, how soon the habit was read (`reading`, nil against a
/// rival with no habit) and whether the player named it (`named`, nil when not asked or not yet
/// answered), a square for each round, and the streak. Nothing in it
/// tells the habit, so it spoils nobody's try.
///
/// ```text
/// Rock Paper Scissors · Daily, 8 Dec 2026
/// Magpie · a new habit, first to five
/// Won 5–2 ★★☆
/// Read in round 4 · named ✓
/// 🟩🟩🟥⬜🟩🟥🟩🟩
/// Streak: 3 days
/// ```
struct DailyResultWords {
  let text: String

  init(
    challenge: DailyChallenge, counted: MatchRecord, reading: HabitReading?, named: Bool? = nil, streak: Int
  ) {
    let formatter = Translations.dateFormatter(template: "dMMMyyyy", englishFormat: "d MMM yyyy")
    // The day is a UTC day: said in UTC, so that noon of it is not tomorrow east of UTC+12.
    formatter.timeZone = TimeZone(identifier: "UTC")
    let date = formatter.string(from: challenge.day.start.addingTimeInterval(12 * 3600))
    let squares = counted.match.rounds.map { round in
      switch round.outcome {
      case .win: "🟩"
      case .loss: "🟥"
      case .draw: "⬜"
      }
    }
    text = [
      // TRANSLATORS: the first line of a daily challenge's result copied to paste to a friend.
      tr("Rock Paper Scissors · Daily, %1$@", date),
      tr("%1$@ · %2$@", challenge.rival.word, challenge.shortTwistWords),
      counted.resultWords + " "
        + RivalStars.shown(DailyScore.stars(of: counted.match, on: challenge.day, reading: reading)),
      reading.map { reading in
        switch named {
        // TRANSLATORS: in the day's result copied for a friend: how soon the habit was read, and whether the player named it.
        case true?: tr("%1$@ · named ✓", reading.words)
        case false?: tr("%1$@ · named ✗", reading.words)
        case nil: reading.words
        }
      },
      squares.joined(),
      trn("Streak: %1$@ day", "Streak: %1$@ days", streak),
    ].compactMap { $0 }.joined(separator: "\n")
  }
}
