import Testing

@testable import GameCore

@Suite("RPS_Meta_Fix copy")
struct RPSMetaFixTests {
  /// Two games of the public bot (hav4ik's opponents/rps_meta_fix.py, its draws taken from
  /// Python's `random.Random(61)` and `random.Random(63)`), printed by
  /// scripts/engine-field/meta-fix-recordings.py: the bot's throws, the other player's (at random
  /// in the first game of 300 rounds, mostly beating the bot's latest throw in the second of 1,100)
  /// and its two draws, the guess its guesses start with and then its meta guesses'.
  static let games: [(own: String, other: String, draws: String)] = [
    (
      "PRSRPPPSRSPRRSSPRPRPSRPSRPRRSPRPPRSRRPPSPPPSRRPSPPPRSPSRPSPSRRPRSPPRPPRRSSPPPSRRRPRSSSRPPRRSSPRPPRSSSPSSSRPRPRRPSPPPRPPSRPRPSPPRRPRSPRSRPSRRPPSPSPPPPRPRRSSPPRSRRSRPPRRPRRSPRRRPRPPSSRRPRRRPSSSPRSRPPRPRRRSSSRSPRSRPPPRSSPRRPSSRSPPPRRPSPRPPRRSRPPSSRRRRRSRPSPRRRSSRRRSPSPRRSPPSRPRRSSPRRSSPPPSRSRRPRRPRRPRP",
      "SPPPPRSSSSPRRRPSPPSPSSSPRSRRRRSSSSRPSRSSRPPRSPSSRSPSPRPPSRSPRPPSRPRRSRRSPRPRPRSSSSSRPSPPPRPRSSPPRRPRPSPPSRSRPPRSSPRSSSSRPPSSPRRPRSRRRSPPPRRPRSPPSPPRSRSSRRSPSRPRSPSPPRSPSSPRPRRPPRPSRSSSSPRPSRSRSPPRRPPPPSRSRSRRSSSRPPPSRSSPPRPPRRPPPRRPRSSSRRRPSPSRRRPSRSRPRPRSSRRSPPPPSSPPRSPRSRSSPPPRPRSRPPPRPRRSPPSRPPRR",
      "PR"
    ),
    (
      "SPRSRRSSRRPRPSRRRPRSPRPRPSSSRRRSSPSRPSPSRSSRPRPPPPSSRPSPSPRSPSRSRRRRSPPRRSSRPRRPRRSSSSRRSRRSPRSSRSSRRSRSRSRSSPSPRPSPRPPSSSPRPRSSRSRSPRPSPRRSPPPPSSSPSPRSRRPRSRRRRRPPPRSPRRPPPRPRRPPSRRSSSSPPPRPSSSPPRPSSPSPPRSPSPRPRPPPRRPSSRPPPRSPPPSPPPRSPRSSSPSPRRRRSSSPRPRRRSRRRRSRRSRRPSRRRRPRSSPSSPRPSPRRPSPPPRSSRPPRRPPPRRSRPSRPSRPPRPSRPPSRSPRRRSSSRPSRSPRRPSPPSSSSRPSSRPPRPSSRRSRPRPSSPRRSRRRRPSSRRRPRPPSSPPPSSSPSSRRRSPSPPRSRRRSSSRPSPSRRRSRPSPPRSSPPPRRSSRRSSSRPPRSRPSSPRRPRRPPSRSSRSRSRRRRSRPPPRRRPRPSSSPSPPRRSPRPRRPRSRRPPPRRPRPPPPRRRSPSPPRSPSSSPSRPRSRRSRSPRRSPPPSSRRPRSPRRSPPPPPPSSRSPSPSRPSPRRSPRPSPPRSPPPRSRPSPPSSPSPSSRRSPSSSSPRPSSSRPSPPRPRRSSSSRPSSPSPSSPRSRSSPSRPRRRPPSSSRRRPPSSRPPPSSSRPPSPSRRPRPPRRPRSSPRPPRRSPSPRSPRPRSRRPSSPPRSRRPSPSPRSRRPRPPSPPPSRSPRPSRPPSSPPRSRSPSPRPPPRPPSRPPRRPPSRPPRSRSPSRSSPSSPSRSPPSSSSPRRSRPRSSRRSPRRSRRSRSPPPSSRSPPSPSSRRPPRSSRSRRSPSRSPRSRSPRSSRRPPRSRPPRSSPRRRPRRRRRRSSRPRSSSSPRSPRRSRPRSPPPRSSSRSPRPRSSPSSRSSPPRRPSRRSPRRSSSPRRSSPSPPRPSRPPRRPSPSRRSSPSPSRRRRRPSSPSSPSPRSRSRRSSPRRSSSPPSSSSSPSPSPPRSSPRRRPRSSSSPPPRPPSPSPRSSPRRPRSPRPSPRPPPRPSRRPPPRRPSRSSRPPPRSRPSPRSPSPPRPPRRPPPPSPPPRSSRRRSPPPSRS",
      "RSPRPPRRPPSPSRPPPSRRSPSPSRRRPPPRRPRPSRPRSRRPSPSSSPRRSSRSRRRRSRPRPPPRRSSPRRRPSPPSPPRRPRPPSPPRSPRRSRRPPRPRPRPRRSRSPSRSPSSRRRSPSPRRPRPRSPSRSRPSSSSRRRRSRSPRPPSPRPPPPRRSSPRSPSSSSSSSPSPPPPRRRRSSSRSRRRSSPSRSSRSSPRPRSPSPSSSPPPRRPSSSPPSSRRSSSPRSPPRRSRSPPPPRRRSPSPPPRPPPPRPPRSSSRPPPPSPRRSRRSPRSSPPPRSSSPRRPPSPPSSSPPRPSRPSPPPSPSRPPSRPSSPPPRRRPPRPRSPPSRSSRRRRPSRRPSSPSPRPSSPSPSRRSPPRPPPPPSRPPPSPSSRRSSSRSRSRRPPPSRRSSPRPRSRRRPSRSRPPRRPSRSSPRRSSRPPRRPRRSRPSSRRPSRRSPPSPPPSRPRRPRPRPPRPRPRPSRPRSPSPRRSRSPPPRSPSPPSPRPPSRSPPSPSSSSPPPRSRSRPRSSRRSRPSPRPPRPRSSPRSSSRRPPSPRSPPRSSSRSRRRPRRPSRPSRSPPRSPSRSSPRSSSPRPSSSSRRPRSRRPPPSRRRRSPSRRRPSRSSPSPPRRSSPSRRSRSRRSPRPRRSRPSSPPSRRRRPPPSSRSPSSSRRRPRSRPRPPSPRSPPSSRRSPSSPPRSRSPRSPSRRPPSRRSPPSPPSRSRSSRPPSPSSRSSSRPRSPSRPSSRSPPPRPRSPSPSSSRSSRPSRPRSSSPRSPPPRSRPRRSRRSRPRSSRRRRSPPRPSPRPRPRSPRRPRRPRSPSRRPRSSRSRRPPSSRRRPRPPRPRRRSPRPRSPRRPRSRSRPSPPSRPPPPSPPPPPPPRPSPRRRRSPRSPPRPSPRSSSPSRSPRSRSPRRSRRPRSPSPPSRPPRSPPRRRSSPRRSRSSPSRPSPPPSPRRPPRRRRSRPPPPPSRRSRRSRSPRPRPPPRSSPRRRSSPRRRRPRSRSSPRRSPRPSSRSPRSSSPSSRSRSPRRSPPSPSSPSRSPSSSPSRPSSSSPPSRPRRPPSSPRPSRSPPRRSSPSSPPSSSSRSSSPRSRPPRSSSRPR",
      "PP"
    ),
  ]

