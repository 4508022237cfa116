import GameCore
import Testing

@Suite("Two people throwing in secret")
struct HeadToHeadTests {
  private let players = MatchPlayers(left: "Ana", right: "Ben")

  @Test("A throw waits unseen until the other player throws; then the round is played")
  func throwWaitsForTheOther() {
    var headToHead = HeadToHead(players: players)

    let first = headToHead.submit(.rock, by: .left)

    #expect(first == .waiting)
    #expect(headToHead.hasThrown(.left) && !headToHead.hasThrown(.right))
    #expect(headToHead.match.rounds.isEmpty, "nothing is played, so nothing can be seen")
    let second = headToHead.submit(.scissors, by: .right)
    #expect(second == .played(Round(player: .rock, computer: .scissors, rules: .classic)))
    #expect(headToHead.wins(of: .left) == 1 && headToHead.wins(of: .right) == 0)
    #expect(!headToHead.hasThrown(.left) && !headToHead.hasThrown(.right), "the next round starts clean")
  }

  @Test("A second throw before the reveal changes nothing")
  func secondThrowIgnored() {
    var headToHead = HeadToHead(players: players)
    _ = headToHead.submit(.rock, by: .left)

    let again = headToHead.submit(.paper, by: .left)
    let round = headToHead.submit(.paper, by: .right)

    #expect(again == .ignored)
    #expect(
      round == .played(Round(player: .rock, computer: .paper, rules: .classic)), "the first throw stands")
  }

  @Test("Either player may throw first; the match ends at its length and takes no more throws")
  func matchEnds() {
    var headToHead = HeadToHead(players: players, match: Match(targetWins: 2))
    for _ in 0..<2 {
      _ = headToHead.submit(.paper, by: .right)
      _ = headToHead.submit(.rock, by: .left)
    }

    #expect(headToHead.winner == .right)
    #expect(headToHead.submit(.rock, by: .left) == .ignored)
    #expect(headToHead.match.rounds.count == 2)
  }

  @Test("Throws outside the rules are refused: Spock needs Spock and lizard")
  func rulesRefuseMoves() {
    var headToHead = HeadToHead(players: players)

    #expect(headToHead.submit(.spock, by: .left) == .ignored)
    #expect(!headToHead.hasThrown(.left))
  }

  @Test("A record of a match between people reads with their names")
  func recordReadsWithNames() {
    var headToHead = HeadToHead(players: players)
    for _ in 0..<3 {
      _ = headToHead.submit(.rock, by: .left)
      _ = headToHead.submit(.paper, by: .right)
    }
    let record = MatchRecord(
      match: headToHead.match, level: .hard, startedAt: .init(timeIntervalSince1970: 0), players: players)

    #expect(record.resultText == "Ben won 3–0")
    #expect(record.opponentText == "Ana vs Ben")
  }
}
