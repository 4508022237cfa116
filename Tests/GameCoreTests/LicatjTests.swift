import Testing

@testable import GameCore

@Suite("licatj's bots: scattershot and McMetamanFixed")
struct LicatjTests {
  /// 300 rounds of each public bot (scripts/engine-field's copies of rpsbots/bot18.py and
  /// McMetamanFixed.py, Python's random seeded with 11) against random throws (seeded with 5).
  static let scattershotGame = (
    own:
      "PSRSPRRRRPSPRPRPPRPPPPPRPPSPRRSSSPRRSRPPPPPSPSSPSSRRPRPPSRSPPPPPRSRRSRPPPRRPPSSRPRSRPSSSSSPRPRPRSRPRRPPPPPSPPSSPPSSPRRSPSPSRPRPSRRPPSRPSPSRSPSRRPSSSSRPSSSRPPPSPRRPSRRRSRRRPPRRRPRPPPPPPRSRRPRRPSSSSSSRSRSPRRPPRSRSPSRSPRPPPRPRPPSSPPRRRSSPRSPSSRSSPRSSSSSPSSSPSSSSSPSRRSPSRRSSRSSSRRRSSSRRRRPRSRSPSSRSSRRPS",
    other:
      "SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRRRRRRPPRSSSRRSRPPRPPRRPRPPSSRSSSPRPPPPSPRPPSRRPRSPPRSPPPSRPRSRSRRRPPSPSPPRSSPPRPRRPSSPRPPSSRPSPPRRSRSSPPRSRRSSPRRSSPPPSPRRSRPPRRSSRSPRRPPRRPPRPSRSPPSSPPPPPPRRPSRSPPRRPPSSSPRPSSSRPPSSSPPPSSPPSRSRPSPPSPPPSSSPPPSPSPPRSPPPSRSRRPPPSRSSSPRSSSSPPSSSPSRRRSPSSRRSRSSRPRR"
  )
  static let mcMetamanFixedGame = (
    own:
      "PSPRRRRRRRPSSSPRPSPPRSPSSPRSPPPSPPPRPRRSRPPPPPSPRPSPPRPSRPSRPPPSRSSSPRPRRPSPSSPSRSSSRRSPRPRSSPPPPRRPRSRPRPRPSRRRRRPSSRRSPRPRSSSRPPRRSPRSPRSSSRPSSSSPSSPRPSSPPPSPSSSSRRPRSSPSSRSPSPRPRPPSPRPPRSRSPSSSSSPRRPSSRSPSSRPPRPSRRSSPPRRRSPRSSRSSRSSRRPPSSSSPRPSSSSSSRRRPSSSPPRSSPSRSRPPRPSRRRSPSRRRPPSPSSRPSSSPPRRRR",
    other:
      "SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRRRRRRPPRSSSRRSRPPRPPRRPRPPSSRSSSPRPPPPSPRPPSRRPRSPPRSPPPSRPRSRSRRRPPSPSPPRSSPPRPRRPSSPRPPSSRPSPPRRSRSSPPRSRRSSPRRSSPPPSPRRSRPPRRSSRSPRRPPRRPPRPSRSPPSSPPPPPPRRPSRSPPRRPPSSSPRPSSSRPPSSSPPPSSPPSRSRPSPPSPPPSSSPPPSPSPPRSPPPSRSRRPPPSRSSSPRSSSSPPSSSPSRRRSPSSRRSRSSRPRR"
  )

  @Test("henny throws what beats one of the other player's moves, the latest counting twice")
  func hennyChances() {
    // Arrange: the other player threw rock, rock, paper.
    var tables = LicatjTables()

    // Act
    for other in [0, 0, 1] { tables.append(own: 2, other: other) }

    // Assert: rock 2 of 4 (paper beats it), paper 1 + 1 of 4 (scissors beats it).
    #expect(tables.hennyChances == SIMD3(0, 0.5, 0.5))
  }

  @Test("the bots' history matches take the first earlier run forwards and the latest backwards")
  func historyMatches() {
    // Arrange: pairs 1 2 3 1 2 4 1 2. The run "1 2" came at 0–1 (then 3) and 3–4 (then 4).
    var tables = LicatjTables()

    // Act
    for pair in [1, 2, 3, 1, 2, 4, 1, 2] { tables.append(own: pair / 3, other: pair % 3) }
    let found = tables.matches(backwardShortens: true)

    // Assert: forwards the first (then 3), backwards the latest (then 4); the second forward
    // search goes on from after the first, the second backward from before the latest.
    #expect(found[0] == 3)
    #expect(found[1] == 4)
    #expect(found[2] == 4)
    #expect(found[3] == 3)
  }

