import GameCore
import Testing

@Suite("Rules")
struct RulesTests {
  @Test("Classic rules: paper covers rock, scissors cut paper, rock crushes scissors")
  func classicTable() {
    let rules = Rules.classic
    let expected: [(Move, Move, Outcome)] = [
      (.rock, .rock, .draw), (.rock, .paper, .loss), (.rock, .scissors, .win),
      (.paper, .rock, .win), (.paper, .paper, .draw), (.paper, .scissors, .loss),
      (.scissors, .rock, .loss), (.scissors, .paper, .win), (.scissors, .scissors, .draw),
    ]
    for (move, other, outcome) in expected {
      #expect(rules.outcome(of: move, against: other) == outcome, "\(move) against \(other)")
    }
  }

  @Test("Every pair of different moves has exactly one winner, under both rule sets")
  func antisymmetry() {
    for rules in [Rules.classic, .rockPaperScissorsSpockLizard] {
      for move in rules.moves {
        for other in rules.moves {
          let forward = rules.outcome(of: move, against: other)
          #expect(rules.outcome(of: other, against: move) == forward.reversed)
          #expect((forward == .draw) == (move == other))
        }
        #expect(rules.moves(beating: move).count == (rules.moves.count - 1) / 2)
      }
    }
  }

  @Test("Spock and lizard follow the show's rules")
  func spockLizard() {
    let rules = Rules.rockPaperScissorsSpockLizard
    #expect(rules.outcome(of: .spock, against: .rock) == .win)
    #expect(rules.outcome(of: .spock, against: .scissors) == .win)
    #expect(rules.outcome(of: .lizard, against: .spock) == .win)
    #expect(rules.outcome(of: .lizard, against: .paper) == .win)
    #expect(rules.outcome(of: .rock, against: .lizard) == .win)
    #expect(rules.outcome(of: .scissors, against: .lizard) == .win)
    #expect(rules.outcome(of: .paper, against: .spock) == .win)
  }

  @Test("The explanation names the winner and the verb")
  func explanation() {
    #expect(Rules.classic.explanation(winner: .paper, loser: .rock) == "Paper covers rock")
    #expect(Rules.classic.explanation(winner: .rock, loser: .scissors) == "Rock crushes scissors")
    #expect(Rules.classic.explanation(winner: .scissors, loser: .paper) == "Scissors cut paper")
  }

  @Test("Spock keeps his capital inside a sentence; the other moves do not")
  func spockIsAName() {
    let rules = Rules.rockPaperScissorsSpockLizard
    #expect(rules.explanation(winner: .paper, loser: .spock) == "Paper disproves Spock")
    #expect(rules.explanation(winner: .lizard, loser: .spock) == "Lizard poisons Spock")
    #expect(rules.explanation(winner: .spock, loser: .rock) == "Spock vaporizes rock")
  }

  @Test("Move letters parse in either case and reject anything else")
  func letters() {
    #expect(Move(letter: "r") == .rock)
    #expect(Move(letter: "P") == .paper)
    #expect(Move(letter: "s") == .scissors)
    #expect(Move(letter: "x") == nil)
    #expect(Rules.classic.allows(.spock) == false)
  }
}
