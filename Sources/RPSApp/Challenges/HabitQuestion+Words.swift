import GameCore
import Localization

extension HabitQuestion {
  /// The question, as the recap asks it before telling the habit.
  var prompt: String {
    // TRANSLATORS: a question on the day's first habit, on a day that changed to a second; %1$@ is the question.
    ofTheFirstHabit ? tr("Its first habit, before the change. %1$@", subjectPrompt) : subjectPrompt
  }

  /// The question on its subject alone.
  private var subjectPrompt: String {
    switch subject {
    // TRANSLATORS: asked after the day's challenge, before its habit is told; three answers follow as buttons.
    case .answer(afterItsOutcome: .win?): tr("Name its habit: after it won a round, what did it throw?")
    case .answer(afterItsOutcome: .loss?): tr("Name its habit: after it lost a round, what did it throw?")
    case .answer(afterItsOutcome: .draw?): tr("Name its habit: after a draw, what did it throw?")
    case .answer(afterItsOutcome: nil): tr("Name its habit: after each round, what did it throw?")
    case .runs: tr("Name its habit: how many times in a row did it throw a move, and what came next?")
    case .favourite: tr("Name its habit: it kept count of your throws. What did it throw?")
    // TRANSLATORS: asked after a Masters match, before the recap tells whose habit the rival borrowed; three rivals' names follow as buttons.
    case .borrowedRival(changes: false):
      tr("Name its second habit: every other round, whose habit did it play?")
    case .borrowedRival(changes: true):
      tr("Name its second habit: partway through, whose habit did it take on?")
    }
  }

  /// A choice's words for its button: the answer and, after a round the rival won or lost, its
  /// twin told from the other throw on a second line, so that a player who read "it copies my
  /// throw" finds the answer put "what its own last throw beats".
  func words(for choice: Choice) -> String {
    let answer = HabitQuestion.answerWords(for: choice)
    guard let twin = twin(of: choice) else { return answer }
    return answer + "\n" + HabitQuestion.twinWords(for: twin)
  }

  /// An answer's twin, said after the answer's own words: the same throw, from the other side.
  static func twinWords(for twin: HabitRule.Answer) -> String {
    switch (twin.base, twin.step) {
    // TRANSLATORS: under an answer on a button ("What beats its own last throw"), the same throw told from the other throw; starts with "= " and a small letter.
    case (.own, .same): tr("= its own last throw again")
    case (.own, .beating): tr("= what beats its own last throw")
    case (.own, .beaten): tr("= what its own last throw beats")
    case (.players, .same): tr("= your last throw")
    case (.players, .beating): tr("= what beats your last throw")
    case (.players, .beaten): tr("= what your last throw beats")
    }
  }

  /// A choice's own words, short enough for a button.
  static func answerWords(for choice: Choice) -> String {
    switch choice {
    // TRANSLATORS: an answer on a button, to "after it won a round, what did it throw?".
    case .answer(let answer):
      switch (answer.base, answer.step) {
      case (.own, .same): tr("Its own last throw again")
      case (.own, .beating): tr("What beats its own last throw")
      case (.own, .beaten): tr("What its own last throw beats")
      case (.players, .same): tr("Your last throw")
      case (.players, .beating): tr("What beats your last throw")
      case (.players, .beaten): tr("What your last throw beats")
      }
    // TRANSLATORS: an answer on a button, to "how many times in a row did it throw a move, and what came next?".
    case .runs(2, .beating): tr("Twice, then what beats it")
    case .runs(2, _): tr("Twice, then what it beats")
    case .runs(_, .beating): tr("Three times, then what beats it")
    case .runs: tr("Three times, then what it beats")
    // TRANSLATORS: an answer on a button, to "it kept count of your throws. What did it throw?".
    case .favourite(.same): tr("Your most thrown move")
    case .favourite(.beating): tr("What beats your most thrown move")
    case .favourite(.beaten): tr("What your most thrown move beats")
    case .rival(let rival): rival.word
    }
  }

  /// The words of each choice, in order.
  var choiceWords: [String] { choices.map(words(for:)) }

  /// What the recap says once the player has answered with the choice at `index`.
  func verdict(answering index: Int) -> String {
    // On one line: the answer, then its twin.
    let answer = words(for: choices[rightIndex]).replacingOccurrences(of: "\n", with: " ")
    // TRANSLATORS: after the player named the day's habit; %1$@ is the answer's words, as on its button.
    return isRight(index) ? tr("✓ Right: “%1$@”.", answer) : tr("✗ Not that one. The answer: “%1$@”.", answer)
  }
}
