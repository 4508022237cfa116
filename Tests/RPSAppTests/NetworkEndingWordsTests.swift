import Foundation
import GameCore
import Testing

@testable import RPSApp

@MainActor
@Suite("A network match the peer forfeited, resigned or broke the rules in is won")
struct NetworkEndingWordsTests {
  private func record(_ kind: NetworkEnding.Kind, byLocalPlayer: Bool = false) -> MatchRecord {
    var match = Match(rules: .classic, targetWins: 3)
    match.record(Round(player: .rock, computer: .scissors, rules: .classic))
    var record = MatchRecord(
      match: match, level: .hard, startedAt: Date(timeIntervalSince1970: 0),
      endedAt: Date(timeIntervalSince1970: 60), players: MatchPlayers(left: "Ana", right: "Bob"))
    record.networkEnding = NetworkEnding(kind: kind, byLocalPlayer: byLocalPlayer, reason: "Bob did it")
    return record
  }

  @Test(
    "the history says who won and why, and Hide abandoned keeps it",
    arguments: [
      (NetworkEnding.Kind.forfeited, "Ana won 1–0: Bob forfeited"),
      (.resigned, "Ana won 1–0: Bob resigned"),
      (.brokeRules, "Ana won 1–0: Bob broke the rules"),
    ])
  func peerEnded(kind: NetworkEnding.Kind, words: String) {
    let record = record(kind)
    #expect(record.winner == .player)
    #expect(!record.isAbandoned)
    #expect(record.resultWords == words)
    #expect(MatchDetailController.scoreSentence(record).contains("Ana won 1–0 against Bob"))
  }

  @Test("resigning oneself loses; leaving or a broken connection stays abandoned")
  func otherEnds() {
    let resigned = record(.resigned, byLocalPlayer: true)
    #expect(resigned.winner == .computer)
    #expect(resigned.resultWords == "Bob won 0–1: Ana resigned")
    for kind in [NetworkEnding.Kind.left, .disconnected] {
      #expect(record(kind).isAbandoned)
      #expect(record(kind).resultWords == "Abandoned 1–0")
    }
  }

  @Test("the people's statistics count a forfeit as the winner's win, not as abandoned")
  func statistics() {
    var history = History()
    history.finished = [record(.forfeited)]
    let people = PeopleStatistics(history: history)
    #expect(people.pairings.first?.abandoned == 0)
    #expect(people.pairings.first?.wins.reduce(0, +) == 1)
  }
}
