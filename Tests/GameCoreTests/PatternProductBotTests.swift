import Testing

@testable import GameCore

@Suite("The models of testinonmo and Testing Please Ignore in the hard engine")
struct PatternProductBotTests {
  /// The two copied bots of one type (``PatternProductBot``).
  enum Copy: CaseIterable, Sendable {
    case testinonmo, testingPleaseIgnore

    /// Plays the model against a suite bot until it stops or its quiet rounds are nearly out.
    func trial(against bot: Bot) -> (stopped: Bool, everIdentified: Bool) {
      switch self {
      case .testinonmo: Self.trial(DeterministicBotModel<Testinonmo>(), against: bot)
      case .testingPleaseIgnore: Self.trial(DeterministicBotModel<TestingPleaseIgnore>(), against: bot)
      }
    }

    /// A 1000-round game of the hard engine against the bot: its net, and the rounds it answered
    /// the bot's model.
    func hardEngineGame(seed: UInt64) -> (net: Int, answered: Int) {
      switch self {
      case .testinonmo:
        var agent = TestinonmoAgent(seed: seed + 200)
        return Self.hardEngineGame(seed: seed, against: &agent, answering: Ensemble.testinonmoAnswerName)
      case .testingPleaseIgnore:
        var agent = TestingPleaseIgnoreAgent(seed: seed + 200)
        return Self.hardEngineGame(
          seed: seed, against: &agent, answering: Ensemble.testingPleaseIgnoreAnswerName)
      }
    }

    private static func trial<Copied: DeterministicBot>(
      _ model: DeterministicBotModel<Copied>, against bot: Bot
    ) -> (stopped: Bool, everIdentified: Bool) {
      var model = model
      let trial = trialAgainstSuiteBot(bot, limit: DeterministicBotModel<Copied>.quietRounds - 1) {
        theirs, mine in
        model.update(theirMoves: theirs, myMoves: mine)
        return (model.identifiesPlayer, model.isStopped)
      }
      return (trial.stopped, trial.everIdentified)
    }

    private static func hardEngineGame(
      seed: UInt64, against agent: inout some Opponent, answering strategy: String
    ) -> (net: Int, answered: Int) {
      var answered = 0
      let net = hardEngineNet(seed: seed, against: &agent, rounds: 1000) { game in
        if game.lastInsight?.strategy == strategy { answered += 1 }
      }
      return (net, answered)
    }
  }

  @Test(
    "rules out players who are not the bot by their throws, before its quiet rounds run out",
    arguments: Copy.allCases,
    [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn, .noisyCycle])
  func rulesOutOthers(copy: Copy, bot: Bot) {
    // Arrange, act
    let trial = copy.trial(against: bot)

    // Assert
    #expect(trial.stopped)
    #expect(!trial.everIdentified)
  }

  @Test("lets the hard engine beat testinonmo by hundreds a game")
  func hardEngineBeatsTestinonmo() {
    // Arrange: before the model, the engine won by +12.8 a 1000 rounds against the real bot over
    // 20 games (docs/engine-field.md).

    // Act
    let games = (UInt64(1)...4).map { Copy.testinonmo.hardEngineGame(seed: $0) }

    // Assert: the bot loses every round it throws by its counts, until its losses pass 65% and it
    // throws at random for a while.
    #expect(games.allSatisfy { $0.net >= 300 && $0.answered >= 300 }, "\(games)")
  }

  @Test("lets the hard engine beat Testing Please Ignore in nearly every round")
  func hardEngineBeatsTestingPleaseIgnore() {
    // Arrange: before the model, the engine won by +15.7 a 1000 rounds against the real bot over
    // 20 games (docs/engine-field.md).

    // Act
    let games = (UInt64(1)...4).map { Copy.testingPleaseIgnore.hardEngineGame(seed: $0) }

    // Assert: the bot never gives up, so it loses nearly every round once identified.
    #expect(games.allSatisfy { $0.net >= 800 && $0.answered >= 900 }, "\(games)")
  }
}
