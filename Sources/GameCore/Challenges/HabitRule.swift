/// A habit made for one day of the family of answers (``DayHabit/answers(_:)``): an opening
/// throw, then one plain answer for each way the last round ended for the rival (it won, it
/// lost, a draw). An answer takes the rival's own last throw or
/// the player's, and keeps it, steps to what beats it, or steps to what it beats. Apart from its
/// opening, every rival of habit on the ladder is one such rule; a day's challenge of
/// ``DailyChallenge/Twist/newHabit`` draws one that none of them follows and that no simple play
/// beats, so that each of those days is a puzzle no rung solved.
///
/// ```swift
/// let rule = HabitRule(
///   opening: .rock, afterWin: .init(.own, .same), afterLoss: .init(.players, .beating),
///   afterDraw: .init(.own, .beaten))
/// rule.call(after: rounds, rules: .classic)  // after a win, say, what beats the player's throw
/// ```
public struct HabitRule: Hashable, Sendable {
  /// Whose last throw an answer starts from.
  public enum Base: Hashable, Sendable, CaseIterable {
    /// The rival's own last throw.
    case own
    /// The player's last throw.
    case players
  }

  /// Where an answer goes from its base, round the circle of moves.
  public enum Step: Int, Hashable, Sendable, CaseIterable {
    /// The base itself.
    case same = 0
    /// The move that beats the base (one step on: a − b = 1 is odd).
    case beating = 1
    /// The move the base beats (one step back).
    case beaten = -1
  }

  /// What the rival throws after one kind of round.
  public struct Answer: Hashable, Sendable {
    public let base: Base
    public let step: Step

    public init(_ base: Base, _ step: Step) {
      self.base = base
      self.step = step
    }

    /// Every answer a rule can give.
    public static let all = Base.allCases.flatMap { base in Step.allCases.map { Answer(base, $0) } }

    /// The same answer told from the other player's throw, after a round that ended `outcome`
    /// for the rival (classic rules); nil after a draw, whose two throws are one. A round won or
    /// lost ties the two throws: after the rival won, the player's throw is what the rival's
    /// beats; after it lost, the player's throw beats the rival's. So "what beats its own last
    /// throw" after a win is "what your last throw beats": one throw, read from either side.
    public func twin(afterItsOutcome outcome: Outcome) -> Answer? {
      // Steps from the rival's throw to the player's: one back after a win, one on after a loss.
      let toPlayers =
        switch outcome {
        case .win: Step.beaten.rawValue
        case .loss: Step.beating.rawValue
        case .draw: nil as Int?
        }
      guard let toPlayers else { return nil }
      // The throw is base + step; told from the other throw, the step takes up the distance
      // between the two, round the circle of three.
      let (otherBase, distance) = base == .own ? (Base.players, -toPlayers) : (.own, toPlayers)
      let circled = ((step.rawValue + distance) % 3 + 4) % 3 - 1
      guard let twinStep = Step(rawValue: circled) else { return nil }
      return Answer(otherBase, twinStep)
    }

    /// The throw this answer gives after `round`.
    func call(after round: Round, rules: Rules) -> Move {
      let start = base == .own ? round.computer : round.player
      let count = rules.moves.count
      let index = rules.moves.firstIndex(of: start) ?? 0
      return rules.moves[(index + step.rawValue + count) % count]
    }
  }

  /// The rival's throw in the first round.
  public let opening: Move
  /// Its answer after a round it won (the player lost).
  public let afterWin: Answer
  /// Its answer after a round it lost.
  public let afterLoss: Answer
  /// Its answer after a draw. A draw's two throws are one, so the base is always its own.
  public let afterDraw: Answer

  public init(opening: Move, afterWin: Answer, afterLoss: Answer, afterDraw: Answer) {
    self.opening = opening
    self.afterWin = afterWin
    self.afterLoss = afterLoss
    self.afterDraw = Answer(.own, afterDraw.step)
  }

  /// Whether the rule answers every way a round ends alike, from its own last throw: its throws
  /// then run round the circle whatever happens, a habit read off its own throws alone. Told by
  /// what it throws, not how its answers are worded: "after a loss, what beats your throw" is
  /// "what its own throw beats" (``Answer/twin(afterItsOutcome:)``), and a rule that said so
  /// after a loss and "what its own throw beats" otherwise was a plain cycle whose clue, "it
  /// answers how the last round ended", could not be tested.
  public var ignoresTheOutcome: Bool {
    let (win, loss) = (
      ownAnswer(afterWin, afterItsOutcome: .win), ownAnswer(afterLoss, afterItsOutcome: .loss)
    )
    return win == loss && loss == afterDraw
  }

  /// The rule with each answer told from the rival's own throw, and `opening`: the same throws
  /// after every round but the first. Two rules whose answers differ only in their wording are
  /// one habit to read.
  public func toldFromItsOwnThrow(opening: Move) -> HabitRule {
    HabitRule(
      opening: opening, afterWin: ownAnswer(afterWin, afterItsOutcome: .win),
      afterLoss: ownAnswer(afterLoss, afterItsOutcome: .loss), afterDraw: afterDraw)
  }

  /// `answer` after a round that ended `outcome` for the rival, told from its own throw.
  private func ownAnswer(_ answer: Answer, afterItsOutcome outcome: Outcome) -> Answer {
    answer.base == .own ? answer : answer.twin(afterItsOutcome: outcome) ?? answer
  }

  /// The throw the rule calls for after `rounds` (seen from the player's side).
  public func call(after rounds: [Round], rules: Rules) -> Move {
    guard let last = rounds.last else { return opening }
    switch last.outcome {
    case .loss: return afterWin.call(after: last, rules: rules)
    case .win: return afterLoss.call(after: last, rules: rules)
    case .draw: return afterDraw.call(after: last, rules: rules)
    }
  }

  /// Every rule a day may bring, in a fixed order: at least fifteen (a test counts them).
  static let freshRules: [HabitRule] = {
    let draws = Step.allCases.map { Answer(.own, $0) }
    let rules = Rules.classic.moves.flatMap { opening in
      Answer.all.flatMap { win in
        Answer.all.flatMap { loss in
          draws.map { HabitRule(opening: opening, afterWin: win, afterLoss: loss, afterDraw: $0) }
        }
      }
    }
    return rules.filter { DayHabit.answers($0).isFresh }
  }()
}
