import Testing

@testable import GameCore

@Suite("Context tree weighting bots' model")
struct ContextTreeWeightingTests {
  /// The other player's throws in the recorded games below.
  static let other = Array("SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRR")

  /// A recorded game of each bot: the script from t-vaudry/RPS, Python's random seeded with 11,
  /// against ``other``; its throws and, round by round, the chance it gave the throw it made,
  /// worked out in Python from the script's own forecast.
  static let recordings: [(variant: ContextTreeWeightingBot.Variant, own: String, chances: [Double])] = [
    (
      .krichevskyTrofimov, "PRSSRSRPPPPPPRPSSSPSSPRRPRRSPPRRSSRRSPPP",
      [
        0.333333, 0.350356, 0.853797, 0.629485, 0.363224, 0.431528, 0.284569, 0.030721, 0.199167, 0.767848,
        0.643272, 0.523779, 0.287134, 0.376480, 0.240633, 0.370245, 0.756433, 0.745694, 0.734961, 0.165575,
        0.098548, 0.184758, 0.196190, 0.152432, 0.729727, 0.345927, 0.561759, 0.777118, 0.209461, 0.597427,
        0.762531, 0.548744, 0.192888, 0.586599, 0.598649, 0.756337, 0.837072, 0.085899, 0.618514, 0.314839,
      ]
    ),
    (
      .laplace, "PRSSRSRPPPPPPRPSSSPSSPRRPRRSPPRRSSRRSPPP",
      [
        0.333333, 0.345385, 0.855455, 0.630290, 0.372748, 0.436871, 0.298002, 0.032844, 0.198585, 0.761588,
        0.637606, 0.537498, 0.289654, 0.379314, 0.282750, 0.363596, 0.743587, 0.726728, 0.726653, 0.176651,
        0.100202, 0.195536, 0.199906, 0.170317, 0.713016, 0.332689, 0.561230, 0.760769, 0.211823, 0.592068,
        0.732744, 0.549886, 0.204538, 0.581853, 0.597432, 0.738106, 0.786985, 0.090353, 0.615737, 0.324056,
      ]
    ),
    (
      .hutter, "PRSSRSRPPPPPPRPSSSPSSPRRPRRSPPRRSSRRSPPP",
      [
        0.333333, 0.344259, 0.851229, 0.628443, 0.353298, 0.445553, 0.275469, 0.028517, 0.197597, 0.772234,
        0.646339, 0.509636, 0.290469, 0.368494, 0.161882, 0.371529, 0.743027, 0.733407, 0.735849, 0.144580,
        0.093724, 0.182445, 0.211352, 0.124876, 0.761123, 0.389950, 0.568905, 0.800158, 0.207739, 0.595666,
        0.809846, 0.560551, 0.168894, 0.581376, 0.588089, 0.769795, 0.896565, 0.088434, 0.614125, 0.295038,
      ]
    ),
  ]

  @Test(
    "gives each throw of the real bots the chance the bot gave it, in every round of a recorded game",
    arguments: recordings.indices)
  func matchesTheRealBotsChances(recording: Int) {
    // Arrange
    let (variant, own, expected) = Self.recordings[recording]
    var bot = ContextTreeWeightingBot(variant: variant)
    var differences: [Double] = []

    // Act
    for (round, throwMade) in Array(own).enumerated() {
      differences.append(abs(bot.chances[Self.index(of: throwMade)] - expected[round]))
      bot.record(own: Self.index(of: throwMade), other: Self.index(of: Self.other[round]))
    }

    // Assert
    #expect((differences.max() ?? 1) < 1e-6, "largest difference \(differences.max() ?? 1)")
  }

  @Test("identifies each of the bots against random throws", arguments: ContextTreeWeightingBot.variants)
  func identifiesTheBots(variant: ContextTreeWeightingBot.Variant) {
    // Arrange: four games of the bot against a player who throws at random.
    var identified: [Int] = []

    for seed: UInt64 in 1...4 {
      var agent = SamplingAgent(bot: ContextTreeWeightingBot(variant: variant), seed: seed)
      var model = SamplingBotModel<ContextTreeWeightingBot>()

      // Act
      let rounds = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        model.update(theirMoves: theirs, myMoves: mine)
        return model.identifiesPlayer || model.isStopped
      }
      identified.append(model.identifiesPlayer ? rounds : -1)
    }

    // Assert
    #expect(
      identified.allSatisfy { (9...SamplingBotModel<ContextTreeWeightingBot>.quietRounds).contains($0) },
      "identified after \(identified) rounds")
  }

  @Test(
    "never takes players who are not the bots for them, and stops once its quiet rounds run out",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn, .noisyCycle])
  func neverIdentifiesOthers(bot: Bot) {
    // Arrange
    var model = SamplingBotModel<ContextTreeWeightingBot>()

    // Act
    let trial = trialAgainstSuiteBot(bot, limit: SamplingBotModel<ContextTreeWeightingBot>.quietRounds + 1) {
      theirs, mine in
      model.update(theirMoves: theirs, myMoves: mine)
      return (model.identifiesPlayer, model.isStopped)
    }

    // Assert
    #expect(trial.stopped)
    #expect(!trial.everIdentified)
  }

  private static func index(of letter: Character) -> Int {
    ["R": 0, "P": 1, "S": 2][letter] ?? -1
  }
}
