import GameCore
import Testing

@testable import RPSApp

@Suite("A borrowed habit in the recap, told as the player saw it")
struct RecapBorrowedHabitTests {
  @Test(
    "Boulder borrowing the Cyclist every other round threw paper each time: the recap says one step on from its own last throw, not in turn"
  )
  func borrowedCyclistStepsFromItsOwnLastThrow() {
    // Boulder's rock in rounds 1, 3, 5; the Cyclist's step on from that rock in rounds 2 and 4.
    let plan = HabitPlan(.boulder, .alternating(with: .cyclist))
    let played = Match(
      rules: .classic, targetWins: 3,
      rounds: [(Move.paper, Move.rock), (.scissors, .paper), (.paper, .rock)].map {
        Round(player: $0.0, computer: $0.1, rules: .classic)
      })
    let recap = RivalRecap(rival: .boulder, match: played, plan: plan)
    #expect(recap.habitKept == 3, "the match follows the plan")

    let words = RecapWords(
      recap: recap, daily: nil, tier: .masters, unlocked: nil, rivalsBeaten: [.boulder, .cyclist],
      dailyStreak: 0, achievements: [])

    #expect(
      words.howTheyPlayed.contains(
        "Every other round it borrowed a habit: Cyclist threw one step on from its own last throw, in the order rock, paper, scissors."
      ), "\(words.howTheyPlayed)")
    #expect(!words.howTheyPlayed.contains("in turn"))
  }

  @Test("On the Cyclist's own rung, its habit is still told as a cycle in turn")
  func ownCycleToldInTurn() {
    #expect(Rival.cyclist.habitSentence(rules: .classic) == "Cyclist threw rock, paper, scissors in turn.")
  }
}
