/// Decides when the engine steers the other player as if they were RPS Geometry
/// (``RPSGeometryModel/steeringMove(radius:)``), and when it gives that up.
///
/// Left alone, that agent leans so little (about 0.005 in the log of the odds a round) that a game
/// is too short to tell it from chance, and answering its lean shrinks the lean to nothing.
/// Steered, its offset grows and it leans several times as much, and the engine wins what it
/// leans. But steering is readable: the engine's moves then follow the feature the agent uses,
/// which the history matchers of other engines see too, and it gives up whatever the engine's own
/// strategies were winning. So steering starts only when the engine is not winning, after enough
/// rounds, with the odds so far on the agent's side; it stops when the odds fall or the engine
/// loses a few rounds more than it wins while steering. While the agent's offset grows, in the
/// first rounds of steering, the engine wins next to nothing, so chance alone stops the steering
/// in some games: it may start again, ``restarts`` times at most, once the odds since it stopped
/// are on the agent's side again. An engine that reads the steering stops it within a few dozen
/// rounds each time, so the starts again cost it little.
///
/// Like the rest of the hard engine's model, it counts every round since the engine began: a new
/// match goes on with the same player. Once steering has begun, every round counts towards
/// stopping it, also those the engine threw at random or answered another model in: they tell
/// as much about whether the other player is the agent.
struct GeometrySteering: Sendable {
  /// The round from which steering may start.
  static let earliestRound = 150
  /// Steering starts only while the engine's net a round over the game is below this.
  static let winningRate = 0.05
  /// The odds (agent against chance) that steering needs to start.
  static let startingOdds = 2.718  // e
  /// The odds since steering began at which it stops.
  static let droppingOdds = 0.135  // e^−2
  /// The ceiling of those odds, which lets a run of luck that favoured the agent be undone in a few
  /// hundred rounds.
  static let oddsCeiling = 403.0  // e^6
  /// Steering stops when the engine's net since it began falls this far.
  static let losingNet = -6
  /// How many times steering may start again after it stopped. Each start costs an engine that
  /// reads the steering about ``losingNet`` before it stops again, so the starts are few.
  static let restarts = 2
  /// The odds since steering stopped at which it may start again: more than ``startingOdds``, as
  /// the player has already been seen to beat the steering once. (At e⁴ instead, RPS Geometry
  /// gained about half as much, docs/engine-field.md.)
  static let restartingOdds = 7.389  // e²
  /// The radius the agent's offset is steered round at (its length is about 0.07 unsteered).
  static let radius = 0.15

  enum Phase: Sendable {
    case watching, steering
    /// Steering stopped; it may start again while ``restartsLeft`` is above 0.
    case stopped
  }

  private(set) var phase = Phase.watching
  /// The odds that the other player is the agent rather than throwing at random, over every round.
  private(set) var odds = 1.0
  /// The same odds since steering began, kept under ``oddsCeiling``.
  private(set) var steeringOdds = 1.0
  /// The same odds since steering last stopped.
  private(set) var oddsSinceStop = 1.0
  private(set) var restartsLeft = restarts
  private(set) var rounds = 0
  /// The engine's net over every round.
  private(set) var net = 0
  /// The engine's net since steering began.
  private(set) var steeringNet = 0

  var isSteering: Bool { phase == .steering }

  /// Learns from one round: how many times likelier the other player's move was if they are the
  /// agent than if they throw at random (nil when the model had no forecast), and the engine's
  /// payoff.
  mutating func record(oddsFactor: Double?, enginePayoff: Int) {
    rounds += 1
    net += enginePayoff
    let factor = oddsFactor ?? 1
    // Kept within what a double holds, over games of any length.
    odds = Self.bounded(odds * factor)
    switch phase {
    case .watching:
      if rounds >= Self.earliestRound, odds >= Self.startingOdds,
        Double(net) < Self.winningRate * Double(rounds)
      {
        phase = .steering
      }
    case .steering:
      steeringOdds = min(steeringOdds * factor, Self.oddsCeiling)
      steeringNet += enginePayoff
      if steeringOdds < Self.droppingOdds || steeringNet <= Self.losingNet {
        phase = .stopped
        oddsSinceStop = 1
      }
    case .stopped:
      oddsSinceStop = Self.bounded(oddsSinceStop * factor)
      if restartsLeft > 0, oddsSinceStop >= Self.restartingOdds,
        Double(net) < Self.winningRate * Double(rounds)
      {
        restartsLeft -= 1
        phase = .steering
        steeringOdds = 1
        steeringNet = 0
      }
    }
  }

  private static func bounded(_ odds: Double) -> Double { min(max(odds, 1e-100), 1e100) }
}
