import GameCore
import Localization

extension HabitRule {
  /// The rule in plain sentences, once it may be told: "It opened with rock. After winning a
  /// round, it threw what beats your throw. After losing one, it copied your throw. After a
  /// draw, it threw the same again."
  var sentences: String {
    // TRANSLATORS: the first of the sentences telling a habit made for the day: its first throw.
    ([tr("It opened with %1$@.", opening.wordInSentence)] + plainest.answerSentences).joined(separator: " ")
  }

  /// Its answers alone, for a habit taken up mid-match, whose opening throw never came.
  var answersInWords: String { plainest.answerSentences.joined(separator: " ") }

  /// The rule as told: answers worded apart that throw alike are told as one, from its own
  /// throw: "after a loss, what beats your throw" and "otherwise, what its own throw beats" were
  /// one plain cycle.
  private var plainest: HabitRule {
    let told = toldFromItsOwnThrow(opening: opening)
    let distinct = { (rule: HabitRule) in Set([rule.afterWin, rule.afterLoss, rule.afterDraw]).count }
    return distinct(told) < distinct(self) ? told : self
  }

  /// The sentences of the rule's answers, each as it is worded.
  private var answerSentences: [String] {
    // Two or three ways a round ends with one answer are told in one sentence, not repeated.
    // TRANSLATORS: followed by one of the answers, e.g. "threw what beats your throw".
    let answers: [String] =
      switch (afterWin == afterLoss, afterLoss == afterDraw, afterWin == afterDraw) {
      case (true, true, _): [tr("After every round, it %1$@.", afterWin.words)]
      case (true, false, _):
        [
          tr("After winning or losing a round, it %1$@.", afterWin.words),
          tr("After a draw, it %1$@.", afterDraw.words),
        ]
      case (false, true, _):
        [
          tr("After winning a round, it %1$@.", afterWin.words),
          tr("After losing a round or a draw, it %1$@.", afterLoss.words),
        ]
      case (false, false, true):
        [
          tr("After winning a round or a draw, it %1$@.", afterWin.words),
          tr("After losing one, it %1$@.", afterLoss.words),
        ]
      case (false, false, false):
        [
          tr("After winning a round, it %1$@.", afterWin.words),
          tr("After losing one, it %1$@.", afterLoss.words),
          tr("After a draw, it %1$@.", afterDraw.words),
        ]
      }
    return answers
  }
}

extension HabitRule.Answer {
  /// What the rival did, to end a sentence that begins "After winning a round, it …".
  var words: String {
    switch (base, step) {
    // TRANSLATORS: the end of "After winning a round, it …": what a rival of a habit made for the day threw.
    case (.own, .same): tr("threw the same again")
    case (.own, .beating): tr("threw what beats its own last throw")
    case (.own, .beaten): tr("threw what its own last throw beats")
    case (.players, .same): tr("copied your throw")
    case (.players, .beating): tr("threw what beats your throw")
    case (.players, .beaten): tr("threw what your throw beats")
    }
  }
}
