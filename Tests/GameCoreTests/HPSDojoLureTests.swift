import Testing

@testable import GameCore

@Suite("Luring HPS Dojo version 12")
struct HPSDojoLureTests {
  /// A model that stands: it has seen no round, so nothing has ruled the agent out.
  private let standingModel = HPSDojoV12Model()

  @Test("starts only after 150 rounds of a game the engine is not winning")
  func startsInAGameTheEngineIsNotWinning() {
    // Arrange
    var level = HPSDojoLure()
    var winning = HPSDojoLure()

    // Act: 149 even rounds, then one more; the winner nets one round in ten.
    for round in 1...HPSDojoLure.earliestRound {
      if round == HPSDojoLure.earliestRound { #expect(!level.isLuring) }
      level.record(lured: false, enginePayoff: 0, model: standingModel)
      winning.record(lured: false, enginePayoff: round % 10 == 0 ? 1 : 0, model: standingModel)
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
      lure.record(lured: false, enginePayoff: 0, model: standingModel)
    }

    // Act: three losses, then a fourth, then a win.
    for _ in 0..<3 { lure.record(lured: true, enginePayoff: -1, model: standingModel) }
    let luringAfterThree = lure.isLuring
    lure.record(lured: true, enginePayoff: -1, model: standingModel)
    lure.record(lured: true, enginePayoff: 1, model: standingModel)

    // Assert
    #expect(luringAfterThree)
    #expect(lure.phase == .stopped)
  }

  @Test("ends when the model stops")
  func endsWithTheModel() {
    // Arrange
    var lure = HPSDojoLure()

    // Act
    lure.record(lured: false, enginePayoff: 0, model: nil)

    // Assert
    #expect(lure.phase == .stopped)
  }
}
