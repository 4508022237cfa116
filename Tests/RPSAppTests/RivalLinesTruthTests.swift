import GameCore
import Opponents
import Testing

@testable import RPSApp

@Suite("A rival's lines never promise what it will not do")
struct RivalLinesTruthTests {
  @Test("The Mule, beaten, does not say “Fine. Something else.” when it throws the same again")
  func muleKeepsItsWord() {
    // Round one: the player's rock beat the Mule's scissors; the Mule throws scissors again.
    let played = Match(
      rules: .classic, targetWins: 3, rounds: [Round(player: .rock, computer: .scissors, rules: .classic)])
    let reaction = RivalReaction(rival: .mule, match: played, nextThrow: .scissors)

    #expect(reaction?.line(of: .mule, hidden: false) != "Fine. Something else.")
  }

  @Test("Without knowing the next throw, no line speaks of it")
  func unknownNextThrowPromisesNothing() throws {
    let played = Match(
      rules: .classic, targetWins: 3, rounds: [Round(player: .rock, computer: .scissors, rules: .classic)])
    let reaction = try #require(RivalReaction(rival: .mule, match: played))

    #expect(reaction.sayableLines(of: .mule, hidden: false).allSatisfy { $0.promise == nil })
  }

  @Test(
    "Over many seeded matches, every line said about the next round is borne out by the rival's next throw",
    arguments: Rival.allCases)
  func everyPromiseKept(rival: Rival) {
    var promisesSaid = 0
    for seed in 0..<UInt64(40) {
      var game = Game(opponent: RivalOpponent(rival, seed: seed), match: Match(targetWins: 3))
      var player = SeededGenerator(seed: seed &+ 300)
      while !game.match.isOver {
        game.play(Rules.classic.moves[Int(player.next() % 3)])
        guard let reaction = RivalReaction(rival: rival, match: game.match, nextThrow: game.openRoundThrow),
          let last = game.match.rounds.last
        else { continue }
        let text = reaction.line(of: rival, hidden: false)
        let said = RivalReaction.lines(of: rival, reaction.moment).first { $0.text == text }
        guard let promise = said?.promise else { continue }
        promisesSaid += 1
        let next = game.openRoundThrow
        switch promise {
        case .keepsItsThrow: #expect(next == last.computer, "\(rival.name) said “\(text)”")
        case .changesItsThrow: #expect(next != nil && next != last.computer, "\(rival.name) said “\(text)”")
        }
      }
    }
    #expect(promisesSaid > 0 || ![Rival.boulder, .cyclist, .mule, .magpie, .jester].contains(rival))
  }

  @Test("Every rival has a line for every moment whatever its next throw", arguments: Rival.allCases)
  func alwaysALine(rival: Rival) {
    for moment in [RivalReaction.Moment.wonRound, .lostRound, .drawnRound, .caughtOn] {
      let lines = RivalReaction.lines(of: rival, moment)
      for next in [RivalReaction.NextThrow?.none, .keepsItsThrow, .changesItsThrow] {
        #expect(lines.contains { $0.promise == nil || $0.promise == next }, "\(rival.name) \(moment)")
      }
    }
  }
}
