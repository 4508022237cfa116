import Testing

@testable import GameCore

@Suite("DNA Polymerase V and its Ausf. B, C and D")
struct DNAPolymeraseTests {
  /// A recorded game of the bot (the script from t-vaudry/RPS, Python's random seeded with 11)
  /// against a player who mostly throws what beats its latest throw: its throws, the player's,
  /// round by round how many guesses it drew at random, the chance it gave the throw it made, and
  /// the 33 guesses it scored, the drawn ones among them (scripts/engine-field/dna-recordings.py
  /// prints them).
  struct Recording: Sendable, CustomTestStringConvertible {
    let name: String
    let variant: DNAPolymeraseStrands.Variant
    let own: [Int]
    let other: [Int]
    /// From the second round ("+" in the first, when the bot draws all 33).
    let draws: [Int]
    let chances: [Double]
    let guesses: [[Int]]

    init(
      _ name: String, variant: DNAPolymeraseStrands.Variant, own: String, other: String, draws: String,
      chances: [Double], guesses: [String]
    ) {
      self.name = name
      self.variant = variant
      self.own = own.map(Self.index)
      self.other = other.map(Self.index)
      self.draws = draws.map { $0.wholeNumberValue ?? -1 }
      self.chances = chances
      self.guesses = guesses.map { $0.map(Self.index) }
    }

    var testDescription: String { name }

    private static func index(of letter: Character) -> Int {
      ["R": 0, "P": 1, "S": 2][letter] ?? -1
    }
  }

  @Test(
    "makes the bot's guesses and gives each of its throws the bot's chance in every round, given the bot's draws",
    arguments: recordings)
  func copiesTheRealBot(recording: Recording) {
    // Arrange: a copy whose draws are the ones the bot made.
    var strands = DNAPolymeraseStrands(variant: recording.variant)
    var mind = DNAPolymeraseMind(variant: recording.variant, draw: { recording.guesses[0][$0] })
    var wrongGuesses: [Int] = []
    var wrongDraws: [Int] = []
    var differences: [Double] = []

    // Act
    for round in 1..<recording.own.count {
      let readings = strands.append(other: recording.other[round - 1], own: recording.own[round - 1])
      var draws = 0
      mind.learn(
        other: recording.other[round - 1], readings: readings,
        draw: {
          draws += 1
          return recording.guesses[round][$0]
        })
      if mind.guesses.map(Int.init) != recording.guesses[round] { wrongGuesses.append(round) }
      if draws != recording.draws[round] { wrongDraws.append(round) }
      differences.append(abs(mind.chances[recording.own[round]] - recording.chances[round]))
    }

    // Assert
    #expect(wrongGuesses.isEmpty, "guesses differ in rounds \(wrongGuesses)")
    #expect(wrongDraws.isEmpty, "draws differ in rounds \(wrongDraws)")
    #expect((differences.max() ?? 1) < 1e-6, "largest difference \(differences.max() ?? 1)")
  }

  @Test(
    "follows the real bot without knowing its draws: knows its throw whenever the throw does not hang on that round's draws, and identifies it within 60 rounds",
    arguments: recordings)
  func followsTheRealBot(recording: Recording) throws {
    // Arrange: the model, and beside it a copy that knows the bot's draws, to tell the rounds in
    // which the bot's throw hangs on what it drew in them (then nothing can foretell it).
    var model = DNAPolymeraseModel(variant: recording.variant)
    var strands = DNAPolymeraseStrands(variant: recording.variant)
    var mind = DNAPolymeraseMind(variant: recording.variant, draw: { recording.guesses[0][$0] })
    var foretellable: [Double] = []
    var identifiedAfter: Int?

    // Act
    for round in recording.own.indices {
      if round > 0 {
        let readings = strands.append(other: recording.other[round - 1], own: recording.own[round - 1])
        var otherDraws = mind
        otherDraws.learn(
          other: recording.other[round - 1], readings: readings,
          draw: { (recording.guesses[round][$0] + 1) % 3 })
        mind.learn(
          other: recording.other[round - 1], readings: readings,
          draw: { recording.guesses[round][$0] })
        if round > 50, otherDraws.chances == mind.chances {
          foretellable.append(model.forecast[recording.own[round]])
        }
      }
      model.update(
        theirMoves: recording.own[...round].map(UInt8.init),
        myMoves: recording.other[...round].map(UInt8.init))
      if identifiedAfter == nil, model.identifiesPlayer { identifiedAfter = round + 1 }
    }

    // Assert: the bot throws the answer to its leading guess with a chance of 0.867, but the scores
    // of the guesses it drew in earlier rounds are known only in part, and some rounds one may lead.
    let mean = foretellable.reduce(0, +) / Double(max(foretellable.count, 1))
    #expect(foretellable.count >= 50, "\(foretellable.count) rounds of 99 from round 51 foretellable")
    #expect(mean > 0.6, "mean chance of the bot's foretellable throws from round 51: \(mean)")
    let rounds = try #require(identifiedAfter)
    #expect((10...60).contains(rounds), "identified after \(rounds) rounds")
  }

  @Test(
    "of the four versions, the bot's own fits its recorded game best, or within a few nats of V and Ausf. B, which differ by three guesses that seldom lead",
    arguments: recordings)
  func tellsTheVersionsApart(recording: Recording) throws {
    // Arrange
    let variants: [DNAPolymeraseStrands.Variant] = [.ausfD, .ausfB, .v, .ausfC]
    var models = variants.map(DNAPolymeraseModel.init)

    // Act
    for round in recording.own.indices {
      let theirs = recording.own[...round].map(UInt8.init)
      let mine = recording.other[...round].map(UInt8.init)
      for index in models.indices { models[index].update(theirMoves: theirs, myMoves: mine) }
    }

    // Assert
    let own = try #require(variants.firstIndex(of: recording.variant))
    let best = models.map(\.logOdds).max() ?? 0
    let twins: Set<Int> = [1, 2]
    let margin = twins.contains(own) ? 5.0 : 0
    #expect(models[own].logOdds >= best - margin, "log odds \(models.map(\.logOdds))")
    let others = models.indices.filter { $0 != own && !(twins.contains(own) && twins.contains($0)) }
    #expect(
      others.allSatisfy { models[$0].logOdds < models[own].logOdds - 10 }, "log odds \(models.map(\.logOdds))"
    )
  }

  @Test(
    "never takes players who are not the bot for it, and stops once its quiet rounds run out",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn, .noisyCycle])
  func neverIdentifiesOthers(bot: Bot) {
    // Arrange
    var models = [DNAPolymeraseStrands.Variant.ausfD, .ausfB, .v, .ausfC].map(DNAPolymeraseModel.init)

    // Act
    let trials = models.indices.map { index in
      trialAgainstSuiteBot(bot, limit: FilteredBotTrial.quietRounds + 1) { theirs, mine in
        models[index].update(theirMoves: theirs, myMoves: mine)
        return (models[index].identifiesPlayer, models[index].isStopped)
      }
    }

    // Assert
    #expect(trials.allSatisfy { $0.stopped && !$0.everIdentified }, "\(trials)")
  }
}
