import Testing

@testable import GameCore

@Suite("cts-meta model")
struct CTSMetaTests {
  @Test("gives each throw of the real bot the chance the bot gave it, in every round of a recorded game")
  func matchesTheRealBotsChances() {
    // Arrange: 60 rounds of the public bot (scripts/engine-field's copy of rpsbots/bot5.py,
    // Python's random seeded with 11) against random throws, and from the second round on the
    // chance its forecast gave the throw it made, worked out in Python from the bot's own state.
    let own = Array("PRSPSRRSRRRPPRPSSRPRRRRSRPPRSRSRPSRRRPRPRSSPSRSRSPSSSPSSPSSP")
    let other = Array("SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRRRRRRPPRSSSRRSRPPRPPR")
    let expected: [Double] = [
      0.479111, 0.348233, 0.316041, 0.344930, 0.192751, 0.551621, 0.207421, 0.411999, 0.832497, 0.589248,
      0.385748, 0.323669, 0.332064, 0.253701, 0.344063, 0.359542, 0.243511, 0.423784, 0.574959, 0.749882,
      0.568078, 0.656763, 0.166773, 0.436230, 0.279765, 0.351031, 0.754997, 0.245600, 0.239771, 0.259292,
      0.247038, 0.285138, 0.782332, 0.747598, 0.534974, 0.193538, 0.334711, 0.619330, 0.487931, 0.238747,
      0.342864, 0.733028, 0.049364, 0.427924, 0.651564, 0.295533, 0.574031, 0.225708, 0.119434, 0.344404,
      0.397355, 0.369095, 0.334993, 0.399388, 0.642334, 0.486753, 0.645776, 0.835775, 0.771709,
    ]
    var bot = CTSMeta()
    var differences: [Double] = []

    // Act
    for round in own.indices {
      if round > 0 { differences.append(abs(bot.chances[Self.index(of: own[round])] - expected[round - 1])) }
      bot.record(own: Self.index(of: own[round]), other: Self.index(of: other[round]))
    }

    // Assert
    #expect((differences.max() ?? 1) < 1e-6, "largest difference \(differences.max() ?? 1)")
  }

  @Test("identifies the bot against random throws")
  func identifiesTheBot() {
    // Arrange: four games against a player who throws at random.
    var identified: [Int] = []

    for seed: UInt64 in 1...4 {
      var agent = CTSMetaAgent(seed: seed)
      var model = CTSMetaModel()

      // Act
      let rounds = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        model.update(theirMoves: theirs, myMoves: mine)
        return model.identifiesPlayer || model.isStopped
      }
      identified.append(model.identifiesPlayer ? rounds : -1)
    }

    // Assert
    #expect(
      identified.allSatisfy { (9...CTSMetaModel.quietRounds).contains($0) },
      "identified after \(identified) rounds")
  }

  @Test(
    "rules out players who are not the bot by their throws, before its quiet rounds run out",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn, .noisyCycle])
  func rulesOutOthers(bot: Bot) {
    // Arrange
    var model = CTSMetaModel()

    // Act
    let trial = trialAgainstSuiteBot(bot, limit: CTSMetaModel.quietRounds - 1) { theirs, mine in
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
