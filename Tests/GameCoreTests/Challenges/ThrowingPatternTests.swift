import GameCore
import Testing

@Suite("The player's own pattern in a match")
struct ThrowingPatternTests {
  private func rounds(_ pairs: [(Move, Move)], rules: Rules = .classic) -> [Round] {
    pairs.map { Round(player: $0.0, computer: $0.1, rules: rules) }
  }

  @Test("Rock every round is a favourite move, counted over every round")
  func favouriteMove() {
    let played = rounds([(.rock, .paper), (.rock, .paper), (.rock, .rock), (.rock, .paper)])

    let pattern = ThrowingPattern(in: played, rules: .classic)

    #expect(pattern?.tendency == .favoured(.rock))
    #expect(pattern?.count == 4)
    #expect(pattern?.chances == 4)
  }

  @Test("Stepping each round to what beats your last throw is found, counted over the rounds after the first")
  func steppingToWhatBeatsYourLast() {
    // Rock, paper, scissors, rock, paper, scissors: each throw beats the one before.
    let played = rounds([
      (.rock, .rock), (.paper, .paper), (.scissors, .scissors), (.rock, .paper), (.paper, .scissors),
      (.scissors, .rock),
    ])

    let pattern = ThrowingPattern(in: played, rules: .classic)

    #expect(pattern?.tendency == .beatOwnLast)
    #expect(pattern?.count == 5)
    #expect(pattern?.chances == 5)
  }

  @Test("Stepping to what your last throw beats is found")
  func steppingToWhatYourLastBeats() {
    let played = rounds([
      (.rock, .paper), (.scissors, .paper), (.paper, .paper), (.rock, .scissors), (.scissors, .scissors),
      (.paper, .rock),
    ])

    #expect(ThrowingPattern(in: played, rules: .classic)?.tendency == .yieldedToOwnLast)
  }

  @Test("Answering the rival's last throw, and copying it, are found")
  func answeringTheRival() {
    // The rival throws rock, rock, scissors, paper, paper, scissors.
    let answering = rounds([
      (.rock, .rock), (.paper, .rock), (.paper, .scissors), (.rock, .paper), (.scissors, .paper),
      (.scissors, .scissors),
    ])
    let copying = rounds([
      (.scissors, .rock), (.rock, .rock), (.rock, .scissors), (.scissors, .paper), (.paper, .paper),
      (.paper, .scissors),
    ])

    #expect(ThrowingPattern(in: answering, rules: .classic)?.tendency == .beatRivalsLast)
    #expect(ThrowingPattern(in: copying, rules: .classic)?.tendency == .copiedRivalsLast)
  }

  @Test("Varied throws show no pattern")
  func variedThrows() {
    let played = rounds([
      (.rock, .paper), (.scissors, .rock), (.scissors, .paper), (.paper, .paper), (.rock, .scissors),
      (.paper, .scissors),
    ])

    #expect(ThrowingPattern(in: played, rules: .classic) == nil)
  }

  @Test("Three rounds are too few to name a pattern, even three rocks")
  func tooFewRounds() {
    let played = rounds([(.rock, .paper), (.rock, .paper), (.rock, .paper)])

    #expect(ThrowingPattern(in: played, rules: .classic) == nil)
    #expect(ThrowingPattern(in: [], rules: .classic) == nil)
  }

  @Test("A tendency in 5 of 8 rounds is not named: random throws show one that strong too often")
  func nearChanceIsNotNamed() {
    let played = rounds([
      (.rock, .rock), (.paper, .rock), (.rock, .rock), (.scissors, .rock), (.rock, .rock), (.paper, .paper),
      (.rock, .scissors), (.scissors, .scissors), (.paper, .rock),
    ])

    #expect(ThrowingPattern(in: played, rules: .classic) == nil)
  }

  @Test(
    "Random throws seldom show a pattern: in fewer than one match in ten, with either rules, to three or five wins",
    arguments: [3, 5])
  func randomThrowsSeldomShowOne(targetWins: Int) {
    for rules in [Rules.classic, .rockPaperScissorsSpockLizard] {
      var generator = SeededGenerator(seed: 7)
      var named = 0
      let matches = 2_000
      for _ in 0..<matches {
        var match = Match(rules: rules, targetWins: targetWins)
        while !match.isOver {
          match.record(
            Round(
              player: rules.moves.randomElement(using: &generator) ?? .rock,
              computer: rules.moves.randomElement(using: &generator) ?? .rock, rules: rules))
        }
        if ThrowingPattern(in: match.rounds, rules: rules) != nil { named += 1 }
      }
      #expect(named * 10 < matches, "\(rules.name): a pattern named in \(named) of \(matches) random matches")
    }
  }

  @Test("Under five moves, a move that beats your last throw is either of the two that do")
  func fiveMoves() {
    let rules = Rules.rockPaperScissorsSpockLizard
    // Paper and Spock both beat rock; each throw here beats the one before.
    let played = rounds(
      [
        (.rock, .rock), (.spock, .rock), (.lizard, .rock), (.scissors, .rock), (.rock, .rock),
        (.paper, .rock),
      ],
      rules: rules)

    #expect(ThrowingPattern(in: played, rules: rules)?.tendency == .beatOwnLast)
  }

  @Test(
    "Stepping after each lost round to what beats your last throw is found, counted over the rounds after a loss"
  )
  func steppingUpAfterALoss() {
    // A match to five: after each loss (rounds 1, 3, 4 and 7) the player steps up, rock to paper,
    // paper to scissors, scissors to rock; after wins and draws they do something else.
    let played = rounds([
      (.rock, .paper), (.paper, .rock), (.paper, .scissors), (.scissors, .rock), (.rock, .rock),
      (.scissors, .paper), (.scissors, .rock), (.rock, .paper),
    ])

    let pattern = ThrowingPattern(in: played, rules: .classic)

    #expect(pattern?.tendency == .beatOwnLast)
    #expect(pattern?.after == .loss)
    #expect(pattern?.count == 4)
    #expect(pattern?.chances == 4)
    #expect(pattern?.roundsLost == 2)
  }

  @Test("A tendency over every round is counted after every round, not after one kind of round")
  func tendencyOverEveryRoundHasNoCondition() {
    let played = rounds([(.rock, .paper), (.rock, .paper), (.rock, .rock), (.rock, .paper)])

    #expect(ThrowingPattern(in: played, rules: .classic)?.after == nil)
  }

  @Test("The rounds the rival won are counted among those that followed the pattern, not the others")
  func roundsLostFollowingThePattern() {
    // Rock in every round but the third: three of those lost to paper, one won, two drawn. The
    // third, scissors, is lost too.
    let played = rounds([
      (.rock, .paper), (.rock, .rock), (.scissors, .rock), (.rock, .scissors), (.rock, .paper),
      (.rock, .rock),
      (.rock, .paper),
    ])

    let pattern = ThrowingPattern(in: played, rules: .classic)

    #expect(pattern?.tendency == .favoured(.rock))
    #expect(pattern?.count == 6)
    #expect(pattern?.roundsLost == 3)
  }
}
