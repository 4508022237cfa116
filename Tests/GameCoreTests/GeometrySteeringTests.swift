import Foundation
import Testing

@testable import GameCore

@Suite("When the hard engine steers a player as if they were RPS Geometry")
struct GeometrySteeringTests {
  /// Records `count` rounds with the same odds factor and payoff.
  private static func record(
    _ steering: inout GeometrySteering, rounds count: Int, oddsFactor: Double?, enginePayoff: Int
  ) {
    for _ in 0..<count { steering.record(oddsFactor: oddsFactor, enginePayoff: enginePayoff) }
  }

  @Test("It waits for its earliest round, with the odds on the agent's side, before it steers")
  func waitsForRoundsAndOdds() {
    // Arrange: a level game whose moves follow the agent a little better than chance.
    var steering = GeometrySteering()

    // Act
    Self.record(&steering, rounds: GeometrySteering.earliestRound - 1, oddsFactor: 1.02, enginePayoff: 0)
    let before = steering.phase
    Self.record(&steering, rounds: 1, oddsFactor: 1.02, enginePayoff: 0)

    // Assert
    #expect(before == .watching)
    #expect(steering.phase == .steering)
  }

  @Test("It needs odds of e to 1 on the agent's side: a little less is not enough")
  func startsAtOddsOfE() {
    // Arrange: by the earliest round, odds of e^0.95 in one game and e^1.05 in the other.
    var below = GeometrySteering()
    var above = GeometrySteering()
    let rounds = Double(GeometrySteering.earliestRound)

    // Act
    Self.record(
      &below, rounds: GeometrySteering.earliestRound, oddsFactor: exp(0.95 / rounds), enginePayoff: 0)
    Self.record(
      &above, rounds: GeometrySteering.earliestRound, oddsFactor: exp(1.05 / rounds), enginePayoff: 0)

    // Assert
    #expect(below.phase == .watching)
    #expect(above.phase == .steering)
  }

  @Test("Its strategy's name begins as the insight words expect, so players read it as steering")
  func strategyName() {
    #expect(Ensemble.geometrySteeringName.hasPrefix("lead "))
  }

  @Test("It never steers while the other player's moves look like chance or the agent is unlikely")
  func needsTheOdds() {
    var steering = GeometrySteering()
    Self.record(&steering, rounds: 200, oddsFactor: nil, enginePayoff: 0)
    Self.record(&steering, rounds: 400, oddsFactor: 0.99, enginePayoff: 0)
    #expect(steering.phase == .watching)
  }

  @Test("It never steers a game the engine is winning")
  func notWhileWinning() {
    // Arrange, act: the engine wins one round in ten more than it loses.
    var steering = GeometrySteering()
    for round in 0..<600 {
      steering.record(oddsFactor: 1.05, enginePayoff: round % 10 == 0 ? 1 : 0)
    }

    // Assert
    #expect(steering.phase == .watching)
  }

  @Test("It stops once steering loses a few rounds more than it wins")
  func stopsWhenLosing() {
    // Arrange: steering has started.
    var steering = GeometrySteering()
    Self.record(&steering, rounds: GeometrySteering.earliestRound, oddsFactor: 1.02, enginePayoff: 0)
    #expect(steering.isSteering)

    // Act: it loses.
    Self.record(&steering, rounds: -GeometrySteering.losingNet - 1, oddsFactor: 1.02, enginePayoff: -1)
    let nearlyLost = steering.phase
    Self.record(&steering, rounds: 1, oddsFactor: 1.02, enginePayoff: -1)

    // Assert
    #expect(nearlyLost == .steering)
    #expect(steering.phase == .stopped)
  }

