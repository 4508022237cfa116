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

  /// The hard engine's games against each real bot (scripts/engine-field's harness, seed 4001,
  /// 1000 rounds): the bot's moves, then the engine's, as digits (0 rock, 1 paper, 2 scissors).
  /// The engine led scattershot by 330 at most and McMetamanFixed by 90, so both games go through
  /// the bots' henny fallbacks.
  static let scattershotAgainstEngine = (
    bot: """
    0211201120020100100220101221020201200122201111220221200111021122012000001102002112021120212111022211
    2221210200101112211020201201000221020100002101000122100022000000022110221022112120101221100011211021
    0101120201010111002021110201112221101011110202212112022211000101020021222011120011001211100222201011
    0112002111010201000222210201022200110020002121122112021001201020122001220222102020010212110101210121
    1222002211001212220220220002102022020222111202000022212100020112122022200202212101011120100021200010
    1121121001011011022001211000111200201121120011022120120222212012022010200111002202022211122012021102
    2100021011010100200202202220121211220100201200011000100220102100012022221202102100220221220000222100
    1220211012221020122022212112011100111002101102020001122001012010220201100210201122011000012012001102
    2112102012102000211200222220100212202111120022111202120022112121122222100120222020220102212201122022
    1010101210020110010122010212112020201122011000020212020002212211200002100210212222010011210121120110
    """,
    engine: """
    1220111101002221002200212002101202011200012020001202011222102200120111102210110200002020220122101101
    1102021011012220022121012222111001101210110212110202211100111222110201000200210201212202211120222012
    2212021112122122010002221010120020220122121010010220200022111001121102000220201122120022210000222112
    1220110222111022000200021212102011221101110202221220002100212101200112021000202101121021221001000200
    2010110022110020022001001120210100102000212010111002010020211012211210201010000202122201211100011021
    2222121212112112112112112112111021021021021021021021021021021021021021021021021021021021021021021021
    0210210210210210210210210210210210210210210210210210210210210210210210210210210210210210210210210210
    2102102102102102102102102102102102102102102102102102102102102102102102102102102102102102102102102102
    1021021021020120220221111021010010210210210210210210210210210210210210210210210210210210210210210210
    2102102102102102102102102121021001202110221021020210210210210210210210210210210210210210210210210210
    """
  )
  static let mcMetamanFixedAgainstEngine = (
    bot: """
    1001002121122120011102000001010212001221011020011202222101122011022201121201120101201211100201120022
    1210100012212002022202202200211002211100100221000110121112012000001211002020222221121021020011012222
    1122012120111022021121220022101201200222202112111212100201120200122001012102222200100111222200102011
    2202210001200020022220201202011221120211100010111022111112112110102120001010220200021212001212200200
    2012210110010112001212221122112121112020111100201202200122201202222101002200010020200221102121200212
    1022221201002201120200210121221011111102002202010110010102010200101110220002000101111000222002112212
    2220120112121022010211011011102122212111101120200001120211011020120022120202001010200110012221102020
    2112221221222110011200211200201202111202012000112202002002210212020122100210121122120122102202201120
    2020220011000022220110211100110102211220000022000012222110012011000201002202011101201000022200121212
    0010102222221200011121100120111200102020212102122100102102122002021221101100001111222021201111101012
    """,
    engine: """
    1221001221120002122202202112221020112202111011222110000212201122100022212012110212212202211001121100
    2221001110220100100100100100100100102102102102102102102102102102102102102102102102102102102102102102
    1021021021021021021021021021021021021021021021021021021021021021021021021010202102102121021021022100
    1021210202020002121212021110021021021021021021021021021021021021021211010201021021021021021021021021
    0210210210210210210210210210210210210210210210210210210210210210210210210210210210210210210210210210
    2102102102102102102102102102102102102102102102102102102102102102102102102201002120022021012111021021
    0021210210210210210110022102102102102122102102102102102102102102102102102102102102102102102021022110
    1222101012010110020210210210210210210210210210210210210210210210210210210210210210210210210210210210
    2102102102102102102102102102102102102102102102102102102102102102102102102102102102102102102102102102
    1021021021021021021021021021021021021021021021021012120210210210210210210210210210210210110202022020
    """
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

  @Test("McMetamanFixed's backward search tries once, an empty run included, as Python's rfind does")
  func backwardSearchTriesOnce() {
    // Arrange: a single pair 0, and the pairs 0 1 (checked against the bot's own hist_fwd_rvr).
    var single = LicatjTables()
    single.append(own: 0, other: 0)
    var two = LicatjTables()
    for pair in [0, 1] { two.append(own: pair / 3, other: pair % 3) }

    // Act
    let fromSingle = single.matches(backwardShortens: false)
    let fromTwo = two.matches(backwardShortens: false)

    // Assert: nothing matches forwards; backwards the empty run "matches" at the end.
    #expect(fromSingle == [nil, 0, nil, 0])
    #expect(fromTwo == [nil, 1, nil, 0])
  }

  @Test("the filter foretells most throws of the real scattershot in a recorded game")
  func foretellsScattershot() {
    // Act
    let (meanChance, identifiedAfter) = Self.replay(
      LicatjModel<Scattershot>(), Self.scattershotGame.own, Self.scattershotGame.other)

    // Assert: the bot's draws decide about one throw in eight.
    #expect(meanChance > 0.84, "mean chance of the bot's throws: \(meanChance)")
    #expect((14...60).contains(identifiedAfter ?? 0), "identified after \(identifiedAfter ?? -1) rounds")
  }

  @Test("the filter foretells most throws of the real McMetamanFixed in a recorded game")
  func foretellsMcMetamanFixed() {
    // Act
    let (meanChance, identifiedAfter) = Self.replay(
      LicatjModel<McMetamanFixed>(), Self.mcMetamanFixedGame.own, Self.mcMetamanFixedGame.other)

    // Assert
    #expect(meanChance > 0.84, "mean chance of the bot's throws: \(meanChance)")
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
    "rules out players who are not the bots by their throws, before their quiet rounds run out",
    arguments: [Bot.random, .constant, .cycle, .beatLast, .beatMostFrequent, .deBruijn, .noisyCycle])
  func rulesOutOthers(bot: Bot) {
    // Arrange
    var scattershot = LicatjModel<Scattershot>()
    var mcMetamanFixed = LicatjModel<McMetamanFixed>()

    // Act
    let trial = trialAgainstSuiteBot(bot, limit: FilteredBotTrial.quietRounds - 1) { theirs, mine in
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

  @Test("the filters follow the real bots through their henny fallbacks in games against the engine")
  func followsTheBotsThroughHenny() {
    // Act
    let scattershot = Self.replayDigits(
      LicatjModel<Scattershot>(), Self.scattershotAgainstEngine.bot, Self.scattershotAgainstEngine.engine)
    let mcMetamanFixed = Self.replayDigits(
      LicatjModel<McMetamanFixed>(), Self.mcMetamanFixedAgainstEngine.bot,
      Self.mcMetamanFixedAgainstEngine.engine)

    // Assert: a filter that lost the bot at a fallback would be ruled out within some dozens of
    // rounds, its forecasts no better than chance from then on. Henny's own chances are near even,
    // which keeps the means of these games lower than of the games against random throws.
    #expect(scattershot.live && mcMetamanFixed.live)
    #expect(scattershot.meanChance > 0.45, "scattershot: \(scattershot.meanChance)")
    #expect(mcMetamanFixed.meanChance > 0.36, "McMetamanFixed: \(mcMetamanFixed.meanChance)")
  }

  /// Replays a recorded game written as digits into `start`: the mean chance it gave the bot's
  /// throws, and whether it was still live at the end.
  private static func replayDigits<Mind>(
    _ start: LicatjModel<Mind>, _ bot: String, _ engine: String
  ) -> (
    meanChance: Double, live: Bool
  ) {
    var model = start
    let moves = recordedMoves(bot)
    let others = recordedMoves(engine)
    var total = 0.0
    for round in moves.indices {
      total += model.forecast[Int(moves[round])]
      model.update(theirMoves: Array(moves[...round]), myMoves: Array(others[...round]))
    }
    return (total / Double(moves.count), !model.isStopped)
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
