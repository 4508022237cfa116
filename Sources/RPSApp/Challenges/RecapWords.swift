import GameCore
import Localization

/// The recap's sentences, from the match against a rival: the result, how the rival played and
/// how the player read it, what opened, and the achievements just earned.
struct RecapWords: Equatable {
  var headline: String
  var howTheyPlayed: String
  var howYouRead: String
  var whatsNext: String
  var achievements: [String]

  init(
    recap: RivalRecap, daily: DailyChallenge?, unlocked: Rival?, dailyStreak: Int,
    achievements: [Achievement]
  ) {
    let rival = recap.rival
    let match = recap.match
    let (you, them) = (match.score.player, match.score.computer)
    let won = match.winner == .player
    headline =
      won
      ? tr("You beat %1$@ %2$@–%3$@", rival.word, you, them)
      : tr("%1$@ won %2$@–%3$@", rival.word, them, you)
    if rival.hasHabit {
      howTheyPlayed =
        rival.habitSentence(rules: match.rules) + " "
        + (recap.habitRounds < match.rounds.count
          // Echo has nothing to copy in the first round: the count is of the rounds it could.
          ? tr(
            "It kept to its habit in %1$@ of the %2$@ rounds where its habit applied.", recap.habitKept,
            recap.habitRounds)
          : tr("It kept to its habit in %1$@ of %2$@ rounds.", recap.habitKept, recap.habitRounds))
      switch recap.caughtOnRound {
      case 1?: howYouRead = tr("You read it from the first round.")
      case let round?: howYouRead = tr("You caught on in round %1$@.", round)
      case nil:
        howYouRead = tr("You had not caught on by the end: watch what it throws after each round.")
      }
    } else {
      howTheyPlayed = rival.habitSentence(rules: match.rules)
      howYouRead = trn(
        "It read you in %1$@ round of %2$@.", "It read you in %1$@ rounds of %2$@.", recap.roundsRivalWon,
        match.rounds.count)
    }
    if daily != nil {
      whatsNext =
        dailyStreak > 0
        ? trn(
          "Daily streak: %1$@ day. A new challenge tomorrow.",
          "Daily streak: %1$@ days. A new challenge tomorrow.",
          dailyStreak)
        : tr("A new challenge tomorrow.")
    } else if let unlocked {
      whatsNext = tr("%1$@ is open: the next rung.", unlocked.word)
    } else if won, rival == Rival.allCases.last {
      whatsNext = tr("You are at the top of the ladder.")
    } else if won {
      whatsNext = tr("Beaten again.")
    } else if rival.hasHabit {
      whatsNext = tr("Try again: its habit is there to be read.")
    } else {
      whatsNext = tr("Try again: it learns your habits, so change them.")
    }
    self.achievements = achievements.map { tr("%1$@: %2$@", $0.title, $0.criterion) }
  }
}
