import Testing

@testable import GameCore

@Suite("Rival hypotheses of how a copied bot plays, and the player's own habits beside them")
struct RivalHypothesesTests {
  /// One bot's hypothesis and one habit, fed rounds in which each gives the move thrown the
  /// chance given.
  private static func hypotheses(botChance: Double, habitChance: Double, rounds: Int) -> RivalHypotheses {
    var hypotheses = RivalHypotheses(count: 2, habits: 1, identifyingOdds: 1000)
    for _ in 0..<rounds { hypotheses.record([botChance, habitChance]) }
    return hypotheses
  }

  @Test("identifies the player as the bot once its odds are high enough")
  func identifiesTheBot() {
    // Arrange, act
    let hypotheses = Self.hypotheses(botChance: 0.9, habitChance: 1.0 / 3, rounds: 20)

    // Assert
    #expect(hypotheses.identifiesPlayer)
    #expect(hypotheses.hasIdentified)
  }

  @Test("never identifies the player by a habit, however well it fits, and lets it rule the bot out")
  func habitsNeverIdentify() {
    // Arrange, act: the habit foretells every move; the bot gives them a third.
    let hypotheses = Self.hypotheses(botChance: 1.0 / 3, habitChance: 0.95, rounds: 40)

    // Assert
    #expect(!hypotheses.identifiesPlayer)
    #expect(!hypotheses.hasIdentified)
    #expect(hypotheses.ruledOut[0])
    #expect(hypotheses.allRuledOut, "only a habit is left, so no bot is")
    #expect(hypotheses.isSpent(rounds: 40, quietRounds: 600, answerStopLoss: -10))
  }

  @Test("mixes only the bots' forecasts, never a habit's")
  func mixtureLeavesHabitsOut() {
    // Arrange: both hypotheses live, the habit far ahead.
    let hypotheses = Self.hypotheses(botChance: 0.5, habitChance: 0.6, rounds: 3)

    // Act
    let mixed = hypotheses.mixture { $0 == 0 ? [1, 0, 0] : [0, 0, 1] }

    // Assert
    #expect(!hypotheses.ruledOut[1])
    #expect(mixed == [1, 0, 0])
  }
}
