/// Plays as one of sdfsdf's rpscontest bots does (see ``SdfsdfPredictors`` and ``SdfsdfMind``):
/// IO2_fightinguuu (``IO2Agent``) or Are You A Lucker? (``LuckerAgent``). It guesses by the
/// predictor its mind follows and throws by that guess. Its draws come from its own seeded
/// generator. For the classic rules only, as the bots are.
struct SdfsdfAgent<Mind: SdfsdfMind>: Opponent {
  var name: String { Mind.botName }
  private var draws: BotDraws
  private var predictors = SdfsdfPredictors(countsOtherMoveFirst: Mind.countsOtherMoveFirst)
  private var mind = Mind()
  private var recorded = 0
  private var next: UInt8?

  init(seed: UInt64) {
    draws = .generated(SeededGenerator(seed: seed))
  }

  /// Makes the draws given, in order, as the real bot made them.
  init(recordedDraws: [UInt8]) {
    draws = .recorded(recordedDraws, next: 0)
  }

  mutating func nextThrow(after history: [Round], rules: Rules) -> Move {
    precondition(rules.moves.count == 3, "the bot plays rock, paper, scissors")
    if history.count < recorded || next == nil {
      predictors = SdfsdfPredictors(countsOtherMoveFirst: Mind.countsOtherMoveFirst)
      mind = Mind()
      recorded = 0
      next = history.first.map { UInt8($0.computer.rawValue) } ?? draws.draw(from: SdfsdfPredictors.everyMove)
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
    let (own, other) = (UInt8(round.computer.rawValue), UInt8(round.player.rawValue))
    mind.score(own: own, other: other)
    predictors.append(own: own, other: other)
    for slot in 0..<9 {
      let choices = predictors.choices[slot]
      // The bots draw for the counting predictors even from a single move.
      let move = slot < 6 && choices.count == 1 ? choices[0] : draws.draw(from: choices)
      mind.setThrow(move, of: slot)
    }
    let guess =
      mind.guessingPredictor.map { (mind.throwsNow[$0.slot] + $0.turn) % 3 }
      ?? draws.draw(from: predictors.other)
    let options = Mind.throwOptions(guessing: guess)
    return options.count == 1 ? options[0] : draws.draw(from: options)
  }
}

/// IO2_fightinguuu, an Iocaine Powder heir: it follows the predictor that came true most in the
/// latest five rounds, or guesses a move the other player threw before when none did, and throws
/// what beats its guess two times in three and the guess itself otherwise.
typealias IO2Agent = SdfsdfAgent<IO2Mind>

/// Are You A Lucker?, an Iocaine Powder heir: it scores its predictors six ways and their best
/// eighteen ways more, and throws what beats the guess of the meta-predictor on the longest run
/// of hits.
typealias LuckerAgent = SdfsdfAgent<LuckerMind>
