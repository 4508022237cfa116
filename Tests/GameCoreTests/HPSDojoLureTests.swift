import Testing

@testable import GameCore

@Suite("Luring HPS Dojo")
struct HPSDojoLureTests {
  /// The odds of a model that stands: it has seen no round, so nothing has ruled the agent out.
  private let standingOdds: Double? = HPSDojoV12Model().odds

  @Test("starts only after 150 rounds of a game the engine is not winning")
  func startsInAGameTheEngineIsNotWinning() {
    // Arrange
    var level = HPSDojoLure()
    var winning = HPSDojoLure()

    // Act: 149 even rounds, then one more; the winner nets one round in ten.
    for round in 1...HPSDojoLure.earliestRound {
      if round == HPSDojoLure.earliestRound { #expect(!level.isLuring) }
      level.record(lured: false, enginePayoff: 0, modelOdds: standingOdds)
      winning.record(lured: false, enginePayoff: round % 10 == 0 ? 1 : 0, modelOdds: standingOdds)
    }

    // Assert
    #expect(level.isLuring)
    #expect(!winning.isLuring)
  }

  @Test("ends for good once the lured rounds lose four more than they win")
  func endsAfterFourLosses() {
    // Arrange
    var lure = HPSDojoLure()
    for _ in 0..<HPSDojoLure.earliestRound {
      lure.record(lured: false, enginePayoff: 0, modelOdds: standingOdds)
    }

    // Act: three losses, then a fourth, then a win.
    for _ in 0..<3 { lure.record(lured: true, enginePayoff: -1, modelOdds: standingOdds) }
    let luringAfterThree = lure.isLuring
    lure.record(lured: true, enginePayoff: -1, modelOdds: standingOdds)
    lure.record(lured: true, enginePayoff: 1, modelOdds: standingOdds)

    // Assert
    #expect(luringAfterThree)
    #expect(lure.phase == .stopped)
  }

  @Test("ends when the model stops")
  func endsWithTheModel() {
    // Arrange
    var lure = HPSDojoLure()

    // Act
    lure.record(lured: false, enginePayoff: 0, modelOdds: nil)

    // Assert
    #expect(lure.phase == .stopped)
  }
}
