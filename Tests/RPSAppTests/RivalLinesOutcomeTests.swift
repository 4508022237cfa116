import GameCore
import Testing

@testable import RPSApp

/// What a rival says after a round reads as that round's outcome: a rival that lost the round
/// owns the loss, and does not sound pleased with its throw.
@Suite("A rival's line fits the round just played")
struct RivalLinesOutcomeTests {
  @Test("The Boulder, its rock covered by paper, does not say the throw felt right")
  func beatenBoulderOwnsTheLoss() throws {
    // As on the tour: paper beat rock, a draw, then paper beat rock again.
    let played = Match(
      rules: .classic, targetWins: 5,
      rounds: [
        Round(player: .paper, computer: .rock, rules: .classic),
        Round(player: .rock, computer: .rock, rules: .classic),
        Round(player: .paper, computer: .rock, rules: .classic),
      ])

    let line = try #require(
      RivalReaction.line(
        of: .boulder, in: played, plan: nil, nextThrow: nil, hidesRival: false, newHabit: false))

    #expect(line != "Hm. That felt right.")
    #expect(RivalReaction.lines(of: .boulder, .lostRound).map(\.text).contains(line))
  }

  @Test(
    "No rival's line after a lost round reads as pleased or as a shrug: “That felt right”, “Ooh, shiny”, a bare “Noted”",
    arguments: Rival.allCases)
  func lostRoundLinesOwnTheLoss(rival: Rival) {
    let misread = ["Hm. That felt right.", "Ooh, shiny.", "Noted.", "A new footnote."]

    let lines = RivalReaction.lines(of: rival, .lostRound).map(\.text)

    #expect(lines.allSatisfy { !misread.contains($0) }, "\(rival.name): \(lines)")
  }
}
