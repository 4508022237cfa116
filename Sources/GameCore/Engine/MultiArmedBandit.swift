/// ilialar's Kaggle agent "multi-armed bandit vs deterministic agents", versions 15 and 32 (as
/// dongkyunk/Kaggle_RPS keeps them among its sparring partners), from its side of the table: its
/// throw is drawn with chances that follow from the rounds (``chances``).
///
/// The bot keeps simple agents (``BanditAgent``; 32 in version 15, 26 in version 32) and a
/// Beta(α, β) score for each, both parameters fading towards 1 by its decay every round. After a
/// round every agent is scored by the throw it would have made: a win adds 3 to α, a loss 3 to β,
/// a draw 1.5 to each. The bot then draws from every score and throws as the agent with the
/// largest draw would (Thompson sampling). So the chance of each throw is the agents' chances
/// weighed by how often each wins the draw (``BetaRace``).
///
/// Some of the agents throw at random, and the script scores them by a second throw drawn apart
/// from the one it would have used; the copy scores them by their chances instead (a win adds 3
/// times its chance). Those scores are right on average, not in every round, so the copy's
/// chances are close to the script's rather than equal.
struct MultiArmedBandit: SamplingBot {
  struct Variant: Sendable {
    let version: Int
    /// How much the scores fade a round: each parameter becomes (x - 1) / decay + 1.
    let decay: Double
    let agents: [BanditAgent.Kind]
  }

  static let variants: [Variant] = [
    Variant(
      version: 15, decay: 1.03,
      agents: simpleAgents + [1, 1.1, 1.01].flatMap { decay in countingAgents(decay: decay) }),
    Variant(
      version: 32, decay: 1.05,
      agents: simpleAgents + [1, 1.05].flatMap { decay in countingAgents(decay: decay) }
        + [false, true].map { .patternMatching(sampled: false, ownThrows: $0, decay: 1.001) }),
  ]

  /// Both versions' first eight agents, in the script's order.
  private static let simpleAgents: [BanditAgent.Kind] =
    [0, 1, 2].map { .mirror(shift: $0) } + [0, 1, 2].map { .ownShift(shift: $0) } + [
      .popularBeater, .antiPopularBeater,
    ]

  /// The eight transition agents at one decay: matrix and tensor, sampled and likeliest, over the
  /// other player's throws and over the agent's own. (The scripts list them in another order;
  /// the order cannot change which agent's draw is the largest.)
  private static func countingAgents(decay: Double) -> [BanditAgent.Kind] {
    [true, false].flatMap { sampled in
      [false, true].flatMap { ownThrows -> [BanditAgent.Kind] in
        [
          .transitionMatrix(sampled: sampled, ownThrows: ownThrows, decay: decay),
          .transitionTensor(sampled: sampled, ownThrows: ownThrows, decay: decay),
        ]
      }
    }
  }

  static let scoreStep = 3.0

  let variant: Variant
  private var agents: [BanditAgent]
  /// Each agent's chances for the coming round, as it would throw.
  private var agentChances: [SIMD3<Double>]
  private var alphas: [Double]
  private var betas: [Double]
  private(set) var chances = SIMD3<Double>(repeating: 1.0 / 3)

  init(variant: Variant) {
    self.variant = variant
    agents = variant.agents.map(BanditAgent.init)
    agentChances = Array(repeating: SIMD3(repeating: 1.0 / 3), count: variant.agents.count)
    alphas = Array(repeating: 1, count: variant.agents.count)
    betas = alphas
  }

  /// Learns a round: the bot's throw and the other player's.
  mutating func record(own ownMove: Int, other otherMove: Int) {
    for agent in agents.indices {
      // The throw the agent would have made this round, as it stood before the round.
      let wouldHaveThrown = agentChances[agent]
      let (win, draw, loss) = (
        wouldHaveThrown[(otherMove + 1) % 3], wouldHaveThrown[otherMove], wouldHaveThrown[(otherMove + 2) % 3]
      )
      alphas[agent] = (alphas[agent] - 1) / variant.decay + 1 + Self.scoreStep * (win + draw / 2)
      betas[agent] = (betas[agent] - 1) / variant.decay + 1 + Self.scoreStep * (loss + draw / 2)
      agents[agent].record(own: ownMove, other: otherMove)
      agentChances[agent] = agents[agent].chances
    }
    let picked = BetaRace.chances(alphas: alphas, betas: betas)
    var mixed = SIMD3<Double>(repeating: 0)
    for agent in agents.indices { mixed += picked[agent] * agentChances[agent] }
    chances = mixed / mixed.sum()
  }
}
