import Testing

@testable import GameCore

@Suite("dllu1 model")
struct DLLU1Tests {
  @Test("names the real dllu1's throw in every round of a recorded game")
  func namesTheRealBotsThrows() {
    // Arrange: 120 rounds of the public bot (scripts/engine-field's copy of dllu1.py, Python's
    // random seeded with 7) against random throws: its throws, the other side's, and the throw
    // its scores chose before chance took over, in the opening and wherever no meta-predictor
    // scored. Its first guesses were paper for the predictors, rock for the meta-predictors, and
    // rock for the pairs' match one round back.
    let own = Array(
      "RRSPPRSPPSSPRPRPPPSSPSRPSRRPPRRPPRSPRSSPPSRPPSSSSPRRPPPRPSRPPRSRPRSPSSSRRSRSSRSRSRSRSRSRRPRSSRRRSSRRSPSSRSPPRRPPPRPPSRSR"
    )
    let other = Array(
      "RPPRRSRRRRSRPSRPPPPPSRPRPRRSPSPPPSRSPRRPSPRSRPRSRPSSRSRSRSRPSRRSPSSPPSPPRRSRSSPSPSPSSRPRPSPSSRSSSRPRRPPRPRPPPPSPRSPRRSRR"
    )
    let chosen = Array(
      "PPSPRRSRRSSSRRSPPSRSRPPPSPRPPPRPPRRPRSSPPSRPPSSSSPRRPPPRPSRPPRSRPRSPSSSRRSRSSRSRSRSRSRSRRPRSSRRRSSRRSPSSRSPPRRSSPRPPSRSR"
    )
    var scores = DLLU1Scores(floorDivision: false, predictorGuess: 1, metaGuess: 0, pairGuess: 0)
    var game = RecordedGame()
    var missed: [Int] = []

    // Act
    for round in own.indices {
      if scores.move != Self.index(of: chosen[round]) { missed.append(round) }
      game.append(own: Self.index(of: own[round]), other: Self.index(of: other[round]))
      game.record(into: &scores)
    }

    // Assert
    #expect(missed.isEmpty, "missed in rounds \(missed)")
  }

  @Test("identifies each of the bots against random throws", arguments: DLLU1Agent.Variant.allCases)
  func identifiesTheBots(variant: DLLU1Agent.Variant) {
    // Arrange: four games against a player who throws at random.
    var identified: [Int] = []

    for seed: UInt64 in 1...4 {
      var agent = DLLU1Agent(variant: variant, seed: seed, floorDivision: seed % 2 == 0)
      var model = DLLU1Model()
      var game = RecordedGame()

      // Act
      let rounds = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        game.append(own: Int(theirs[theirs.count - 1]), other: Int(mine[mine.count - 1]))
        model.update(matchers: game.matchers, theirMoves: theirs, myMoves: mine)
        return model.identifiesPlayer || model.isStopped
      }
      identified.append(model.identifiesPlayer ? rounds : -1)
    }

    // Assert: chance takes most throws of the opening, which runs to round 40.
    #expect(
      identified.allSatisfy { (20...DLLU1Model.quietRounds).contains($0) },
      "identified after \(identified) rounds")
  }

  @Test(
    "rules out players who are not the bots, and stops",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn])
  func rulesOutOthers(bot: Bot) {
    // Arrange
    var player = bot.makeOpponent(seed: 4)
    var model = DLLU1Model()
    var game = RecordedGame()
    var everIdentified = false

    // Act
    let rounds = playAgainstRandomThrows(&player, seed: 9) { theirs, mine in
      game.append(own: Int(theirs[theirs.count - 1]), other: Int(mine[mine.count - 1]))
      model.update(matchers: game.matchers, theirMoves: theirs, myMoves: mine)
      everIdentified = everIdentified || model.identifiesPlayer
      return model.isStopped
    }

    // Assert
    #expect(model.isStopped)
    #expect(!everIdentified)
    #expect(rounds <= DLLU1Model.quietRounds, "stopped after \(rounds) rounds")
  }

  @Test(
    "lets the hard engine answer the bots and beat them",
    arguments: [(DLLU1Agent.Variant.dllu1, 2400), (.defensive, 600), (.randomer, 150)])
  func hardEngineBeatsTheBots(variant: DLLU1Agent.Variant, leastTotal: Int) {
    // Arrange: before the model, the engine won 17 a 1000 rounds against the real dllu1 and
    // finished level with dllu1_randomer (docs/engine-field.md).
    let seeds: [UInt64] = Array(1...8)
    var nets: [Int] = []

    // Act
    for seed in seeds {
      var agent = DLLU1Agent(variant: variant, seed: seed + 200)
      nets.append(hardEngineNet(seed: seed, against: &agent, rounds: 1000))
    }

    // Assert: level play would net 0 ± 73 over eight games of 1000 rounds. Chance takes every
    // throw of dllu1 once no meta-predictor scores, and the other two take more.
    let total = nets.reduce(0, +)
    #expect(total >= leastTotal, "the engine's net score over eight games of 1000 rounds: \(nets)")
  }

  private static func index(of letter: Character) -> Int {
    ["R": 0, "P": 1, "S": 2][letter] ?? -1
  }
}

/// A game from the bot's side, kept as the ``Ensemble`` keeps it for the model: the bot's moves
/// ("theirs" to the engine), the other player's, and matchers over both.
private struct RecordedGame {
  var ownMoves: [UInt8] = []
  var otherMoves: [UInt8] = []
  var matchers = [3, 3, 9].map {
    HistoryMatcher(alphabetSize: $0, maximumLength: Ensemble.matchLengths, memory: Ensemble.matchMemory)
  }

  mutating func append(own: Int, other: Int) {
    ownMoves.append(UInt8(own))
    otherMoves.append(UInt8(other))
    matchers[0].append(own)
    matchers[1].append(other)
    matchers[2].append(own * 3 + other)
  }

  func record(into scores: inout DLLU1Scores) {
    scores.record(
      own: Int(ownMoves[ownMoves.count - 1]), other: Int(otherMoves[otherMoves.count - 1]),
      ownMoves: ownMoves,
      otherMoves: otherMoves, ownMatcher: matchers[0], otherMatcher: matchers[1], pairMatcher: matchers[2])
  }
}
