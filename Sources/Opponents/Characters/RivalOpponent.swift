import GameCore

/// A rival of the ladder as an opponent: its habit followed in most rounds, or a learning level
/// of the computer, with a share of throws left to its seeded dice so that the habit shows
/// without being mechanical. A rival of habit never strays from it two rounds running, nor right
/// after the player has read it two rounds running. A seed replays a match exactly, and a rival
/// of habit resuming a match's rounds throws on as it would have played straight on.
public struct RivalOpponent: Opponent {
  public let rival: Rival
  /// Which habit it follows each round: its own, or on a day's twist, two in a pattern.
  public let plan: HabitPlan
  private var generator: SeededGenerator
  /// The computer's level a learning rival plays as; nil for a rival of habit.
  private var engine: (any Opponent)?
  /// Whether a learning rival's last throw was left to its dice rather than its engine's read.
  private var threwAtRandom = false

  public init(_ rival: Rival, plan: HabitPlan? = nil, seed: UInt64) {
    self.init(rival, plan: plan, generator: SeededGenerator(seed: seed))
  }

  /// A rival of `seed` for a match resumed after `rounds`: a rival of habit throws its dice for
  /// them again, so that it goes on as it would have (started afresh, every resumed run strayed
  /// alike on its first throw: a habit half broken for a player who played a throw a run). A
  /// rival that learns reads the rounds as the match goes on, as ever.
  public init(_ rival: Rival, plan: HabitPlan? = nil, seed: UInt64, resuming rounds: [Round], rules: Rules) {
    self.init(rival, plan: plan, seed: seed)
    guard case .habit = rival.style else { return }
    for played in rounds.indices {
      _ = nextThrow(after: Array(rounds[..<played]), rules: rules)
    }
  }

  public init(_ rival: Rival, plan: HabitPlan? = nil, generator: SeededGenerator) {
    self.rival = rival
    self.plan = plan ?? HabitPlan(rival)
    var generator = generator
    if case .learning(let level, _) = rival.style {
      engine = level.makeOpponent(seed: generator.next())
    }
    self.generator = generator
  }

  public var name: String { rival.name }

  /// The engine's account of the last throw; none for a throw left to the dice, which no read
  /// chose: a recap must not put a round won by luck down to a read.
  public var lastInsight: EngineInsight? { threwAtRandom ? nil : engine?.lastInsight }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    switch rival.style {
    case .habit(let strength):
      let followsHabit = generator.nextUnit() < strength
      let call = plan.call(after: history, rules: rules)
      if followsHabit, let call { return call }
      // The dice are thrown as ever, so that the rounds after keep the seed's throws.
      let move = randomMove(rules)
      // Two strays in a row read as a wrong read, so a player who read the habit right doubts
      // it: after a stray the habit holds. So it does after two reads running: a player who
      // has learned the habit is not robbed of a round for it (a perfect reader loses at most
      // one read a match to a stray, on the first two rounds the habit calls).
      if let call,
        plan.strayedInLastRound(of: history, rules: rules) || plan.readTwiceRunning(in: history, rules: rules)
      {
        return call
      }
      return move
    case .learning(_, let randomShare):
      // The engine is asked every round, so that it learns every round, even one thrown at random.
      let learned = engine?.nextThrow(after: history, rules: rules) ?? randomMove(rules)
      threwAtRandom = generator.nextUnit() < randomShare
      return threwAtRandom ? randomMove(rules) : learned
    }
  }

  public mutating func matchEnded(after history: [Round], rules: Rules) {
    engine?.matchEnded(after: history, rules: rules)
  }

  public mutating func recall(_ matches: [Match]) {
    engine?.recall(matches)
  }

  private mutating func randomMove(_ rules: Rules) -> Move {
    rules.moves[Int(generator.next() % UInt64(rules.moves.count))]
  }
}
