import GameCore
import Testing

@Suite("No Masters rung is swept by one throw repeated")
struct MastersNoMashingTests {
  @Test(
    "No Masters rung is swept by a player who throws one move every round: its habits take a round, or deny the win",
    arguments: LadderTier.masters.rivals.compactMap { MastersRung(rival: $0) }.filter { $0.rival.hasHabit })
  func oneMoveRepeatedLoses(rung: MastersRung) {
    for move in rung.rules.moves {
      // Arrange: the rung's habits, followed every round, against one move.
      var match = Match(rules: rung.rules, targetWins: 1_000)
      var lost = 0
      var won = 0

      // Act
      for _ in 0..<20 {
        let call = rung.habitPlan.call(after: match.rounds, rules: rung.rules) ?? .rock
        let round = Round(player: move, computer: call, rules: rung.rules)
        if round.outcome == .loss { lost += 1 }
        if round.outcome == .win { won += 1 }
        match.record(round)
      }

      // Assert
      #expect(
        lost > 0 || won < MastersRung.targetWins, "\(rung.rival) is swept by \(move) thrown every round")
    }
  }
}
