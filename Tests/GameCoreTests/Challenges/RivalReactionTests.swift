import GameCore
import Testing

@Suite("What a rival says at the table after each round")
struct RivalReactionTests {
  private func match(_ pairs: [(Move, Move)]) -> Match {
    Match(
      rules: .classic, targetWins: 5,
      rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) })
  }

  @Test("Before the first round a rival has nothing to react to")
  func nothingBeforeTheFirstRound() {
    #expect(RivalReaction(rival: .cyclist, match: match([])) == nil)
  }

  @Test("A rival reacts to the round's outcome as seen from its side of the table")
  func outcomeFromTheRivalsSide() {
    #expect(RivalReaction(rival: .professor, match: match([(.rock, .paper)]))?.moment == .wonRound)
    #expect(RivalReaction(rival: .professor, match: match([(.paper, .rock)]))?.moment == .lostRound)
    #expect(RivalReaction(rival: .professor, match: match([(.rock, .rock)]))?.moment == .drawnRound)
  }

  @Test("Once the player has caught on and beats the habit's call again, the rival says it is read")
  func caughtOnIsSaid() {
    // The Cyclist throws rock, paper, scissors, rock; the player loses once, then beats each call.
    let rounds: [(Move, Move)] = [
      (.scissors, .rock), (.scissors, .paper), (.rock, .scissors), (.paper, .rock),
    ]

    let afterTwo = RivalReaction(rival: .cyclist, match: match(Array(rounds.prefix(2))))
    let afterFour = RivalReaction(rival: .cyclist, match: match(rounds))

    #expect(afterTwo?.moment == .lostRound, "one read round is not yet catching on")
    #expect(afterFour?.moment == .caughtOn)
  }

  @Test("A round the rival took by breaking its habit is its own: it does not admit being read then")
  func noAdmissionAfterItsOwnWin() {
    // The Boulder's habit is rock; the player answers paper four times, and in the fourth round
    // the Boulder breaks its habit with scissors and takes the round.
    let read: [(Move, Move)] = [(.paper, .rock), (.paper, .rock), (.paper, .rock)]

    let afterThree = RivalReaction(rival: .boulder, match: match(read))
    let afterItsStray = RivalReaction(rival: .boulder, match: match(read + [(.paper, .scissors)]))

    #expect(afterThree?.moment == .caughtOn)
    #expect(afterItsStray?.moment == .wonRound)
  }

  @Test("Two beaten calls in a row may be luck: the rival keeps its praise for the third")
  func praiseWaitsForThreeReads() {
    // The Cyclist throws rock, paper, scissors; the player beats the first two calls.
    let twoReads = match([(.paper, .rock), (.scissors, .paper)])
    let threeReads = match([(.paper, .rock), (.scissors, .paper), (.rock, .scissors)])

    #expect(RivalReaction(rival: .cyclist, match: twoReads)?.moment == .lostRound)
    #expect(RivalReaction(rival: .cyclist, match: threeReads)?.moment == .caughtOn)
  }

  @Test("A round won without beating the habit's call is a lost round, not a read")
  func luckyWinIsNotARead() {
    // The Cyclist's call after rock is paper; it threw rock instead, and the player's paper won.
    let lucky = match([(.paper, .rock), (.paper, .rock)])
    #expect(RivalReaction(rival: .cyclist, match: lucky)?.moment == .lostRound)
  }

  @Test("The same round always draws the same line, and different rounds vary it")
  func deterministicVariant() {
    let first = match([(.rock, .paper)])
    let second = match([(.rock, .paper), (.scissors, .rock)])

    #expect(RivalReaction(rival: .fox, match: first) == RivalReaction(rival: .fox, match: first))
    #expect(
      RivalReaction(rival: .fox, match: first)?.variant != RivalReaction(rival: .fox, match: second)?.variant)
  }

  @Test("A rival that learns never says it is read: it has no habit to read")
  func learnersAreNeverRead() {
    let played = match([(.paper, .rock), (.paper, .rock), (.paper, .rock), (.paper, .rock)])

    #expect(RivalReaction(rival: .grandmaster, match: played)?.moment == .lostRound)
  }
}
