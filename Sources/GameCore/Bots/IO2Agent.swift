/// Plays as sdfsdf's rpscontest bot IO2_fightinguuu does (an Iocaine Powder heir; see
/// ``IO2Predictors`` and ``IO2Mind``): it follows the predictor that came true most in the latest
/// five rounds, or guesses the other player's move from their history when none did, and throws
/// what beats that guess two times in three and the guess itself otherwise. Its draws come from its
/// own seeded generator. For the classic rules only, as the bot is.
public struct IO2Agent: Opponent {
  /// Where the agent's draws come from: its generator, or, to check it against the real bot, the
  /// draws that bot made, in order.
  enum Draws: Sendable {
    case generated(SeededGenerator)
    case recorded([UInt8], next: Int)

    mutating func draw(from options: [UInt8]) -> UInt8 {
      switch self {
      case .generated(var generator):
        let draw = options[Int(generator.next() % UInt64(options.count))]
        self = .generated(generator)
        return draw
      case .recorded(let draws, let next):
        precondition(
          next < draws.count && options.contains(draws[next]), "the recorded draw fits the options")
        self = .recorded(draws, next: next + 1)
        return draws[next]
      }
    }
  }

  private var draws: Draws
  private var predictors = IO2Predictors()
  private var mind = IO2Mind()
  private var recorded = 0
  private var next: UInt8?

  public init(seed: UInt64) {
    draws = .generated(SeededGenerator(seed: seed))
  }

  /// Makes the draws given, in order, as the real bot made them.
  init(recordedDraws: [UInt8]) {
    draws = .recorded(recordedDraws, next: 0)
  }

  public var name: String { "IO2_fightinguuu" }

  public mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    if history.count < recorded || next == nil {
      predictors = IO2Predictors()
      mind = IO2Mind()
      recorded = 0
      next = history.first.map { UInt8($0.computer.rawValue) } ?? draws.draw(from: IO2Predictors.everyMove)
      mind.setEveryThrow(to: next ?? 0)
    }
    for round in history[recorded...] {
      next = play(after: round)
    }
    recorded = history.count
    return rules.moves[Int(next ?? 0)]
  }

  /// The bot's turn after a round: it scores its predictors, works out their next throws and
  /// throws by the one it follows.
  private mutating func play(after round: Round) -> UInt8 {
    let other = UInt8(round.player.rawValue)
    mind.score(against: other)
    predictors.append(own: UInt8(round.computer.rawValue), other: other)
    for slot in 0..<9 {
      let choices = predictors.choices[slot]
      // The bot draws for the counting predictors even from a single move.
      let move = slot < 6 && choices.count == 1 ? choices[0] : draws.draw(from: choices)
      mind.setThrow(move, of: slot)
    }
    let guess = mind.leader.map { mind.throwsNow[$0] } ?? draws.draw(from: predictors.other)
    let beating = IO2Predictors.beat(guess)
    return draws.draw(from: [beating, beating, guess])
  }
}