  @Test("given the real bot's two draws, names its throw in every round", arguments: [0, 1])
  func namesTheRealBotsThrows(game: Int) {
    // Arrange
    let own = Self.game(game, \.own)
    let other = Self.game(game, \.other)
    let draws = Self.game(game, \.draws)
    var copy = RPSMetaFix(startingGuess: Int(draws[0]), startingMetaGuess: Int(draws[1]))
    var missed: [Int] = []

    // Act
    for round in own.indices {
      if copy.nextThrow != Int(own[round]) { missed.append(round) }
      copy.record(own: Int(own[round]), other: Int(other[round]))
    }

    // Assert
    #expect(missed.isEmpty, "missed in rounds \(missed)")
  }

  @Test("without the draws, names every throw but the first and never a wrong one", arguments: [0, 1])
  func copiesNameTheThrowsWithoutTheDraws(game: Int) {
    // Arrange: one copy for each pair of draws the bot may have made.
    let own = Self.game(game, \.own)
    let other = Self.game(game, \.other)
    var copies = RPSMetaFixCopies()
    var unnamed: [Int] = []
    var wrong: [Int] = []

    // Act
    for round in own.indices {
      switch copies.nextThrow {
      case nil: unnamed.append(round)
      case let move? where move != Int(own[round]): wrong.append(round)
      default: break
      }
      copies.record(own: Int(own[round]), other: Int(other[round]))
    }

    // Assert: the first throw is drawn; it tells the meta guess, and the copies left agree.
    #expect(unnamed == [0], "named no throw in rounds \(unnamed)")
    #expect(wrong.isEmpty, "named a wrong throw in rounds \(wrong)")
    #expect(!copies.isLost)
  }

