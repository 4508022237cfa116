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

  @Test(
    "A round is a stray when the habit called a throw and the rival threw another; a round with no call is none"
  )
  func strayedRounds() {
    // Boulder calls rock every round: it threw paper in round 2 and scissors in round 4.
    let boulder = match([
      (.paper, .rock), (.paper, .paper), (.paper, .rock), (.rock, .scissors), (.paper, .rock),
    ])
    // Echo copies the player's last throw; in round 1 it has nothing to copy, so calls nothing.
    let echo = match([(.rock, .scissors), (.paper, .rock), (.scissors, .paper)])

    #expect(RivalRecap(rival: .boulder, match: boulder).strayedRounds == [2, 4])
    #expect(RivalRecap(rival: .echo, match: echo).strayedRounds == [])
    #expect(RivalRecap(rival: .professor, match: boulder).strayedRounds.isEmpty)
  }

  @Test("A read the rival's stray kept from winning is foiled: lost or drawn, never won")
  func foiledReads() {
    // Boulder calls rock; the player answers paper every round. Round 2 it strays to scissors
    // (a loss), round 4 to paper (a draw); round 5 is the player's scissors against a stray.
    let played = match([
      (.paper, .rock), (.paper, .scissors), (.paper, .rock), (.paper, .paper), (.scissors, .paper),
      (.paper, .rock),
    ])

    let recap = RivalRecap(rival: .boulder, match: played)

    #expect(recap.strayedRounds == [2, 4, 5])
    #expect(recap.readsFoiledByStrays == [2, 4])
  }

  @Test("With Spock and lizard, a read still wins against a stray its throw beats: not foiled")
  func strayBeatenAnywayIsNotFoiled() {
    let rules = Rules.rockPaperScissorsSpockLizard
    // Boulder calls rock; paper beats rock and Spock, so the stray to Spock is won all the same.
    let played = Match(
      rules: rules, targetWins: 3,
      rounds: [(Move.paper, Move.spock), (.paper, .scissors)].map {
        Round(player: $0.0, computer: $0.1, rules: rules)
      })

    let recap = RivalRecap(rival: .boulder, match: played)

    #expect(recap.strayedRounds == [1, 2])
    #expect(recap.readsFoiledByStrays == [2])
  }
}
