import Foundation
import GameCore
import Testing

@Suite("Match")
struct MatchTests {
  private func round(_ player: Move, _ computer: Move) -> Round {
    Round(player: player, computer: computer, rules: .classic)
  }

  @Test("Wins are counted per side and draws apart; a fresh match is first to three")
  func scoring() {
    var match = Match()
    match.record(round(.paper, .rock))
    match.record(round(.rock, .rock))
    match.record(round(.rock, .paper))
    #expect(match.targetWins == 3)
    #expect(match.score == Score(player: 1, computer: 1, draws: 1))
    #expect(match.currentRoundNumber == 4)
    #expect(match.isOver == false)
  }

  @Test("The match ends when one side reaches the target; draws do not bring it closer")
  func ending() {
    var match = Match(targetWins: 2)
    match.record(round(.rock, .rock))
    match.record(round(.rock, .rock))
    match.record(round(.rock, .rock))
    #expect(match.isOver == false)
    match.record(round(.scissors, .rock))
    match.record(round(.scissors, .rock))
    #expect(match.isOver)
    #expect(match.winner == .computer)
    #expect(match.currentRoundNumber == 5)
  }

  @Test("A saved match decodes to the same match, and outcomes are derived again from the rules")
  func codableRoundTrip() throws {
    var match = Match()
    match.record(round(.paper, .rock))
    match.record(round(.scissors, .rock))
    let data = try JSONEncoder().encode(match)
    #expect(try JSONDecoder().decode(Match.self, from: data) == match)

    let tampered =
      #"{"rules":{"moves":[0,1,2]},"targetWins":3,"rounds":[{"player":0,"computer":2,"outcome":"loss"}]}"#
    let decoded = try JSONDecoder().decode(Match.self, from: Data(tampered.utf8))
    #expect(decoded.rounds.first?.outcome == .win)
  }

  @Test("A saved match with a move outside its rules or a zero target is refused")
  func invalidDecoding() {
    let outside =
      #"{"rules":{"moves":[0,1,2]},"targetWins":3,"rounds":[{"player":4,"computer":2,"outcome":"win"}]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Match.self, from: Data(outside.utf8)) }
    let zero = #"{"rules":{"moves":[0,1,2]},"targetWins":0,"rounds":[]}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Match.self, from: Data(zero.utf8)) }
  }
}
