import GameCore
import Localization

extension ThrowingPattern {
  /// The pattern as the recap tells it, "You threw what beats your last throw 4 times out of 5",
  /// "After a loss, you threw …": one whole clause a case, so that each language words its own.
  var sentence: String {
    switch (tendency, after) {
    case (.favoured(let move), _):
      return tr("You threw %1$@ %2$@ times out of %3$@", move.wordInSentence, count, chances)
    case (.stayed, nil):
      return tr("You threw the same as your last throw %1$@ times out of %2$@", count, chances)
    case (.beatOwnLast, nil):
      return tr("You threw what beats your last throw %1$@ times out of %2$@", count, chances)
    case (.yieldedToOwnLast, nil):
      return tr("You threw what your last throw beats %1$@ times out of %2$@", count, chances)
    case (.beatRivalsLast, _):
      return tr("You threw what beats its last throw %1$@ times out of %2$@", count, chances)
    case (.copiedRivalsLast, _): return tr("You copied its last throw %1$@ times out of %2$@", count, chances)
    case (.stayed, .win?):
      return tr("After a win, you threw the same again %1$@ times out of %2$@", count, chances)
    case (.beatOwnLast, .win?):
      return tr("After a win, you threw what beats your last throw %1$@ times out of %2$@", count, chances)
    case (.yieldedToOwnLast, .win?):
      return tr("After a win, you threw what your last throw beats %1$@ times out of %2$@", count, chances)
    case (.stayed, .loss?):
      return tr("After a loss, you threw the same again %1$@ times out of %2$@", count, chances)
    case (.beatOwnLast, .loss?):
      return tr("After a loss, you threw what beats your last throw %1$@ times out of %2$@", count, chances)
    case (.yieldedToOwnLast, .loss?):
      return tr("After a loss, you threw what your last throw beats %1$@ times out of %2$@", count, chances)
    case (.stayed, .draw?):
      return tr("After a draw, you threw the same again %1$@ times out of %2$@", count, chances)
    case (.beatOwnLast, .draw?):
      return tr("After a draw, you threw what beats your last throw %1$@ times out of %2$@", count, chances)
    case (.yieldedToOwnLast, .draw?):
      return tr("After a draw, you threw what your last throw beats %1$@ times out of %2$@", count, chances)
    }
  }

  /// One thing to try, after a loss, against the rival that read this pattern under `rules`. Each
  /// step round the circle is the one that, under classic rules, beats the rival's answer to the
  /// pattern: a player who stays with rock meets paper, which scissors (what rock beats) beats.
  func advice(rules: Rules) -> String {
    switch (tendency, after) {
    case (.favoured(let move), _):
      let others = rules.moves.filter { $0 != move }
      guard others.count == 2 else { return tr("Next time, throw %1$@ less often.", move.wordInSentence) }
      return tr("Next time, mix in %1$@ and %2$@.", others[0].wordInSentence, others[1].wordInSentence)
    case (.stayed, nil): return tr("Next time, throw what your last throw beats instead.")
    case (.beatOwnLast, nil): return tr("Next time, throw the same again instead.")
    case (.yieldedToOwnLast, nil): return tr("Next time, throw what beats your last throw instead.")
    case (.beatRivalsLast, _): return tr("Next time, throw its last throw instead.")
    case (.copiedRivalsLast, _): return tr("Next time, throw what its last throw beats instead.")
    case (.stayed, .win?): return tr("Next time, after a win, throw what your last throw beats instead.")
    case (.beatOwnLast, .win?): return tr("Next time, after a win, throw the same again instead.")
    case (.yieldedToOwnLast, .win?):
      return tr("Next time, after a win, throw what beats your last throw instead.")
    case (.stayed, .loss?): return tr("Next time, after a loss, throw what your last throw beats instead.")
    case (.beatOwnLast, .loss?): return tr("Next time, after a loss, throw the same again instead.")
    case (.yieldedToOwnLast, .loss?):
      return tr("Next time, after a loss, throw what beats your last throw instead.")
    case (.stayed, .draw?): return tr("Next time, after a draw, throw what your last throw beats instead.")
    case (.beatOwnLast, .draw?): return tr("Next time, after a draw, throw the same again instead.")
    case (.yieldedToOwnLast, .draw?):
      return tr("Next time, after a draw, throw what beats your last throw instead.")
    }
  }

  /// The player's own pattern an opponent that learns could read, a rival or the computer at
  /// Medium or Hard ("You threw rock 4 times out of 4: that is what it could read."), after a
  /// loss with the rounds of it the opponent won ("…: it won 3 of those rounds.", "…: it won only
  /// 1 of those rounds." where it fed little on it), or that they gave it none; nothing after a
  /// match of `rounds` too few to show one.
  static func told(_ pattern: ThrowingPattern?, rounds: Int, won: Bool) -> String {
    guard let pattern else {
      // Every tendency but a favourite move is counted from the second round.
      guard rounds > ThrowingPattern.fewestRounds else { return "" }
      // A loss without one clear habit is not put down to luck alone: a reader that weighs many
      // small leans wins without any one of them standing out.
      return won
        ? tr("You gave it no clear pattern.")
        : tr("No one habit of yours stood out: it added up small ones, or had luck.")
    }
    let tendency = pattern.sentence
    // A win is never scolded: the pattern is told, not what it cost.
    guard !won, pattern.roundsLost > 0 else { return tr("%1$@: that is what it could read.", tendency) }
    guard pattern.fedOn else {
      return tr("%1$@: it won only %2$@ of those rounds.", tendency, pattern.roundsLost)
    }
    return tr("%1$@: it won %2$@ of those rounds.", tendency, pattern.roundsLost)
  }

  /// Whether the opponent fed on the pattern: it won at least a third of the rounds that
  /// followed it.
  var fedOn: Bool { roundsLost * 3 >= count }

  /// One thing to try after a loss of `rounds` in which the player showed `pattern`: breaking it
  /// where the opponent fed on it, a warning that it will look for it where it did not, else
  /// throwing more evenly; nothing after a match too short to show a pattern.
  static func adviceAfterLoss(_ pattern: ThrowingPattern?, rounds: Int, rules: Rules) -> String {
    // A pattern it hardly won by is no reason to change: a warning, not advice.
    if let pattern, !pattern.fedOn {
      return tr("It has not made that pay yet; it will look for it next time.")
    }
    if let pattern { return pattern.advice(rules: rules) }
    guard rounds > ThrowingPattern.fewestRounds else { return "" }
    return tr("Next time, spread your throws more evenly, whatever the round before.")
  }
}
