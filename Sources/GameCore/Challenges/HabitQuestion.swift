/// The question a day's counted try of a habit made for the day ends on, before the habit is
/// told: one thing about the habit that a player who read it knows, and three answers, one of
/// them right. Like a daily puzzle's final guess, it turns a read into a named answer.
///
/// What it asks comes up in the match: against a habit of answers, what the rival threw after
/// the way a round ended for it most often (the three answers then throw three different moves);
/// against a count, its runs' length and step, or what it threw from the player's favourite.
///
/// ```swift
/// let question = HabitQuestion(habit: habit, rounds: match.rounds, seed: challenge.seed)
/// question.subject          // .answer(afterItsOutcome: .win): "After it won a round, …?"
/// question.isRight(1)       // whether the second choice names the habit
/// ```
public struct HabitQuestion: Hashable, Sendable {
  /// What the question asks about.
  public enum Subject: Hashable, Sendable {
    /// What the rival threw after a round that ended so for it (`nil`: after every round, for a
    /// habit that answers every way alike).
    case answer(afterItsOutcome: Outcome?)
    /// How long its runs were and where it stepped after one.
    case runs
    /// What it threw, counting from the move the player had thrown most.
    case favourite
    /// Whose habit a Masters rung's rival borrowed every other round, or took on partway
    /// (`changes`).
    case borrowedRival(changes: Bool)
  }

  /// One answer offered.
  public enum Choice: Hashable, Sendable {
    case answer(HabitRule.Answer)
    case runs(length: Int, step: HabitRule.Step)
    case favourite(HabitRule.Step)
    case rival(Rival)
  }

  public let subject: Subject
  /// Whether the question is of the day's first habit, on a day that changed to a second.
  public var ofTheFirstHabit = false
  /// Three answers in an order drawn from the day's seed.
  public let choices: [Choice]
  /// The place of the right answer among ``choices``.
  public let rightIndex: Int

  /// The question on `habit` after a match of `rounds`; `seed` orders the choices and picks the
  /// runs' wrong answers, the same for every player of the day.
  public init(habit: DayHabit, rounds: [Round], seed: UInt64) {
    var dice = SeededGenerator(seed: seed ^ 0x5155_4553_5449_4F4E)
    let right: Choice
    var wrong: [Choice]
    switch habit {
    case .answers(let rule):
      let asked = rule.ignoresTheOutcome ? nil : HabitQuestion.mostShown(in: rounds, by: rule)
      subject = .answer(afterItsOutcome: asked)
      let answer =
        switch asked {
        case .win?, nil: rule.afterWin
        case .loss?: rule.afterLoss
        case .draw?: rule.afterDraw
        }
      // One base, three steps: three different throws after any round, told in the rule's words.
      right = .answer(answer)
      wrong = HabitRule.Step.allCases.filter { $0 != answer.step }.map {
        .answer(HabitRule.Answer(answer.base, $0))
      }
    case .counting(.runs(_, let length, let step)):
      subject = .runs
      right = .runs(length: length, step: step)
      let others = [2, 3].flatMap { length in
        [HabitRule.Step.beating, .beaten].map { Choice.runs(length: length, step: $0) }
      }
      .filter { $0 != right }
      wrong = others
      wrong.remove(at: Int(dice.next() % UInt64(others.count)))
    case .counting(.favourite(_, let step)):
      subject = .favourite
      right = .favourite(step)
      wrong = HabitRule.Step.allCases.filter { $0 != step }.map(Choice.favourite)
    }
    var choices = [right] + wrong
    for index in stride(from: choices.count - 1, to: 0, by: -1) {
      choices.swapAt(index, Int(dice.next() % UInt64(index + 1)))
    }
    self.choices = choices
    rightIndex = choices.firstIndex(of: right) ?? 0
  }

  /// The question after a match on `rung` of the Masters, when its rival borrows a second habit:
  /// whose. The two wrong answers are other rivals of habit, drawn with the rung's own dice, so
  /// that the question is the same at every match. Nil for a rung of Spock and lizard.
  public init?(mastersRung rung: MastersRung) {
    guard let second = rung.secondRival else { return nil }
    var dice = SeededGenerator(seed: UInt64(rung.rival.rung) &* 0x4D41_5354_4552_5321)
    var others = Rival.allCases.filter { $0.hasHabit && $0 != rung.rival && $0 != second }
    var wrong: [Choice] = []
    for _ in 0..<2 where !others.isEmpty {
      wrong.append(.rival(others.remove(at: Int(dice.next() % UInt64(others.count)))))
    }
    subject = .borrowedRival(changes: rung.twist == .changesHabit)
    var choices = [Choice.rival(second)] + wrong
    for index in stride(from: choices.count - 1, to: 0, by: -1) {
      choices.swapAt(index, Int(dice.next() % UInt64(index + 1)))
    }
    self.choices = choices
    rightIndex = choices.firstIndex(of: .rival(second)) ?? 0
  }

  /// The answer `choice` names, told from the other player's throw: after a round the rival won
  /// or lost, so that a player who read the habit off either throw knows it. Nil for other
  /// choices, and after a draw or every round, where the two throws are not tied one way.
  public func twin(of choice: Choice) -> HabitRule.Answer? {
    guard case .answer(afterItsOutcome: let outcome?) = subject, case .answer(let answer) = choice else {
      return nil
    }
    return answer.twin(afterItsOutcome: outcome)
  }

  /// Whether the choice at `index` names the habit.
  public func isRight(_ index: Int) -> Bool { index == rightIndex }

  /// The way a round ended for the rival after which `rule`'s answer showed most often in
  /// `rounds` (the rival threw it, neither breaking its habit nor countering), then the way
  /// followed by another round most often (a win, then a loss, then a draw on a tie), so that
  /// the question asks about answers the player saw. Asked of the way met most, a question
  /// rested on two rounds of four where the habit showed, two broken or countered.
  static func mostShown(in rounds: [Round], by rule: HabitRule) -> Outcome {
    var shown: [Outcome: Int] = [:]
    var met: [Outcome: Int] = [:]
    for index in rounds.indices.dropLast() {
      let outcome = rounds[index].outcome.reversed
      met[outcome, default: 0] += 1
      if rounds[index + 1].computer == rule.call(after: Array(rounds[...index]), rules: .classic) {
        shown[outcome, default: 0] += 1
      }
    }
    // `max` keeps the first of equals.
    return [Outcome.win, .loss, .draw].max { one, other in
      (shown[one] ?? 0, met[one] ?? 0) < (shown[other] ?? 0, met[other] ?? 0)
    } ?? .win
  }
}
