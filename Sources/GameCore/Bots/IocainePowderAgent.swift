/// Plays as Iocaine Powder does (Dan Egnor's winner of the first RoShamBo contest, in David Bau's
/// Python port; see ``IocainePowderPredictors`` and ``IocainePowderMind``): it throws by whichever
/// of its fifty predictors, trusted or second- or triple-guessed, has fared best over the game.
/// Its random draws come from its own seeded generator. For the classic rules only, as the bot is.
struct IocainePowderAgent: Opponent {
  private var draws: BotDraws
  private var predictors = IocainePowderPredictors()
  private var mind = IocainePowderMind()
  private var recorded = 0
  private var next: Int?

  init(seed: UInt64) {
    draws = .generated(SeededGenerator(seed: seed))
  }

  /// Makes the draws given, in order, as the real bot made them.
  init(recordedDraws: [UInt8]) {
    draws = .recorded(recordedDraws, next: 0)
  }

  var name: String { "Iocaine Powder" }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    if history.count < recorded || next == nil {
      predictors = IocainePowderPredictors()
      recorded = 0
      // Joining a match under way, it takes its first throw for its first draw.
      let draw = history.first.map { $0.computer.rawValue } ?? Int(draws.draw(from: [0, 1, 2]))
      (next, mind) = predictors.playing(predictors.firstMind, draw: draw, other: nil)
    }
    for round in history[recorded...] {
      predictors.append(own: round.computer.rawValue, other: round.player.rawValue)
      (next, mind) = predictors.playing(
        mind, draw: Int(draws.draw(from: [0, 1, 2])), other: round.player.rawValue)
    }
    recorded = history.count
    return rules.moves[next ?? 0]
  }
}
