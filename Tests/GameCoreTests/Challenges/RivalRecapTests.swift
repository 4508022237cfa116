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

  @Test("A last won round alone is not catching on; a lost match may never catch on")
  func notCaughtOn() {
    let lost = match([(.scissors, .rock), (.paper, .scissors), (.rock, .paper), (.rock, .scissors)])

    #expect(RivalRecap(rival: .cyclist, match: lost).caughtOnRound == nil)
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
