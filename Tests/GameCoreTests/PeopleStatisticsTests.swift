import Foundation
import GameCore
import Testing

@Suite("Statistics between people")
struct PeopleStatisticsTests {
  private func record(
    _ players: MatchPlayers?, winner: Side?, at seconds: Double, rounds: Int = 3
  ) -> MatchRecord {
    var match = Match(targetWins: 3)
    let win = Round(player: .rock, computer: .scissors, rules: .classic)
    let loss = Round(player: .scissors, computer: .rock, rules: .classic)
    for _ in 0..<(winner == nil ? 1 : rounds) { match.record(winner == .computer ? loss : win) }
    return MatchRecord(
      match: match, level: .hard, startedAt: Date(timeIntervalSince1970: seconds),
      endedAt: Date(timeIntervalSince1970: seconds + 60), players: players)
  }

  @Test("A pair is the same pair whichever side each sat on, and each name keeps its own wins")
  func pairsIgnoreSides() {
    let anaLeft = MatchPlayers(left: "Ana", right: "Ben")
    let benLeft = MatchPlayers(left: "Ben", right: "Ana")
    let history = History(finished: [
      record(benLeft, winner: .player, at: 300),  // Ben wins from the left
      record(anaLeft, winner: nil, at: 200),  // given up
      record(anaLeft, winner: .player, at: 100),  // Ana wins
    ])

    let statistics = PeopleStatistics(history: history)

    #expect(statistics.pairings.count == 1)
    let pairing = statistics.pairings[0]
    #expect(pairing.names == ["Ana", "Ben"])
    #expect(pairing.wins == [1, 1])
    #expect(pairing.abandoned == 1)
    #expect(pairing.matches == 3)
    #expect(pairing.leader == nil)
  }

  @Test("Matches between people stay out of the statistics against the computer, and the reverse")
  func keptApart() {
    let history = History(finished: [
      record(MatchPlayers(left: "Ana", right: "Ben"), winner: .player, at: 200),
      record(nil, winner: .computer, at: 100),
    ])

    let people = PeopleStatistics(history: history)
    let computer = Statistics(history: history)

    #expect(people.totalMatches == 1)
    #expect(computer.totalMatches == 1)
    #expect(computer[.hard, .classic].lost == 1 && computer[.hard, .classic].won == 0)
  }

  @Test("The most recently played pair comes first")
  func newestPairFirst() {
    let history = History(finished: [
      record(MatchPlayers(left: "Cy", right: "Di"), winner: .computer, at: 500),
      record(MatchPlayers(left: "Ana", right: "Ben"), winner: .player, at: 100),
    ])

    let statistics = PeopleStatistics(history: history)

    #expect(statistics.pairings.map(\.names) == [["Cy", "Di"], ["Ana", "Ben"]])
    #expect(statistics.pairings[0].leader == "Di")
  }
}
