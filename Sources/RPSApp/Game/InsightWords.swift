import GameCore
import Localization

/// The engine's strategy in a player's words: what it looked at to choose its throw, without
/// predictors, windows or rotations.
public enum InsightWords {
  /// The words for a round's insight: those of its strategy (``sentence(for:)``), unless the
  /// strategy read a habit (of the player's or of the computer's own) and its forecast of the
  /// player's throw leaned nowhere, the bars' whole percents at most a point apart (33, 33, 33 or
  /// 34, 33, 33); then the engine's pick among all but even chances was a guess, and the words
  /// say so rather than name a habit the flat bars beside them deny.
  public static func sentence(for insight: EngineInsight) -> String {
    isGuess(insight)
      ? tr("It saw no habit it could trust, so it had to guess.") : sentence(for: insight.strategy)
  }

  /// The same words told of the last round of a match, "Last round, it threw what beats …": a
  /// whole sentence each, so that every language starts it its own way rather than have its
  /// first word lower-cased after "Last round". Nil for the opening, which read nothing.
  static func lastRoundSentence(for insight: EngineInsight) -> String? {
    if insight.strategy == .opening { return nil }
    if isGuess(insight) { return tr("Last round, it saw no habit it could trust, so it had to guess.") }
    return sentence(for: insight.strategy, lastRound: true)
  }

  /// Whether the insight's strategy read a habit but its forecast leaned nowhere, so that its
  /// throw was a guess (see ``sentence(for:)-(EngineInsight)``).
  static func isGuess(_ insight: EngineInsight) -> Bool {
    guard case .answer = insight.strategy else { return false }
    let percents = Translations.wholePercents(Array(insight.forecast.values))
    return (percents.max() ?? 0) - (percents.min() ?? 0) <= 1
  }

  /// "It threw what beats the throw you make most." for the player's favourite answered
  /// directly; "It had nothing to go on yet, so it threw at random." for the opening.
  public static func sentence(for strategy: Strategy) -> String {
    sentence(for: strategy, lastRound: false)
  }

  /// The strategy's sentence, or the last round's ("Last round, it threw …").
  private static func sentence(for strategy: Strategy, lastRound: Bool) -> String {
    switch strategy {
    // The last round's opening is never told: ``lastRoundSentence(for:)`` leaves it out.
    case .opening: return tr("It had nothing to go on yet, so it threw at random.")
    case .safetyNet:
      return lastRound
        ? tr("Last round, you were winning more than chance explains, so it threw at random to stay safe.")
        : tr("You were winning more than chance explains, so it threw at random to stay safe.")
    case .answer(let habit, let side, let guesses):
      let aboutYou = side == .player
      let words = self.habit(habit, aboutYou: aboutYou)
      switch (guesses, aboutYou, lastRound) {
      case (0, true, false): return tr("It threw what beats %1$@.", words)
      case (0, true, true): return tr("Last round, it threw what beats %1$@.", words)
      case (0, false, false):
        return tr("It expected you to play against %1$@, and threw what beats your answer.", words)
      case (0, false, true):
        return tr(
          "Last round, it expected you to play against %1$@, and threw what beats your answer.", words)
      case (1, true, false):
        return tr("It looked at %1$@, and guessed you would see its answer coming.", words)
      case (1, true, true):
        return tr("Last round, it looked at %1$@, and guessed you would see its answer coming.", words)
      case (1, false, false):
        return tr("It expected you to play against %1$@, and guessed you would see its answer coming.", words)
      case (1, false, true):
        return tr(
          "Last round, it expected you to play against %1$@, and guessed you would see its answer coming.",
          words)
      case (_, true, false):
        return tr("It looked at %1$@, and thought %2$@ steps ahead of you.", words, guesses)
      case (_, true, true):
        return tr("Last round, it looked at %1$@, and thought %2$@ steps ahead of you.", words, guesses)
      case (_, false, false):
        return tr(
          "It expected you to play against %1$@, and thought %2$@ steps ahead of you.", words, guesses)
      case (_, false, true):
        return tr(
          "Last round, it expected you to play against %1$@, and thought %2$@ steps ahead of you.", words,
          guesses)
      }
    }
  }

  /// The habit in the player's words: theirs ("what you usually throw after your last throw")
  /// or the computer's own ("its own habit after its last throw").
  static func habit(_ habit: Strategy.Habit, aboutYou: Bool) -> String {
    let moment: String
    switch habit {
    case .favourite:
      return aboutYou ? tr("the throw you make most") : tr("the throw it makes most")
    case .sameRunBefore:
      return aboutYou
        ? tr("what you threw after the same run of throws before")
        : tr("what it threw after the same run of throws before")
    case .allHabits:
      // A blend names one throw, not a habit: "what beats your habits" reads as nonsense.
      return aboutYou
        ? tr("the throw all your habits together point to")
        : tr("the throw all its own habits together point to")
    case .winningLately:
      return aboutYou
        ? tr("the throws that have been winning for you lately")
        : tr("the throws that have been winning for it lately")
    case .cycle:
      return aboutYou
        ? tr("the cycle your throws follow from round to round")
        : tr("the cycle its own throws follow from round to round")
    case .afterLastThrow: moment = aboutYou ? tr("your last throw") : tr("its last throw")
    case .afterLastTwoThrows: moment = aboutYou ? tr("your last two throws") : tr("its last two throws")
    case .afterOthersLastThrow: moment = aboutYou ? tr("its last throw") : tr("your last throw")
    case .afterLastRound: moment = tr("the last round")
    case .afterLastTwoRounds: moment = tr("the last two rounds")
    case .afterWin: moment = aboutYou ? tr("your win") : tr("its win")
    case .afterLoss: moment = aboutYou ? tr("your loss") : tr("its loss")
    case .afterDraw: moment = tr("a draw")
    }
    return aboutYou ? tr("what you usually throw after %1$@", moment) : tr("its own habit after %1$@", moment)
  }
}
