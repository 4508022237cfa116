import GameCore
import Localization

extension DayHabit {
  /// The habit in plain sentences, once it may be told: its opening, then its answers or its count.
  var sentences: String {
    // Sentences joined by a space read as a gap after a full-width stop (Chinese).
    switch self {
    case .answers(let rule): Translations.closingGapsAfterFullWidthMarks(rule.sentences)
    case .counting(let habit): Translations.closingGapsAfterFullWidthMarks(habit.sentences)
    }
  }

  /// The habit's sentences without its opening throw: a habit taken up mid-match never threw it.
  var sentencesAfterItsOpening: String {
    switch self {
    case .answers(let rule): Translations.closingGapsAfterFullWidthMarks(rule.answersInWords)
    case .counting(let habit): Translations.closingGapsAfterFullWidthMarks(habit.countSentence)
    }
  }

  /// The rival's line before the first round: where to look, not what it will find.
  var invitation: String {
    switch family {
    // The same answer to every way a round ends is a run round the circle: its own throws tell it.
    case .answers where answersAlike: tr("A new habit today. Watch my own throws, round after round.")
    case .answers: tr("A new habit today. Watch what I throw after I win, lose or draw.")
    // TRANSLATORS: a rival's line before a habit made for the day that counts (runs of its throws, or the player's most thrown move).
    case .counting: tr("A new habit today. This one keeps count: watch every throw, mine and yours.")
    }
  }
}