  @Test("starts each new match over, its starting guesses drawn again, as the bot does when it starts")
  func startsEachMatchOver() {
    // Arrange: one agent for eight matches against random throws; fresh copies follow each match.
    var agent = RPSMetaFixAgent(seed: 3)
    var matchesMisnamed: [Int] = []
    var firstThrows: Set<UInt8> = []

    // Act
    for match in 0..<8 {
      var copies = RPSMetaFixCopies()
      var misnamed = false
      _ = playAgainstRandomThrows(&agent, seed: UInt64(match) + 90, limit: 40) { theirs, mine in
        let own = Int(theirs[theirs.count - 1])
        if theirs.count == 1 { firstThrows.insert(UInt8(own)) }
        if let named = copies.nextThrow, named != own { misnamed = true }
        copies.record(own: own, other: Int(mine[mine.count - 1]))
        return false
      }
      if misnamed { matchesMisnamed.append(match) }
    }

    // Assert: a copy started with the match names its throws, and the first throws differ.
    #expect(matchesMisnamed.isEmpty, "a fresh copy misnamed throws in matches \(matchesMisnamed)")
    #expect(firstThrows.count > 1, "every match began with the same throw")
  }

  @Test("identifies the bot within a dozen rounds of random throws")
  func identifiesTheBot() {
    // Arrange, act: six games of the bot against random throws.
    let rounds = (UInt64(1)...6).map { seed in
      var agent = RPSMetaFixAgent(seed: seed)
      var model = RPSMetaFixModel()
      return playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        model.update(theirMoves: theirs, myMoves: mine)
        return model.identifiesPlayer || model.isStopped
      }
    }

    // Assert: every throw but the first is named, and odds of 10,000 to 1 take nine of them.
    #expect(rounds.allSatisfy { (9...12).contains($0) }, "identified after \(rounds) rounds")
  }

  @Test(
    "never takes players who are not the bot for it",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn, .noisyCycle])
  func neverIdentifiesOthers(bot: Bot) {
    // Arrange
    var model = RPSMetaFixModel()

    // Act
    let trial = trialAgainstSuiteBot(bot, limit: RPSMetaFixModel.quietRounds + 1) { theirs, mine in
      model.update(theirMoves: theirs, myMoves: mine)
      return (model.identifiesPlayer, model.isStopped)
    }

    // Assert
    #expect(trial.stopped && !trial.everIdentified, "\(trial)")
  }

  @Test("lets the hard engine beat the bot by 900 or more a game, winning every round it answers")
  func hardEngineBeatsTheBot() {
    // Arrange: before the copy, the engine won by +46.8 a 1000 rounds against the real bot over
    // 20 games (docs/engine-field.md).

    // Act
    let games = (UInt64(1)...3).map { seed in
      answeredGame(RPSMetaFixAgent(seed: seed + 700), seed: seed, answer: Ensemble.rpsMetaFixAnswerName)
    }

    // Assert: the bot never throws at random after its first throw, so once identified it loses
    // every round.
    #expect(games.allSatisfy { $0.net >= 900 && $0.answered >= 900 }, "\(games)")
    #expect(games.allSatisfy { $0.answeredNet == $0.answered }, "\(games)")
  }

  /// One part of a recorded game as throws.
  private static func game(
    _ index: Int, _ part: KeyPath<(own: String, other: String, draws: String), String>
  ) -> [UInt8] {
    games[index][keyPath: part].compactMap { letter in ["R": 0, "P": 1, "S": 2][letter] }
  }
}
