/// Decides when the engine lures the other player as if they were version 12 of HPS Dojo
/// (``HPSDojoV12Model/lure``), and when it gives that up for good. The engine keeps a second one
/// for the agent's first version (``HPSDojoModel/lure``), which throws by a strategy once it wins
/// it more than 0.2 a try: left alone it does so now and then, lured far more often.
///
/// Version 12 throws at random until one of its strategies wins it more than 0.4 a try, which the
/// engine never shows by itself, so left alone it is level with the engine all game. Lured, it
/// throws by its strategies every few rounds, and the model foretells those throws. But the lure
/// is a pattern: against a player who reads the engine it costs what they read, and from the
/// first rounds it cost the strongest engines of the field 5 to 20 points a game. So, as
/// ``GeometrySteering`` does, luring starts only when the engine is not winning, after
/// ``earliestRound``. It ends for good when the model falls, when the model's odds against chance
/// are still short after ``trialRounds``, or when the engine's net over the rounds it lured or
/// answered the model in falls to ``losingNet``.
///
/// Like the rest of the hard engine's model, it counts every round since the engine began: a new
/// match goes on with the same player. As the model stops after ``HPSDojoV12Model/quietRounds``
/// unless it has identified the agent, luring can start only between round 150 and that. The
/// first version's model drops every reading a throw refutes; against the suite's bots and the
/// other engines measured it stopped within a few dozen rounds, so that lure did not start.
struct HPSDojoLure: Sendable {
  /// The round from which luring may start.
  static let earliestRound = 150
  /// Luring starts only while the engine's net a round over the game is below this.
  static let winningRate = 0.05
  /// The rounds from the start of luring after which the model's odds against chance must be at
  /// least ``continuingOdds`` for it to go on.
  static let trialRounds = 80
  static let continuingOdds = 20.0
  /// Against the agent, early lured rounds are a fair game until its strategies take the bait, so
  /// a tight stop-loss sometimes ends a lure that would have paid; against engines that read
  /// the lure, a loose one costs more (docs/engine-field.md: −4 against −8).
  static let losingNet = -4

  enum Phase: Sendable { case watching, luring, stopped }

  private(set) var phase = Phase.watching
  private(set) var rounds = 0
  /// The engine's net over every round.
  private(set) var net = 0
  private(set) var luringRounds = 0
  /// The engine's net in the rounds it lured or answered the model in.
  private(set) var luringNet = 0

  var isLuring: Bool { phase == .luring }

  /// Learns from one round: whether the engine lured or answered the model in it, its payoff, and
  /// the odds of the model's forecasts against chance's after it (nil once the model has stopped).
  mutating func record(lured: Bool, enginePayoff: Int, modelOdds: Double?) {
    rounds += 1
    net += enginePayoff
    guard let modelOdds else {
      phase = .stopped
      return
    }
    switch phase {
    case .watching:
      if rounds >= Self.earliestRound, Double(net) < Self.winningRate * Double(rounds) {
        phase = .luring
      }
    case .luring:
      luringRounds += 1
      if lured { luringNet += enginePayoff }
      if luringNet <= Self.losingNet || (luringRounds >= Self.trialRounds && modelOdds < Self.continuingOdds)
      {
        phase = .stopped
      }
    case .stopped:
      break
    }
  }
}