  @Test("After a stop it steers again once the odds since are e² to 1 on the agent's side, twice at most")
  func startsAgainTwiceAtMost() {
    // Arrange: steering has started.
    var steering = GeometrySteering()
    Self.record(&steering, rounds: GeometrySteering.earliestRound, oddsFactor: 1.02, enginePayoff: 0)
    var phases: [GeometrySteering.Phase] = []

    // Act: three times, steering loses and then every round favours the agent a little (e^0.1:
    // e² comes in 20 rounds).
    for _ in 0..<3 {
      Self.record(&steering, rounds: -GeometrySteering.losingNet, oddsFactor: 1.02, enginePayoff: -1)
      phases.append(steering.phase)
      Self.record(&steering, rounds: 19, oddsFactor: exp(0.1), enginePayoff: 0)
      phases.append(steering.phase)
      Self.record(&steering, rounds: 2, oddsFactor: exp(0.1), enginePayoff: 0)
      phases.append(steering.phase)
    }
    Self.record(&steering, rounds: 500, oddsFactor: 1.05, enginePayoff: 0)

    // Assert
    #expect(
      phases == [
        .stopped, .stopped, .steering, .stopped, .stopped, .steering, .stopped, .stopped, .stopped,
      ])
    #expect(steering.phase == .stopped)
    #expect(steering.restartsLeft == 0)
  }

  @Test("Started again, it weighs the odds afresh: the fall that stopped it does not stop it again")
  func startsAgainWithFreshOdds() {
    // Arrange: steering started, and stopped when the odds since fell below e^−2 (in 21 rounds).
    var steering = GeometrySteering()
    Self.record(&steering, rounds: GeometrySteering.earliestRound, oddsFactor: 1.02, enginePayoff: 0)
    Self.record(&steering, rounds: 21, oddsFactor: exp(-0.1), enginePayoff: 0)
    let stopped = steering.phase

    // Act: the odds since the stop reach e², and then the rounds say nothing either way.
    Self.record(&steering, rounds: 21, oddsFactor: exp(0.1), enginePayoff: 0)
    let restarted = steering.phase
    Self.record(&steering, rounds: 100, oddsFactor: 1, enginePayoff: 0)

    // Assert
    #expect(stopped == .stopped)
    #expect(restarted == .steering)
    #expect(steering.phase == .steering)
  }

  @Test("After a stop it does not steer again while the engine is winning")
  func notAgainWhileWinning() {
    // Arrange: steering started and lost.
    var steering = GeometrySteering()
    Self.record(&steering, rounds: GeometrySteering.earliestRound, oddsFactor: 1.02, enginePayoff: 0)
    Self.record(&steering, rounds: -GeometrySteering.losingNet, oddsFactor: 1.02, enginePayoff: -1)

    // Act: the engine wins one round in three, and the odds since the stop reach e² in about 100
    // rounds, by when it nets more than the 0.05 a round steering needs.
    for round in 0..<2000 {
      steering.record(oddsFactor: 1.02, enginePayoff: round % 3 == 0 ? 1 : 0)
    }

    // Assert
    #expect(steering.phase == .stopped)
    #expect(steering.restartsLeft == GeometrySteering.restarts)
  }

  @Test("It stops when the other player's moves stop following the agent")
  func stopsWhenTheOddsFall() {
    var steering = GeometrySteering()
    Self.record(&steering, rounds: GeometrySteering.earliestRound, oddsFactor: 1.02, enginePayoff: 0)
    #expect(steering.isSteering)

    // Each round a little likelier under chance than under the agent: e^−2 comes in 20 rounds.
    Self.record(&steering, rounds: 25, oddsFactor: 0.9, enginePayoff: 0)

    #expect(steering.phase == .stopped)
  }

  @Test("Odds piled up by a long run of luck are capped, so they can fall again within a game")
  func oddsAreCapped() {
    var steering = GeometrySteering()
    Self.record(&steering, rounds: GeometrySteering.earliestRound, oddsFactor: 1.02, enginePayoff: 0)
    Self.record(&steering, rounds: 2000, oddsFactor: 1.5, enginePayoff: 0)
    #expect(steering.steeringOdds == GeometrySteering.oddsCeiling)

    // From the ceiling (e^6) to e^−2 takes 8 / 0.105 ≈ 76 rounds at a factor of 0.9.
    Self.record(&steering, rounds: 80, oddsFactor: 0.9, enginePayoff: 0)
    #expect(steering.phase == .stopped)
  }
}
