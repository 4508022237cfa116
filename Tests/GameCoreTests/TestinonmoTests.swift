import Testing

@testable import GameCore

@Suite("testinonmo model")
struct TestinonmoTests {
  @Test("names the real bot's throw in every round it throws by its counts, and no other")
  func namesTheRealBotsThrows() {
    // Arrange: 120 rounds of the public bot (scripts/engine-field's copy of hav4ik's
    // opponents/testinonmo.py, Python's random seeded with 11) against random throws, and the
    // rounds in which it threw by its counts (chance took the first and the third, while it had
    // lost more than 65% of the rounds).
    let own = Array(
      "PRSRRSRRRRRRPRPPPSPSPSSRPRPRPRPPPPPSPSRPPPPPPPSPRPPPPPPPPPPPPPPPSPRPPPRPSPSPRPPPSPPSPPPPPPPPPSPPPSSSPSPSPPPPSSRPSPPPPPPS"
    )
    let other = Array(
      "SPSPSSSSRPRSRRRPPRPSRSRRSRPPRPRRRSSPRRRRRRRRPPRSSSRRSRPPRPPRRPRPPSSRSSSPRPPPPSPRPPSRRPRSPPRSPPPSRPRSRSRRRPPSPSPPRSSPPRPR"
    )
    let byCounts = Array(
      "010111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111"
    )
    var bot = Testinonmo()
    var missed: [Int] = []
    var misjudged: [Int] = []

    // Act
    for round in own.indices {
      let expected = bot.nextThrow
      if (expected != nil) != (byCounts[round] == "1") { misjudged.append(round) }
      if let expected, expected != Self.index(of: own[round]) { missed.append(round) }
      bot.record(own: Self.index(of: own[round]), other: Self.index(of: other[round]))
    }

    // Assert
    #expect(misjudged.isEmpty, "took chance's rounds for the counts' or back in rounds \(misjudged)")
    #expect(missed.isEmpty, "missed in rounds \(missed)")
  }

  private static func index(of letter: Character) -> Int {
    ["R": 0, "P": 1, "S": 2][letter] ?? -1
  }
}