  @Test("the filter foretells most throws of the real scattershot in a recorded game")
  func foretellsScattershot() {
    // Act
    let (meanChance, identifiedAfter) = Self.replay(
      LicatjModel<Scattershot>(), Self.scattershotGame.own, Self.scattershotGame.other)

    // Assert: the bot's draws decide about one throw in eight.
    #expect(meanChance > 0.8, "mean chance of the bot's throws: \(meanChance)")
    #expect((14...60).contains(identifiedAfter ?? 0), "identified after \(identifiedAfter ?? -1) rounds")
  }

  @Test("the filter foretells most throws of the real McMetamanFixed in a recorded game")
  func foretellsMcMetamanFixed() {
    // Act
    let (meanChance, identifiedAfter) = Self.replay(
      LicatjModel<McMetamanFixed>(), Self.mcMetamanFixedGame.own, Self.mcMetamanFixedGame.other)

    // Assert
    #expect(meanChance > 0.8, "mean chance of the bot's throws: \(meanChance)")
    #expect((14...60).contains(identifiedAfter ?? 0), "identified after \(identifiedAfter ?? -1) rounds")
  }

  @Test(
    "the filter of each bot identifies its agent against random throws",
    arguments: LicatjAgent.Variant.allCases)
  func identifiesTheAgents(variant: LicatjAgent.Variant) {
    // Arrange: four games against a player who throws at random.
    var identified: [Int] = []

    for seed: UInt64 in 1...4 {
      var agent = LicatjAgent(variant: variant, seed: seed)
      var scattershot = LicatjModel<Scattershot>()
      var mcMetamanFixed = LicatjModel<McMetamanFixed>()

      // Act
      let rounds = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        scattershot.update(theirMoves: theirs, myMoves: mine)
        mcMetamanFixed.update(theirMoves: theirs, myMoves: mine)
        let identifies =
          variant == .scattershot ? scattershot.identifiesPlayer : mcMetamanFixed.identifiesPlayer
        return identifies || scattershot.isStopped && mcMetamanFixed.isStopped
      }
      let identifies =
        variant == .scattershot ? scattershot.identifiesPlayer : mcMetamanFixed.identifiesPlayer
      identified.append(identifies ? rounds : -1)
    }

    // Assert
    #expect(identified.allSatisfy { (14...100).contains($0) }, "identified after \(identified) rounds")
  }

  @Test(
    "rules out players who are not the bots, and stops",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn, .noisyCycle])
  func rulesOutOthers(bot: Bot) {
    // Arrange
    var scattershot = LicatjModel<Scattershot>()
    var mcMetamanFixed = LicatjModel<McMetamanFixed>()

    // Act
    let trial = trialAgainstSuiteBot(bot) { theirs, mine in
      scattershot.update(theirMoves: theirs, myMoves: mine)
      mcMetamanFixed.update(theirMoves: theirs, myMoves: mine)
      return (
        scattershot.identifiesPlayer || mcMetamanFixed.identifiesPlayer,
        scattershot.isStopped && mcMetamanFixed.isStopped
      )
    }

    // Assert
    #expect(trial.stopped)
    #expect(!trial.everIdentified)
  }

  @Test("lets the hard engine beat each bot, where it was level", arguments: LicatjAgent.Variant.allCases)
  func hardEngineBeatsTheBots(variant: LicatjAgent.Variant) {
    // Arrange: before the models, the engine finished level with both real bots (+0.6 ± 2.5 and
    // +1.2 ± 2.7 a 1000 rounds over 100 games, docs/engine-field.md).
    var nets: [Int] = []

    // Act
    for seed: UInt64 in 1...3 {
      var agent = LicatjAgent(variant: variant, seed: seed + 200)
      nets.append(hardEngineNet(seed: seed, against: &agent, rounds: 1000))
    }

    // Assert: McMetamanFixed gives up its strategies for henny once 50 behind, and scattershot
    // from round 500 while behind; henny is a fair game but for an edge the engine takes.
    #expect(nets.allSatisfy { $0 >= 40 }, "the engine's net score in each game of 1000 rounds: \(nets)")
  }

  /// Replays a recorded game into `start`: the mean chance it gave the bot's throws, and after how
  /// many rounds it identified the bot, if it did.
  private static func replay<Mind>(
    _ start: LicatjModel<Mind>, _ own: String, _ other: String
  ) -> (Double, Int?) {
    var model = start
    let moves = recordedMoves(own.map { String(["R": 0, "P": 1, "S": 2][$0] ?? 9) }.joined())
    let others = recordedMoves(other.map { String(["R": 0, "P": 1, "S": 2][$0] ?? 9) }.joined())
    var total = 0.0
    var identifiedAfter: Int?
    for round in moves.indices {
      total += model.forecast[Int(moves[round])]
      model.update(theirMoves: Array(moves[...round]), myMoves: Array(others[...round]))
      if identifiedAfter == nil && model.identifiesPlayer { identifiedAfter = round + 1 }
    }
    return (total / Double(moves.count), identifiedAfter)
  }
}
