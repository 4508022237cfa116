import GameCore
import Localization

extension RecapWords {
  /// Makes what is next the ladder's finale, for the match that beat the last master for the
  /// first time (``LadderStanding/reachedTheSummit(before:after:)``): the player is the ladder's
  /// champion, and what is left is every star. Said for that match alone; the ladder screen keeps
  /// the title from then on.
  mutating func sayFinale(_ standing: LadderStanding) {
    whatsNext = RecapWords.finale(standing)
    whatsNextRepeatsTheButtons = false
    isFinale = true
  }

  /// "You have beaten every master: you are the ladder's champion. What is left: three stars on
  /// every rung (★ 41 of 57)."
  static func finale(_ standing: LadderStanding) -> String {
    // TRANSLATORS: the recap's finale, once, when the player beats the last rival of the Masters (the ladder's
    // second tier) for the first time.
    let crowned = tr("You have beaten every master: you are the ladder's champion.")
    let left: String
    if standing.starsToGo == 0 {
      left = tr("Every star of the ladder is yours too.")
    } else {
      // TRANSLATORS: after the finale: the stars still to win are three on every rung of both tiers; %1$@ of %2$@
      // are the stars earned of all the ladder gives.
      left = tr(
        "What is left: three stars on every rung (★ %1$@ of %2$@).", standing.stars, LadderStanding.mostStars)
    }
    return crowned + " " + RivalStars.keptWithTheirCount(left)
  }
}
