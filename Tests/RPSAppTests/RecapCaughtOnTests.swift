import GameCore
import Testing

@testable import RPSApp

/// The round a recap says the player caught on in is the round its strip marks.
@MainActor
@Suite("The recap's round caught on, in its words and on its strip")
struct RecapCaughtOnTests {
  private func match(_ pairs: [(Move, Move)]) -> Match {
    Match(
      rules: .classic, targetWins: 3,
      rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) })
  }

  private func recapController(_ recap: RivalRecap) -> RecapController {
    let words = RecapWords(
      recap: recap, daily: nil, unlocked: nil, rivalsBeaten: [], dailyStreak: 0, achievements: [])
    return RecapController(recap: recap, words: words, actions: [])
  }

  @Test(
    "Against Echo met for the first time, a ✓ in its first call is a guess: the strip marks round 3, the round the words name"
  )
  func echoStripMarksTheRoundNamed() {
    // Echo copies the player's last throw: its first call is round 2, answered before it showed.
    let played = match([(.rock, .scissors), (.paper, .rock), (.scissors, .paper)])

    let recap = recapController(RivalRecap(rival: .echo, match: played))

    #expect(recap.rounds.caughtOnRound == 3)
    #expect(
      recap.words.howYouRead
        == "You caught on in round 3. Your ✓ in round 2 was a good guess: its habit had not shown yet.")
  }

  @Test(
    "Against Boulder met for the first time, the strip marks round 2, the round the words name, not round 1")
  func boulderStripMarksTheRoundNamed() {
    // Boulder loves rock; it broke its habit in rounds 2 and 4, where paper was still the read.
    let played = match([
      (.paper, .rock), (.paper, .scissors), (.paper, .rock), (.paper, .paper), (.paper, .rock),
    ])

    let recap = recapController(RivalRecap(rival: .boulder, match: played))

    #expect(recap.rounds.caughtOnRound == 2)
    #expect(recap.words.howYouRead.hasPrefix("You caught on in round 2."))
    #expect(!recap.words.howYouRead.contains("before its habit showed"))
  }

  @Test("A player who knew Boulder's habit caught on in round 1, on the strip and in the words")
  func knownHabitCaughtOnFromTheFirstRound() {
    let played = match([(.paper, .rock), (.paper, .rock), (.paper, .rock)])
    let recap = RivalRecap(rival: .boulder, match: played)
    let words = RecapWords(
      recap: recap, daily: nil, unlocked: nil, rivalsBeaten: [.boulder], dailyStreak: 0, achievements: [])

    let controller = RecapController(recap: recap, words: words, actions: [])

    #expect(controller.rounds.caughtOnRound == 1)
    #expect(words.howYouRead == "You read it from the first round.")
  }
}
