import GameCore
import Localization

extension Achievement {
  /// The achievement's name.
  var title: String { words.title }

  /// The name as a sentence carries it, in quotation marks: a title's capitals mid-sentence
  /// ("win for Three days running") read as a slip, a quoted name reads as a name.
  // TRANSLATORS: an achievement's name quoted inside a sentence ("a win earns “Three days running”"); use your
  // language's quotation marks.
  var titleInSentence: String { tr("“%1$@”", title) }

  /// What earns it, plainly.
  var criterion: String { words.criterion }

  /// Each achievement's name beside what earns it.
  private var words: (title: String, criterion: String) {
    switch self {
    case .firstWin: (tr("First win"), tr("Win a match against the computer or a rival."))
    case .hardWin: (tr("Hard-won"), tr("Win a match at Hard, or against the Grandmaster."))
    case .everyLevel: (tr("All three levels"), tr("Win a match at Easy, at Medium and at Hard."))
    case .pokerFace:
      (
        HardRating.Rank.pokerFace.title,
        tr("Reach a rating of %1$@ against Hard.", String(HardRating.Rank.pokerFace.lowest))
      )
    case .flawless: (tr("Flawless"), tr("Win a match of first to three or more without losing a round."))
    case .comeback: (tr("Comeback"), tr("Win a match after being two wins behind."))
    case .marathon: (tr("Marathon"), tr("Play a match of 15 rounds or more."))
    case .threeInARow: (tr("Hat trick"), tr("Win three matches in a row against the computer's levels."))
    case .fiveInARow: (tr("On a roll"), tr("Win five matches in a row against the computer's levels."))
    case .tenMatches: (tr("Regular"), tr("Finish 10 matches."))
    case .fiftyMatches: (tr("Veteran"), tr("Finish 50 matches."))
    case .hundredRounds: (tr("A hundred rounds"), tr("Play 100 rounds."))
    case .spockAndLizard: (tr("Live long"), tr("Win a match with Spock and lizard."))
    case .longHaul: (tr("Long haul"), tr("Win a match of first to seven."))
    case .company: (tr("Good company"), tr("Play a match against another person."))
    case .firstRung: (tr("First rung"), tr("Beat Boulder, the first rung of the ladder."))
    case .halfway: (tr("Halfway up"), tr("Beat five rivals of the ladder."))
    case .topOfTheLadder: (tr("Top of the ladder"), tr("Beat the Grandmaster at the top of the ladder."))
    case .mindReader: (tr("Mind reader"), tr("Beat a rival of habit without losing a round."))
    case .starCollector: (tr("Star collector"), tr("Earn %1$@ stars on the ladder.", 15))
    case .allTheStars:
      (
        tr("All the stars"),
        tr("Earn all %1$@ stars: beat every rival cleanly, reading each habit early.", RivalStars.total)
      )
    case .firstDaily: (tr("Daily bread"), tr("Win a daily challenge."))
    case .threeDays: (tr("Three days running"), tr("Win the daily challenge three days running."))
    case .sevenDays: (tr("A week of wins"), tr("Win the daily challenge seven days running."))
    // The title the ladder gives from then on ("Champion of the ladder"), and the recap's finale.
    case .mastersCleared: (tr("Champion"), tr("Beat every rival of the Masters, first to five."))
    }
  }
}
