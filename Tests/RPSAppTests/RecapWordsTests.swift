import GameCore
import Testing

@testable import RPSApp

@Suite("The recap's words")
struct RecapWordsTests {
  private func match(_ pairs: [(Move, Move)]) -> Match {
    Match(
      rules: .classic, targetWins: 3,
      rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) })
  }

  @Test(
    "Against the Cyclist: its cycle in the rules' order, how often it kept to it, and the round you caught on"
  )
  func cyclist() {
    let played = match([
      (.scissors, .rock), (.paper, .paper), (.rock, .scissors), (.paper, .rock), (.scissors, .paper),
    ])

    let words = RecapWords(
      recap: RivalRecap(rival: .cyclist, match: played), daily: nil, unlocked: .echo,
      rivalsBeaten: [.boulder, .cyclist], dailyStreak: 0,
      achievements: [.firstRung])

    #expect(words.headline == "You beat Cyclist 3–1")
    #expect(
      words.howTheyPlayed
        == "Cyclist threw rock, paper, scissors in turn. It kept to its habit in 5 of 5 rounds.")
    #expect(words.howYouRead == "You caught on in round 3.")
    #expect(words.whatsNext == "Echo is open: the next rung.")
    #expect(words.achievements == ["First rung: Beat Boulder, the first rung of the ladder."])
  }

  @Test("A won match is never scolded, even one won without answering the habit")
  func noScoldingAfterAWin() {
    // Boulder strayed from rock three times; the player's rock won each time without reading it.
    let played = match([(.rock, .scissors), (.rock, .scissors), (.rock, .scissors)])
    let recap = RivalRecap(rival: .boulder, match: played)

    let words = RecapWords(
      recap: recap, daily: nil, unlocked: .cyclist, rivalsBeaten: [.boulder], dailyStreak: 0, achievements: []
    )

    #expect(recap.caughtOnRound == nil)
    #expect(!words.howYouRead.contains("had not caught on"), "\(words.howYouRead)")
    #expect(words.howYouRead == "You won, though not by its habit: there is more to read in it.")
  }

  @Test("A habit that skips rounds says which rounds its count is out of")
  func habitCountedOverTheRoundsItApplied() {
    // Echo copies your last throw: the first round has nothing to copy.
    let played = match([(.rock, .paper), (.paper, .rock), (.scissors, .paper), (.rock, .scissors)])

    let words = RecapWords(
      recap: RivalRecap(rival: .echo, match: played), daily: nil, unlocked: nil, rivalsBeaten: [.echo],
      dailyStreak: 0,
      achievements: [])

    #expect(
      words.howTheyPlayed.hasSuffix("It kept to its habit in 3 of the 3 rounds where its habit applied."))
  }

  @Test("A hidden rival's twist is said in the past once the day's match revealed it")
  @MainActor
  func hiddenTwistOnceRevealed() throws {
    var day = DayStamp(year: 2026, month: 1, day: 1)
    while DailyChallenge(day: day).twist != .hiddenHabit { day = day.next }
    let challenge = DailyChallenge(day: day)

    #expect(DailyController.twistWords(challenge, revealed: false).contains("hides its name and face"))
    #expect(
      DailyController.twistWords(challenge, revealed: true)
        == "Twist: the rival's name and face were hidden until the end; first to three.")
  }

  @Test("Against a rival that learns: the rounds it read you in, out of all rounds")
  func learningRival() {
    let played = match([(.rock, .paper), (.rock, .paper), (.rock, .scissors), (.rock, .paper)])

    let words = RecapWords(
      recap: RivalRecap(rival: .professor, match: played), daily: nil, unlocked: nil, rivalsBeaten: [],
      dailyStreak: 0,
      achievements: [])

    #expect(words.headline == "Professor won 3–1")
    #expect(words.howYouRead.hasPrefix("It read you in 3 rounds of 4. "), "\(words.howYouRead)")
    #expect(words.whatsNext == "Next time, mix in paper and scissors.")
  }

  @Test("After the daily challenge: the streak of days")
  func dailyStreak() {
    let daily = DailyChallenge(day: DayStamp(year: 2027, month: 1, day: 1))
    let played = match([(.paper, .rock), (.paper, .rock), (.paper, .rock)])

    let words = RecapWords(
      recap: RivalRecap(rival: daily.rival, match: played), daily: daily, unlocked: nil, rivalsBeaten: [],
      dailyStreak: 2,
      achievements: [])

    #expect(words.whatsNext == "Daily streak: 2 days. A new challenge tomorrow.")
  }

  @Test("After a loss to a rival not yet beaten, the recap hints at its habit and does not tell it")
  func lossHints() {
    let played = match([(.rock, .paper), (.scissors, .paper), (.rock, .paper), (.scissors, .rock)])

    let words = RecapWords(
      recap: RivalRecap(rival: .mule, match: played), daily: nil, unlocked: nil, rivalsBeaten: [.boulder],
      dailyStreak: 0, achievements: [])

    #expect(
      !words.howTheyPlayed.contains(Rival.mule.habitSentence(rules: .classic)), "\(words.howTheyPlayed)")
    #expect(words.howTheyPlayed.hasPrefix("Mule has a habit to find. Watch what it throws after it wins"))
  }

  @Test(
    "A read of a habit's first call is a guess for a rival never met, and reading for one beaten before")
  func firstCallIsAGuessUnlessKnown() {
    // The Mule calls from round 2 (after a win it keeps its throw, otherwise it steps on): the
    // player draws, then answers its calls, 3–0.
    let played = match([(.rock, .rock), (.scissors, .paper), (.rock, .scissors), (.paper, .rock)])
    let recap = RivalRecap(rival: .mule, match: played)
    #expect(played.winner == .player && recap.caughtOnRound == 2)

    let stranger = RecapWords(
      recap: recap, daily: nil, unlocked: nil, rivalsBeaten: [], dailyStreak: 0, achievements: [])
    let known = RecapWords(
      recap: recap, daily: nil, unlocked: nil, rivalsBeaten: [.mule], dailyStreak: 0, achievements: [])

    #expect(
      stranger.howYouRead
        == "You caught on in round 3. Your ✓ in round 2 was a good guess: its habit had not shown yet.")
    #expect(known.howYouRead == "You caught on in round 2.")
  }

  @Test("Reading a known rival from the first round, but not every round, is said with the count")
  func firstRoundReadCounted() {
    // Boulder loves rock: paper, paper, scissors (a miss), paper: 3 of 4 calls read, 3–1.
    let played = match([(.paper, .rock), (.paper, .rock), (.scissors, .rock), (.paper, .rock)])
    let recap = RivalRecap(rival: .boulder, match: played)

    let words = RecapWords(
      recap: recap, daily: nil, unlocked: nil, rivalsBeaten: [.boulder], dailyStreak: 0, achievements: [])

    #expect(recap.caughtOnRound == 1)
    #expect(words.howYouRead == "You read it from the first round, in 3 of its 4 calls.")
  }

  @Test("Once the rival is beaten, the recap tells its habit plainly")
  func beatenTells() {
    let played = match([(.paper, .rock), (.paper, .rock), (.paper, .rock)])

    let words = RecapWords(
      recap: RivalRecap(rival: .boulder, match: played), daily: nil, unlocked: .cyclist,
      rivalsBeaten: [.boulder], dailyStreak: 0, achievements: [])

    #expect(words.howTheyPlayed.hasPrefix("Boulder loved rock."))
  }

  @Test("A daily against a rival not beaten on the ladder hints, even at a win, and hides a borrowed habit")
  func dailyAgainstUnbeatenRivalHints() throws {
    // Days of two habits came before every day brought a habit made for it.
    var day = DayStamp(year: 2026, month: 1, day: 1)
    while DailyChallenge(day: day).twist != .twoHabits { day = day.next }
    let daily = DailyChallenge(day: day)
    let second = try #require(daily.secondRival)
    let played = match([(.paper, .rock), (.paper, .rock), (.paper, .rock)])

    let words = RecapWords(
      recap: RivalRecap(rival: daily.rival, match: played, plan: daily.habitPlan), daily: daily,
      unlocked: nil, rivalsBeaten: [], dailyStreak: 1, achievements: [])

    #expect(!words.howTheyPlayed.contains(daily.rival.habitSentence(rules: .classic)))
    #expect(!words.howTheyPlayed.contains(second.habitSentence(rules: .classic)))
    #expect(words.howTheyPlayed.contains("Every other round it borrowed another rival's habit."))
  }
}
