import Foundation

/// The odds of the other player's moves under rival hypotheses of how one bot plays (its seed, its
/// version), each against chance's, for the models that copy a bot.
///
/// A hypothesis gives each move a chance; a throw it calls impossible still keeps ``missShare`` of
/// chance's odds, so one surprise does not end it. The odds are kept as a CUSUM test, to say when
/// the player is the bot (``identifiesPlayer``), and over the whole game, to rule a hypothesis out,
/// against chance and against the best of them: the player is one bot, played one way.
///
/// The last ``habits`` hypotheses may instead say the player throws by habits of their own: they
/// weigh in ruling the bots out, but never identify the player, never enter the ``mixture`` and
/// do not keep the model going (``isSpent``), since a habit may fit a player for good.
struct RivalHypotheses: Sendable {
  let missShare: Double
  let identifyingOdds: Double
  let rulingOutOdds: Double
  let habits: Int
  private(set) var logOdds: [Double]
  private var cusums: [Double]
  private(set) var ruledOut: [Bool]
  /// Whether a bot's hypothesis has identified the player at any round so far.
  private(set) var hasIdentified = false
  /// The engine's net score in the rounds it threw the model's answer.
  private(set) var answeredNet = 0

  init(
    count: Int, habits: Int = 0, missShare: Double = 0.01, identifyingOdds: Double,
    rulingOutOdds: Double = 150
  ) {
    precondition((0..<count).contains(habits), "at least one hypothesis must be a bot's")
    self.habits = habits
    self.missShare = missShare
    self.identifyingOdds = identifyingOdds
    self.rulingOutOdds = rulingOutOdds
    logOdds = Array(repeating: 0, count: count)
    cusums = logOdds
    ruledOut = Array(repeating: false, count: count)
  }

  /// The hypotheses that the player is a bot: all but the habits.
  var bots: Range<Int> { 0..<(cusums.count - habits) }

  /// Whether a bot's hypothesis identifies the player.
  var identifiesPlayer: Bool {
    let threshold = log(identifyingOdds)
    return bots.contains { !ruledOut[$0] && cusums[$0] >= threshold }
  }

  /// Whether every bot's hypothesis is ruled out.
  var allRuledOut: Bool { bots.allSatisfy { ruledOut[$0] } }

  /// The hypotheses not ruled out, the habits included (what `record` weighs; to identify or mix,
  /// only ``bots`` count).
  var live: [Int] { ruledOut.indices.filter { !ruledOut[$0] } }

  /// The log of the odds a move given `chance` lends a hypothesis against chance's.
  func evidence(chance: Double) -> Double {
    log(3 * ((1 - missShare) * chance + missShare / 3))
  }

  /// Mixes the live bots' `chances` for the next move, each weighed by its odds over the game.
  func mixture(_ chances: (Int) -> [Double]) -> [Double] {
    let live = live.filter { bots.contains($0) }
    let best = live.map { logOdds[$0] }.max() ?? 0
    var mixed = [0.0, 0.0, 0.0]
    for hypothesis in live {
      let weight = exp(logOdds[hypothesis] - best)
      let forecast = chances(hypothesis)
      for move in mixed.indices { mixed[move] += weight * forecast[move] }
    }
    let total = mixed.reduce(0, +)
    return total > 0 ? mixed.map { $0 / total } : [1.0 / 3, 1.0 / 3, 1.0 / 3]
  }

  /// Weighs one round: `chancesOfMove[h]` is the chance hypothesis `h` gave the move thrown (read
  /// for the live hypotheses only).
  mutating func record(_ chancesOfMove: [Double]) {
    for hypothesis in live {
      let evidence = evidence(chance: chancesOfMove[hypothesis])
      logOdds[hypothesis] += evidence
      cusums[hypothesis] = max(0, cusums[hypothesis] + evidence)
    }
    let rulingOut = -log(rulingOutOdds)
    let best = live.map { logOdds[$0] }.max() ?? 0
    for hypothesis in live {
      ruledOut[hypothesis] = logOdds[hypothesis] < rulingOut || logOdds[hypothesis] < best + rulingOut
    }
    hasIdentified = hasIdentified || identifiesPlayer
  }

  /// Counts a round in which the engine threw the answer to the model's forecast.
  mutating func recordAnswer(enginePayoff: Int) {
    answeredNet += enginePayoff
  }

  /// Whether the model should stop for good after `rounds` rounds: every bot's hypothesis is ruled
  /// out, none identified the player in `quietRounds` rounds, the answered rounds have lost
  /// `answerStopLoss` more than they won, or the game has gone past `maximumRounds` (which keeps a
  /// model's tables and searches bounded in a long game).
  func isSpent(rounds: Int, quietRounds: Int, answerStopLoss: Int, maximumRounds: Int = .max) -> Bool {
    allRuledOut || (rounds >= quietRounds && !hasIdentified) || answeredNet <= answerStopLoss
      || rounds > maximumRounds
  }
}
