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
      case .testinonmo: Self.trial(TestinonmoModel(), against: bot)
      case .testingPleaseIgnore: Self.trial(TestingPleaseIgnoreModel(), against: bot)
      }
    }

    /// A player who throws as the bot does.
    func agent(seed: UInt64) -> any Opponent {
      switch self {
      case .testinonmo: TestinonmoAgent(seed: seed)
      case .testingPleaseIgnore: TestingPleaseIgnoreAgent(seed: seed)
      }
    }

    var answerName: String {
      switch self {
      case .testinonmo: Ensemble.testinonmoAnswerName
      case .testingPleaseIgnore: Ensemble.testingPleaseIgnoreAnswerName
      }
    }

    /// The other copy.
    var twin: Copy { self == .testinonmo ? .testingPleaseIgnore : .testinonmo }

    /// A 1000-round game of the hard engine against the bot: its net, the rounds it answered the
    /// bot's model, and the rounds it answered the twin's.
    func hardEngineGame(seed: UInt64) -> (net: Int, answered: Int, answeredTwin: Int) {
      var agent = agent(seed: seed + 200)
      var answered = 0
      var answeredTwin = 0
      let net = hardEngineNet(seed: seed, against: &agent, rounds: 1000) { game in
        if game.lastInsight?.strategy == answerName { answered += 1 }
        if game.lastInsight?.strategy == twin.answerName { answeredTwin += 1 }
      }
      return (net, answered, answeredTwin)
    }

    /// The rounds the bot's own model takes to identify it against random throws, or nil.
    func roundsToIdentify(seed: UInt64) -> Int? {
      switch self {
      case .testinonmo: Self.roundsToIdentify(TestinonmoModel(), agent: agent(seed: seed), seed: seed)
      case .testingPleaseIgnore:
        Self.roundsToIdentify(TestingPleaseIgnoreModel(), agent: agent(seed: seed), seed: seed)
      }
    }

    private static func roundsToIdentify<Copied: DeterministicBot>(
      _ model: DeterministicBotModel<Copied>, agent: any Opponent, seed: UInt64
    ) -> Int? {
      var (model, agent) = (model, agent)
      let rounds = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        model.update(theirMoves: theirs, myMoves: mine)
        return model.identifiesPlayer || model.isStopped
      }
      return model.identifiesPlayer ? rounds : nil
    }

    /// The log odds each model gives the player after `rounds` rounds of the bot against random
    /// throws: this copy's, then the twin's (minus infinity once a model has stopped).
    func logOdds(seed: UInt64, rounds: Int) -> (own: Double, twin: Double) {
      var agent = agent(seed: seed)
      var testinonmo = TestinonmoModel()
      var testingPleaseIgnore = TestingPleaseIgnoreModel()
      _ = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        testinonmo.update(theirMoves: theirs, myMoves: mine)
        testingPleaseIgnore.update(theirMoves: theirs, myMoves: mine)
        return theirs.count >= rounds
      }
      let odds = (
        testinonmo: testinonmo.isStopped ? -Double.infinity : testinonmo.logOdds,
        testingPleaseIgnore: testingPleaseIgnore.isStopped ? -Double.infinity : testingPleaseIgnore.logOdds
      )
      return self == .testinonmo
        ? (odds.testinonmo, odds.testingPleaseIgnore) : (odds.testingPleaseIgnore, odds.testinonmo)
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

  @Test("identifies the bot against random throws in 9 to 30 rounds", arguments: Copy.allCases)
  func identifiesTheBot(copy: Copy) {
    // Arrange, act: six games against a player who throws at random.
    let rounds = (UInt64(1)...6).map { copy.roundsToIdentify(seed: $0) }

    // Assert: odds of 10,000 to 1 take nine rounds thrown by the counts.
    #expect(rounds.allSatisfy { (9...30).contains($0 ?? -1) }, "identified after \(rounds) rounds")
  }

  @Test("Each model finds its own bot likelier than the twin's within 60 rounds", arguments: Copy.allCases)
  func ownModelIsLikelier(copy: Copy) {
    // Arrange, act: six games of the bot against random throws.
    let odds = (UInt64(1)...6).map { copy.logOdds(seed: $0, rounds: 60) }

    // Assert: the bots throw alike in many rounds, but not in all.
    #expect(odds.allSatisfy { $0.own > $0.twin }, "\(odds)")
  }

  @Test("lets the hard engine beat testinonmo by hundreds a game")
  func hardEngineBeatsTestinonmo() {
    // Arrange: before the model, the engine won by +12.8 a 1000 rounds against the real bot over
    // 20 games (docs/engine-field.md).

    // Act
    let games = (UInt64(1)...4).map { Copy.testinonmo.hardEngineGame(seed: $0) }

    // Assert: the bot loses every round it throws by its counts, until its losses pass 65% and it
    // throws at random for a while.
    #expect(games.allSatisfy { $0.net >= 300 && $0.answered >= 300 && $0.answeredTwin <= 20 }, "\(games)")
  }

  @Test("lets the hard engine beat Testing Please Ignore in nearly every round")
  func hardEngineBeatsTestingPleaseIgnore() {
    // Arrange: before the model, the engine won by +15.7 a 1000 rounds against the real bot over
    // 20 games (docs/engine-field.md).

    // Act
    let games = (UInt64(1)...4).map { Copy.testingPleaseIgnore.hardEngineGame(seed: $0) }

    // Assert: the bot never gives up, so it loses nearly every round once identified.
    #expect(games.allSatisfy { $0.net >= 800 && $0.answered >= 900 && $0.answeredTwin <= 20 }, "\(games)")
  }
}
