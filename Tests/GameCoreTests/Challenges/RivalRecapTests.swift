import GameCore
import Testing

@Suite("The recap of a match against a rival")
struct RivalRecapTests {
  private func match(_ pairs: [(Move, Move)], target: Int = 3) -> Match {
    Match(
      rules: .classic, targetWins: target,
      rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) })
  }

  @Test("Caught on is the first round from which the player mostly threw what beats the habit's call")
  func caughtOn() {
    // The Cyclist throws rock, paper, scissors, rock, paper; the player loses, draws, then wins three.
    let played = match([
      (.scissors, .rock), (.paper, .paper), (.rock, .scissors), (.paper, .rock), (.scissors, .paper),
    ])

    let recap = RivalRecap(rival: .cyclist, match: played)

    #expect(recap.caughtOnRound == 3)
    #expect(recap.habitRounds == 5)
    #expect(recap.habitKept == 5)
  }

  @Test("Each round the player threw what beats the habit's call is a read; a rival that learns has none")
  func readRounds() {
    // The Cyclist throws rock, paper, scissors, rock, paper; paper, scissors and rock answer them.
    let played = match([
      (.scissors, .rock), (.paper, .paper), (.rock, .scissors), (.paper, .rock), (.scissors, .paper),
    ])

    #expect(RivalRecap(rival: .cyclist, match: played).readRounds == [3, 4, 5])
    #expect(RivalRecap(rival: .professor, match: played).readRounds.isEmpty)
  }

  @Test("A last won round alone is not catching on; a lost match may never catch on")
  func notCaughtOn() {
    let lost = match([(.scissors, .rock), (.paper, .scissors), (.rock, .paper), (.rock, .scissors)])

    #expect(RivalRecap(rival: .cyclist, match: lost).caughtOnRound == nil)
  }

  @Test("A match won by answering the habit at its last call counts as caught on, however late")
  func lateWinningReadCounts() {
    // Boulder throws rock every round; the player wins, loses, wins, draws and wins with paper.
    let won = match([(.paper, .rock), (.scissors, .rock), (.paper, .rock), (.rock, .rock), (.paper, .rock)])

    #expect(RivalRecap(rival: .boulder, match: won).caughtOnRound == 5)
  }

  @Test("The Mule beaten 3–1 by a player who answers its stubborn throw is caught on")
  func muleBeatenByReading() {
    // The tour's match: player r p s p s r, Mule r r r r s s.
    let won = match([
      (.rock, .rock), (.paper, .rock), (.scissors, .rock), (.paper, .rock), (.scissors, .scissors),
      (.rock, .scissors),
    ])

    #expect(won.winner == .player)
    #expect(RivalRecap(rival: .mule, match: won).caughtOnRound != nil)
  }

  @Test("A rival that learns has no habit to catch: only the rounds it won are told")
  func learningRival() {
    let played = match([(.rock, .paper), (.rock, .scissors), (.rock, .scissors), (.rock, .scissors)])

    let recap = RivalRecap(rival: .professor, match: played)

    #expect(recap.caughtOnRound == nil)
    #expect(recap.habitRounds == 0)
    #expect(recap.roundsRivalWon == 1)
  }
}
