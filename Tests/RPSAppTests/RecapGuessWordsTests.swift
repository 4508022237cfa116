import GameCore
import Testing

@testable import RPSApp

@MainActor
@Suite("The recap on a first call answered before the habit showed")
struct RecapGuessWordsTests {
  @Test("A ✓ over a round the rival's break of habit lost is told as answered early, not as a good guess")
  func lostGuessIsNoGoodGuess() {
    // Echo copies your last throw: its first call, in round 2, is the rock of round 1. The paper
    // that answers it lost to a scissors thrown off its habit; the reads after it won.
    let pairs: [(Move, Move)] = [
      (.rock, .paper), (.paper, .scissors), (.scissors, .paper), (.rock, .scissors), (.paper, .rock),
    ]
    let match = Match(
      rules: .classic, targetWins: 3,
      rounds: pairs.map { Round(player: $0.0, computer: $0.1, rules: .classic) })

    let words = RecapWords(
      recap: RivalRecap(rival: .echo, match: match), daily: nil, unlocked: nil, rivalsBeaten: [],
      dailyStreak: 0, achievements: [])

    #expect(
      words.howYouRead.hasPrefix(
        "You caught on in round 3. In round 2 you answered its habit before it had shown, and it broke its habit there."
      ))
  }
}
