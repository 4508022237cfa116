import Testing

@testable import GameCore

@Suite("Testing Please Ignore model")
struct TestingPleaseIgnoreTests {
  /// Two 200-round games of the public bot (hav4ik's kumoko/strategies/testing_pls_ignore.py,
  /// Python's random seeded with 11), printed by scripts/engine-field/tpi-recordings.py: the bot's
  /// throws and the other player's, who threw at random in the first and mostly beat the bot's
  /// latest throw in the second.
  static let games: [(own: String, other: String)] = [
    (
      "PRSRRSSRRRRRPRPPPRPPRPPRSPPRRPPRRPRRPPSRPPSPPPPPPPPPPPPPRRPPPPPPPPPPPPPPSPPPPPRRSSSSPSSSPPPSSSSSRSRRSPSPSRSPSSPPPPPPSSPSPPSSPSSSSPPPPPSSSSSSSPSSSPSRSPRPSPSPRPPPSRSSRPSRSRPPSPPPSPSSRPSPSPRSSPPPSSPPSSRR",
      "SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRRRRRRPPRSSSRRSRPPRPPRRPRPPSSRSSSPRPPPPSPRPPSRRPRSPPRSPPPSRPRSRSRRRPPSPSPPRSSPPRPRRPSSPRPPSSRPSPPRRSRSSPPRSRRSSPRRSSPPPSPRRSRPPRRSSRSPRRPPRRPPRPSRSPPSSPPPPPPRRPSR"
    ),
    (
      "PRSRSSPPSRSPPSPPPRRRRPRSPSSPSSRSPSRSSSPPRSPPSSRSRSPSSSRPPPPRPRPPPSRPPPRPRRPPSSSSPPPRRSSSRRSPPPSPRSRRRRSRRSRSSPSRRPSPSRSRRSSRRRSRSRSSPSPSSRPPRPRRSSPRSSSPRRSRSSSRPPSRSSSPPRPRRSSRSSPSSPRPPRSSSRRPSSPSPRPP",
      "SPRPRRPSRPRSSRSPSPPSPPPRSRSSRRPPSSPRRRRPPRSSRSPRPRSRRRPSSSSPSPSSSRPSSSPSPRSPSPSRSSSPRRSRPPRSSSRSPRPPPPPPPRPRRSRPPSPSRPRPPRRRPPRPRPSPSSSRRPSSPSPPRRSPRRRSPPRPRRRPPSRPPRRSSPSPPRRPRRSRRSPSPPPRRRPRRRSRSPRS"
    ),
  ]

  @Test("names the real bot's throw in every round but its first", arguments: [0, 1])
  func namesTheRealBotsThrows(game: Int) {
    // Arrange
    let own = Array(Self.games[game].own)
    let other = Array(Self.games[game].other)
    var bot = TestingPleaseIgnore()
    var missed: [Int] = []

    // Act
    for round in own.indices {
      if bot.nextThrow != (round == 0 ? nil : Self.index(of: own[round])) { missed.append(round) }
      bot.record(own: Self.index(of: own[round]), other: Self.index(of: other[round]))
    }

    // Assert
    #expect(missed.isEmpty, "missed in rounds \(missed)")
  }

  @Test("identifies the bot against random throws")
  func identifiesTheBot() {
    // Arrange: six games against a player who throws at random.
    var identified: [Int] = []

    for seed: UInt64 in 1...6 {
      var agent = TestingPleaseIgnoreAgent(seed: seed)
      var model = TestingPleaseIgnoreModel()

      // Act
      let rounds = playAgainstRandomThrows(&agent, seed: seed + 50) { theirs, mine in
        model.update(theirMoves: theirs, myMoves: mine)
        return model.identifiesPlayer || model.isStopped
      }
      identified.append(model.identifiesPlayer ? rounds : -1)
    }

    // Assert: odds of 10,000 to 1 take nine rounds thrown by the counts.
    #expect(identified.allSatisfy { (9...30).contains($0) }, "identified after \(identified) rounds")
  }

  private static func index(of letter: Character) -> Int {
    ["R": 0, "P": 1, "S": 2][letter] ?? -1
  }
}
