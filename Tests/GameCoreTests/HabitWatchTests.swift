import GameCore
import Testing

@Suite("The player's habit a computer that learns can see")
struct HabitWatchTests {
  private func match(_ pairs: [(Move, Move)], rules: Rules = .classic) -> Match {
    Match(
      rules: rules, targetWins: 99, rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: rules) })
  }

  /// A player who, after losing a round, throws what beats the throw they lost with; after a
  /// win or a draw, anything: eight such answers in four matches.
  private var switchingAfterLosses: [Match] {
    (0..<4).map { _ in
      match([
        (.rock, .paper), (.paper, .scissors), (.scissors, .rock), (.rock, .rock), (.scissors, .paper),
        (.paper, .paper),
      ])
    }
  }

  @Test("A favourite move over the recalled matches is the habit, and it points to that move every round")
  func favouriteMovePointsEveryRound() throws {
    let recalled = (0..<3).map { _ in
      match([(.rock, .paper), (.rock, .scissors), (.paper, .rock), (.rock, .rock)])
    }

    let watch = try #require(HabitWatch(recalled: recalled, rules: .classic))

    #expect(watch.rounds == 12)
    #expect(watch.pattern?.tendency == .favoured(.rock))
    #expect(watch.expectedThrow(after: []) == .rock, "even before the first throw")
    #expect(watch.expectedThrow(after: match([(.paper, .paper)]).rounds) == .rock)
  }

  @Test("A habit after a loss points to a throw only after a round lost: what beats the throw that lost")
  func habitAfterALossPointsOnlyAfterOne() throws {
    let watch = try #require(HabitWatch(recalled: switchingAfterLosses, rules: .classic))

    #expect(watch.pattern?.tendency == .beatOwnLast)
    #expect(watch.pattern?.after == .loss)
    #expect(watch.expectedThrow(after: match([(.paper, .scissors)]).rounds) == .scissors)
    #expect(watch.expectedThrow(after: match([(.paper, .rock)]).rounds) == nil, "after a win")
    #expect(watch.expectedThrow(after: []) == nil, "no round to follow yet")
  }

  @Test("The rounds a habit pointed to are counted as a match goes, with those the player followed it in")
  func followedAndChancesCounted() throws {
    let watch = try #require(HabitWatch(recalled: switchingAfterLosses, rules: .classic))
    // Lost with rock (habit: paper), threw paper; lost with paper (habit: scissors), threw rock;
    // won with rock: no pointer after it.
    let played = match([(.rock, .paper), (.paper, .scissors), (.rock, .scissors), (.scissors, .scissors)])

    let (followed, chances) = watch.followed(in: played.rounds)

    #expect(chances == 2)
    #expect(followed == [1])
  }

  @Test(
    "A throw follows only the throws of its own match: the last round of one and the first of the next make no pair"
  )
  func pairsStayWithinMatches() throws {
    // Each match: rock, then paper after a loss. Across matches paper would be followed by rock,
    // which beats nothing of it: joined, they dilute the habit below what each match shows.
    let recalled = (0..<6).map { _ in match([(.rock, .paper), (.paper, .scissors)]) }

    let watch = try #require(HabitWatch(recalled: recalled, rules: .classic))
    let joined = ThrowingPattern(in: recalled.flatMap(\.rounds), rules: .classic)

    #expect(watch.pattern?.tendency == .beatOwnLast)
    #expect(watch.pattern?.chances == 6, "one pair in each match")
    #expect(joined?.chances != 6)
  }

  @Test(
    "Too few recalled rounds, or rules of five moves, give no watch; many random-looking rounds give one without a habit"
  )
  func noWatchOrNoHabit() throws {
    let few = [match([(.rock, .paper), (.rock, .paper), (.rock, .paper)])]
    let fiveMoves = match(
      Array(repeating: (Move.rock, Move.paper), count: 12), rules: .rockPaperScissorsSpockLizard)
    // Each move as often; after each throw, the same, what beats it and what it beats once
    // each; every round a draw: no tendency stands out.
    let even = [
      [Move.rock, .rock, .paper, .rock], [.paper, .paper, .scissors, .paper],
      [.scissors, .scissors, .rock, .scissors],
    ]
    .map { throwsOfAMatch in match(throwsOfAMatch.map { ($0, $0) }) }

    #expect(HabitWatch(recalled: few, rules: .classic) == nil)
    #expect(HabitWatch(recalled: [fiveMoves], rules: fiveMoves.rules) == nil)
    let watch = try #require(HabitWatch(recalled: even, rules: .classic))
    #expect(watch.pattern == nil)
    #expect(watch.expectedThrow(after: []) == nil)
  }
}
