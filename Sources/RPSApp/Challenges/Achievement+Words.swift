import GameCore
import Localization

extension Achievement {
  /// The achievement's name.
  var title: String {
    switch self {
    case .firstWin: tr("First win")
    case .hardWin: tr("Hard-won")
    case .everyLevel: tr("All three levels")
    case .flawless: tr("Flawless")
    case .comeback: tr("Comeback")
    case .marathon: tr("Marathon")
    case .threeInARow: tr("Hat trick")
    case .fiveInARow: tr("On a roll")
    case .tenMatches: tr("Regular")
    case .fiftyMatches: tr("Veteran")
    case .hundredRounds: tr("A hundred rounds")
    case .spockAndLizard: tr("Live long")
    case .longHaul: tr("Long haul")
    case .company: tr("Good company")
    case .firstRung: tr("First rung")
    case .halfway: tr("Halfway up")
    case .topOfTheLadder: tr("Top of the ladder")
    case .mindReader: tr("Mind reader")
    case .starCollector: tr("Star collector")
    case .allTheStars: tr("All the stars")
    case .firstDaily: tr("Daily bread")
    case .threeDays: tr("Three days running")
    case .sevenDays: tr("A week of wins")
    }
  }

  /// What earns it, plainly.
  var criterion: String {
    switch self {
    case .firstWin: tr("Win a match against the computer or a rival.")
    case .hardWin: tr("Win a match at Hard.")
    case .everyLevel: tr("Win a match at Easy, at Medium and at Hard.")
    case .flawless: tr("Win a match of first to three or more without losing a round.")
    case .comeback: tr("Win a match after being two wins behind.")
    case .marathon: tr("Play a match of 15 rounds or more.")
    case .threeInARow: tr("Win three matches in a row against the computer's levels.")
    case .fiveInARow: tr("Win five matches in a row against the computer's levels.")
    case .tenMatches: tr("Finish 10 matches.")
    case .fiftyMatches: tr("Finish 50 matches.")
    case .hundredRounds: tr("Play 100 rounds.")
    case .spockAndLizard: tr("Win a match with Spock and lizard.")
    case .longHaul: tr("Win a match of first to seven.")
    case .company: tr("Play a match against another person.")
    case .firstRung: tr("Beat Boulder, the first rung of the ladder.")
    case .halfway: tr("Beat five rivals of the ladder.")
    case .topOfTheLadder: tr("Beat the Grandmaster at the top of the ladder.")
    case .mindReader: tr("Beat a rival of habit without losing a round.")
    case .starCollector: tr("Earn %1$@ stars on the ladder.", 15)
    case .allTheStars: tr("Earn all %1$@ stars: beat every rival without losing a round.", RivalStars.total)
    case .firstDaily: tr("Win a daily challenge.")
    case .threeDays: tr("Win the daily challenge three days running.")
    case .sevenDays: tr("Win the daily challenge seven days running.")
    }
  }
}
