import Testing

@testable import GameCore

@Suite("zai_mix_history bots' model")
struct ZaiMixHistoryTests {
  /// The other player's throws in the recorded games below.
  static let other = Array("SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRR")

  /// A recorded game of each bot: the script from t-vaudry/RPS, Python's random seeded with 11,
  /// against ``other``; its throws and, round by round, the chance it gave the throw it made,
  /// read from the script's own mixture.
  static let recordings: [(variant: ZaiMixHistory.Variant, own: String, chances: [Double])] = [
    (
      .ownHistory, "PSSSPPRSRSRPPPSPPRPSPPSRRSPSPSRRRRRRPPSR",
      [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.125000, 0.333333, 0.333333, 0.732069, 0.395584,
        0.719398, 0.310206, 0.712135, 0.846575, 0.921752, 0.309451, 0.336263, 0.403034, 0.268498, 0.579625,
        0.590290, 0.782959, 0.567046, 0.279164, 0.331379, 0.346531, 0.308287, 0.272237, 0.210639, 0.550781,
        0.318160, 0.712453, 0.485340, 0.314543, 0.333090, 0.704384, 0.312175, 0.301894, 0.245820, 0.232640,
      ]
    ),
    (
      .bothHistories, "PSSSPSRSPPRPRPSPPPPPPSSRRSPSPPRRRRRPPSSR",
      [
        0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.333333, 0.432250, 0.333333, 0.518284, 0.333333,
        0.333333, 0.333333, 0.848046, 0.333333, 0.726159, 0.333333, 0.655940, 0.156327, 0.297249, 0.531561,
        0.473034, 0.524935, 0.435013, 0.269878, 0.252398, 0.357811, 0.354900, 0.310813, 0.397966, 0.374388,
        0.285561, 0.257182, 0.337993, 0.290454, 0.242929, 0.328477, 0.370257, 0.454629, 0.395491, 0.325571,
      ]
    ),
  ]

  @Test(
    "gives each throw of the real bots the chance the bot gave it, in every round of a recorded game",
    arguments: recordings.indices)
  func matchesTheRealBotsChances(recording: Int) {
    // Arrange
    let (variant, own, expected) = Self.recordings[recording]
    var bot = ZaiMixHistory(variant: variant)
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
    "never takes players who are not the bots for them, and stops once its quiet rounds run out",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn, .noisyCycle])
  func neverIdentifiesOthers(bot: Bot) {
    // Arrange
    var model = SamplingBotModel<ZaiMixHistory>()

    // Act
    let trial = trialAgainstSuiteBot(bot, limit: SamplingBotModel<ZaiMixHistory>.quietRounds + 1) {
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
