import Testing

@testable import GameCore

@Suite("RunDMC family model")
struct DynamicMarkovTests {
  /// The other player's throws in the recorded games below.
  static let other = Array("SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRR")

  /// A recorded game of each bot of the family: the script from t-vaudry/RPS, Python's random
  /// seeded with 11, against ``other``; its throws and, round by round, the chance it gave the
  /// throw it made, worked out in Python from the script's own counts.
  static let recordings: [(variant: DynamicMarkovSampler.Variant, own: String, chances: [Double])] = [
    (
      .runDMC2, "SSSSRPSPPRPPPPPPSRSSPPPRSSRPSSRSPPPSSPRR",
      [
        0.333333, 0.333333, 0.250000, 0.333333, 0.300000, 0.500000, 0.250000, 0.214286, 0.375000, 0.500000,
        0.375000, 0.583333, 0.250000, 0.500000, 0.500000, 0.357143, 0.250000, 0.583333, 0.600000, 0.444444,
        0.357143, 0.277778, 0.500000, 0.350000, 0.714286, 0.400000, 0.450000, 0.166667, 0.285714, 0.272727,
        0.214286, 0.444444, 0.291667, 0.250000, 0.611111, 0.250000, 0.444444, 0.227273, 0.269231, 0.346154,
      ]
    ),
    (
      .discounted(0.95), "SSRSSRPSRRPPPRRPRRSSPPSPPPPSPRSSSRPPRRRR",
      [
        0.333333, 0.333333, 0.426471, 0.286765, 0.371032, 0.551467, 0.224266, 0.293158, 0.532454, 0.546539,
        0.421569, 0.327973, 0.156867, 0.282208, 0.441410, 0.292275, 0.241320, 0.375567, 0.354976, 0.281334,
        0.333087, 0.281404, 0.312610, 0.352660, 0.246709, 0.442729, 0.368568, 0.347217, 0.445948, 0.325696,
        0.422721, 0.317171, 0.364325, 0.395801, 0.501823, 0.366777, 0.404641, 0.246664, 0.276757, 0.360770,
      ]
    ),
    (
      .discounted(0.98), "SSRSSRPSRRPPPRRPRRSSPPSPPPPSPRSSSRPPRRRR",
      [
        0.333333, 0.333333, 0.427746, 0.286127, 0.373427, 0.554014, 0.222993, 0.297223, 0.540499, 0.546030,
        0.418705, 0.315635, 0.154823, 0.284415, 0.456683, 0.276543, 0.246532, 0.397288, 0.353939, 0.278799,
        0.323049, 0.270676, 0.304502, 0.341621, 0.241952, 0.450803, 0.356929, 0.347690, 0.454384, 0.344745,
        0.408863, 0.311627, 0.346424, 0.402328, 0.501807, 0.354147, 0.409754, 0.237004, 0.302320, 0.376580,
      ]
    ),
    (
      .discounted(0.99), "SSRSSRPSRRPPPRRPRRRSPPSPPPPSPRSSSRPPRRRR",
      [
        0.333333, 0.333333, 0.428161, 0.285920, 0.374216, 0.554800, 0.222600, 0.298605, 0.543017, 0.545764,
        0.417697, 0.311632, 0.154297, 0.285083, 0.461702, 0.271537, 0.248272, 0.404543, 0.346409, 0.278219,
        0.375213, 0.266939, 0.302152, 0.387480, 0.240082, 0.452845, 0.397609, 0.347782, 0.456537, 0.311076,
        0.404379, 0.309659, 0.339951, 0.404798, 0.501079, 0.384254, 0.411707, 0.234883, 0.280072, 0.381857,
      ]
    ),
    (
      .simple, "RRRPPRRPPRSPPPRRRPRPRPPPPPSPRSSPSPRSSPPS",
      [
        0.250000, 0.250000, 0.250000, 0.500000, 0.500000, 0.250000, 0.200000, 0.400000, 0.400000, 0.250000,
        0.250000, 0.500000, 0.500000, 0.500000, 0.250000, 0.250000, 0.200000, 0.400000, 0.200000, 0.500000,
        0.333333, 0.400000, 0.500000, 0.600000, 0.333333, 0.600000, 0.166667, 0.500000, 0.400000, 0.250000,
        0.400000, 0.500000, 0.285714, 0.500000, 0.166667, 0.250000, 0.333333, 0.600000, 0.625000, 0.428571,
      ]
    ),
    (
      .mixTape, "RRRPPRRSPRSPPRPSRRRRRSRPSPPPPSPRSSSPSPSS",
      [
        0.250000, 0.250000, 0.250000, 0.500000, 0.500000, 0.250000, 0.100000, 0.583333, 0.250000, 0.250000,
        0.300000, 0.666667, 0.200000, 0.500000, 0.200000, 0.562500, 0.300000, 0.583333, 0.357143, 0.375000,
        0.318182, 0.708333, 0.357143, 0.636364, 0.653846, 0.555556, 0.500000, 0.375000, 0.333333, 0.318182,
        0.250000, 0.187500, 0.250000, 0.500000, 0.192308, 0.727273, 0.423077, 0.636364, 0.566667, 0.346154,
      ]
    ),
  ]

  @Test(
    "gives each throw of the real bots the chance the bot gave it, in every round of a recorded game",
    arguments: recordings.indices)
  func matchesTheRealBotsChances(recording: Int) {
    // Arrange
    let (variant, own, expected) = Self.recordings[recording]
    var bot = DynamicMarkovSampler(variant: variant)
    var differences: [Double] = []

    // Act
    for (round, throwMade) in Array(own).enumerated() {
      differences.append(abs(bot.chances[Self.index(of: throwMade)] - expected[round]))
      bot.record(own: Self.index(of: throwMade), other: Self.index(of: Self.other[round]))
    }

    // Assert
    #expect((differences.max() ?? 1) < 1e-6, "largest difference \(differences.max() ?? 1)")
  }

  @Test(
    "identifies RunDMC2 and SimpleDMC against random throws",
    arguments: [DynamicMarkovSampler.Variant.runDMC2, .simple])
  func identifiesTheBots(variant: DynamicMarkovSampler.Variant) {
    // Arrange: four games of the bot against a player who throws at random.
    var identified: [Int] = []

    for seed: UInt64 in 1...4 {
      var agent = SamplingAgent(bot: DynamicMarkovSampler(variant: variant), seed: seed)
      var model = SamplingBotModel<DynamicMarkovSampler>()

      // Act
      let rounds = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        model.update(theirMoves: theirs, myMoves: mine)
        return model.identifiesPlayer || model.isStopped
      }
      identified.append(model.identifiesPlayer ? rounds : -1)
    }

    // Assert
    #expect(
      identified.allSatisfy { (9...SamplingBotModel<DynamicMarkovSampler>.quietRounds).contains($0) },
      "identified after \(identified) rounds")
  }

  @Test(
    "never takes players who are not the bots for them, and stops once its quiet rounds run out",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn, .noisyCycle])
  func neverIdentifiesOthers(bot: Bot) {
    // Arrange
    var model = SamplingBotModel<DynamicMarkovSampler>()

    // Act
    let trial = trialAgainstSuiteBot(bot, limit: SamplingBotModel<DynamicMarkovSampler>.quietRounds + 1) {
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
