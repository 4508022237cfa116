import BenchmarkBots
import GameCore
import Testing

@testable import Opponents

@Suite("Rules on the circle")
struct RulesCircleTests {
  @Test("Every pair under both rule sets follows the circle: a beats b when (a - b) mod n is odd")
  func everyPairFollowsTheCircle() {
    for rules in [Rules.classic, .rockPaperScissorsSpockLizard] {
      let count = rules.moves.count
      for move in rules.moves {
        for other in rules.moves {
          let difference = ((move.rawValue - other.rawValue) % count + count) % count
          let expected: Outcome = difference == 0 ? .draw : (difference % 2 == 1 ? .win : .loss)
          #expect(
            rules.outcome(of: move, against: other) == expected, "\(move) against \(other), \(rules.name)")
        }
      }
    }
  }

  @Test("The engines' circle of moves scores every pair as the rules do, with three moves and with five")
  func engineCircleAgreesWithTheRules() {
    for rules in [Rules.classic, .rockPaperScissorsSpockLizard] {
      let circle = MoveCircle(count: rules.moves.count)
      for move in rules.moves {
        for other in rules.moves {
          let expected = [Outcome.win: 1, .draw: 0, .loss: -1][rules.outcome(of: move, against: other)]
          #expect(circle.payoff(of: move.rawValue, against: other.rawValue) == expected, "\(move), \(other)")
        }
        // One step round the circle beats the move: the engines' answer to a forecast.
        #expect(rules.outcome(of: rules.moves[circle.rotate(move.rawValue, by: 1)], against: move) == .win)
      }
    }
  }

  @Test("Rock, paper, scissors, Spock, lizard: all ten winning pairs of the show, and no others")
  func rockPaperScissorsSpockLizardTable() {
    let rules = Rules.rockPaperScissorsSpockLizard
    let winners: Set<[Move]> = [
      [.scissors, .paper], [.paper, .rock], [.rock, .lizard], [.lizard, .spock], [.spock, .scissors],
      [.scissors, .lizard], [.lizard, .paper], [.paper, .spock], [.spock, .rock], [.rock, .scissors],
    ]
    for move in rules.moves {
      for other in rules.moves where move != other {
        let expected: Outcome = winners.contains([move, other]) ? .win : .loss
        #expect(rules.outcome(of: move, against: other) == expected, "\(move) against \(other)")
      }
    }
  }

  @Test("Each move beats exactly the moves one and three steps behind it on the five-move circle")
  func beatersAreOneAndThreeStepsOn() {
    let rules = Rules.rockPaperScissorsSpockLizard
    for move in rules.moves {
      let expected = [1, 3].map { rules.moves[(move.rawValue + $0) % 5] }
      #expect(Set(rules.moves(beating: move)) == Set(expected))
    }
  }

  @Test("A mirrored round swaps the throws and reverses the outcome")
  func mirroredRound() {
    let round = Round(player: .spock, computer: .lizard, rules: .rockPaperScissorsSpockLizard)
    let mirrored = round.mirrored(under: .rockPaperScissorsSpockLizard)
    #expect(mirrored.player == .lizard && mirrored.computer == .spock)
    #expect(mirrored.outcome == round.outcome.reversed)
  }
}
