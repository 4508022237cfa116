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
    let strategy = insight.strategy
    let readsAHabit = !["random", "lead ", "lure ", "let "].contains { strategy.hasPrefix($0) }
    let percents = Translations.wholePercents(Array(insight.forecast.values))
    if readsAHabit, (percents.max() ?? 0) - (percents.min() ?? 0) <= 1 {
      return tr("It saw nothing to go on, so it had to guess.")
    }
    return sentence(for: strategy)
  }

  /// "It threw what beats the throw you make most." for "beat your most frequent move over all
  /// rounds"; "It had nothing to go on yet, so it threw at random." for "random: …".
  public static func sentence(for strategy: String) -> String {
    if strategy.hasPrefix("random") {
      if strategy.contains("safety net") {
        return tr("You were reading it, so it threw at random to stay safe.")
      }
      return tr("It had nothing to go on yet, so it threw at random.")
    }
    if strategy.hasPrefix("lead ") {
      // Steering a player who learns slowly how to answer it (``GeometrySteering`` in GameCore).
      return tr("It slowly steered your answers to its usual throws, and won where they led.")
    }
    if strategy.hasPrefix("lure ") {
      // Showing a pattern to a player who waits for one, to catch their answer (``HPSDojoLure``).
      return tr("It let you spot a pattern in its throws, ready to catch your answer.")
    }
    if strategy.hasPrefix("let ") {
      // Letting the hunch of a player who has turned to chance win, until they follow it again
      // and can be beaten (``RPSFixXxerModel`` in GameCore).
      return tr("You were throwing at random, so it let your hunches win until you trusted them again.")
    }
    let (target, guesses) = splitGuesses(strategy)
    let aboutYou = !target.hasPrefix("the computer's")
    let habit: String
    if target.contains("what has been winning for you") {
      habit = tr("the throws that have been winning for you lately")
    } else if target.contains("answer the computer's usual throws") {
      habit = tr("how you answer its usual throws")
    } else if target.contains("most frequent") {
      habit = aboutYou ? tr("the throw you make most") : tr("the throw it makes most")
    } else if target.contains("same run") {
      habit =
        aboutYou
        ? tr("what you threw after the same run of throws before")
        : tr("what it threw after the same run of throws before")
    } else if target.hasSuffix("after the round number") {
      // Counts by the round's place in a cycle as long as the circle of moves.
      habit =
        aboutYou
        ? tr("the cycle your throws follow from round to round")
        : tr("the cycle its own throws follow from round to round")
    } else if let after = target.range(of: "after "),
      // What follows a comma says how or whose ("…, chance and all, as zailast does").
      let moment = moment(String(target[after.upperBound...]).components(separatedBy: ", ")[0])
    {
      habit =
        aboutYou ? tr("what you usually throw after %1$@", moment) : tr("its own habit after %1$@", moment)
    } else {
      habit = aboutYou ? tr("your habits") : tr("its own habits")
    }
    switch (guesses, aboutYou) {
    case (0, true): return tr("It threw what beats %1$@.", habit)
    case (0, false):
      return tr("It expected you to play against %1$@, and threw what beats your answer.", habit)
    case (1, true): return tr("It looked at %1$@, and guessed you would see its answer coming.", habit)
    case (1, false):
      return tr("It expected you to play against %1$@, and guessed you would see its answer coming.", habit)
    case (_, true): return tr("It looked at %1$@, and thought %2$@ steps ahead of you.", habit, guesses)
    case (_, false):
      return tr("It expected you to play against %1$@, and thought %2$@ steps ahead of you.", habit, guesses)
    }
  }

  /// The moment a habit follows, from the engine's words ("your last two moves") to the
  /// player's language; nil for one this list does not know, which then reads as a habit.
  private static func moment(_ words: String) -> String? {
    switch words {
    case "your last move", "your last one": tr("your last throw")
    case "your last two moves", "your last two": tr("your last two throws")
    case "the computer's last move": tr("its last throw")
    case "the last round": tr("the last round")
    case "the last two rounds": tr("the last two rounds")
    default: nil
    }
  }

  /// "beat X, second-guessed twice" is X and 2.
  private static func splitGuesses(_ strategy: String) -> (String, Int) {
    let parts = strategy.components(separatedBy: ", second-guessed ")
    let target = parts[0].hasPrefix("beat ") ? String(parts[0].dropFirst("beat ".count)) : parts[0]
    guard parts.count > 1 else { return (target, 0) }
    switch parts[1] {
    case "once": return (target, 1)
    case "twice": return (target, 2)
    default: return (target, Int(parts[1].split(separator: " ").first ?? "") ?? 2)
    }
  }
}
