import BenchmarkBots
import GameCore
import Opponents
import RPSApp
import Testing

@Suite("Engine line protocol")
struct EngineSessionTests {
  @Test("The engine's move goes out first; the reply may be any case with whitespace around it")
  func roundTrip() throws {
    var session = EngineSession(opponent: ConstantBot(move: .paper), rules: .classic)

    let first = session.engineMove()
    try session.receive("  s \r")
    let second = session.engineMove()

    #expect(first == "P" && second == "P")
    #expect(session.rounds == [Round(player: .scissors, computer: .paper, rules: .classic)])
  }

  @Test("The engine commits before it reads: asking twice gives the same move")
  func commitsOnce() {
    var session = EngineSession(opponent: Level.easy.makeOpponent(seed: 3), rules: .classic)
    let moves = (0..<5).map { _ in session.engineMove() }
    #expect(Set(moves).count == 1)
  }

  @Test(
    "A line that is not a move of the rules is refused with its line number",
    arguments: ["", "x", "rock", "rp", "k", "L", "1"])
  func malformedLines(line: String) throws {
    var session = EngineSession(opponent: Level.hard.makeOpponent(seed: 1), rules: .classic)
    _ = session.engineMove()
    try session.receive("r")
    _ = session.engineMove()
    #expect {
      try session.receive(line)
    } throws: { error in
      guard let error = error as? EngineSession.MalformedLine else { return false }
      return error.lineNumber == 2 && error.description.contains("line 2")
        && error.description.contains("R, P, S") && error.description.contains("--help")
        && !error.description.contains("\n")
    }
  }

  @Test("With rpsls the letters K (Spock) and L (lizard) are moves too")
  func rockPaperScissorsSpockLizard() throws {
    var session = EngineSession(opponent: ConstantBot(move: .spock), rules: .rockPaperScissorsSpockLizard)
    #expect(session.engineMove() == "K")
    try session.receive("l")
    #expect(session.rounds.last?.outcome == .win)
  }

  @Test("Run writes one move per round plus the next, stops at the end of input, and replays with a seed")
  func runToTheEnd() {
    func transcript(seed: UInt64) -> (String, EngineSession.MalformedLine?) {
      var session = EngineSession(opponent: Level.hard.makeOpponent(seed: seed), rules: .classic)
      var input = ["r", "p", "S", "r"][...]
      var output = ""
      let end = session.run(readLine: { input.popFirst() }, write: { output += $0 })
      return (output, end)
    }
    let (output, end) = transcript(seed: 9)
    #expect(end == nil)
    #expect(output.split(separator: "\n").count == 5)
    #expect(output.split(separator: "\n").allSatisfy { ["R", "P", "S"].contains($0) })
    #expect(transcript(seed: 9).0 == output)
  }

  @Test("Run stops at the first malformed line and reports it")
  func runStopsAtMalformedLine() {
    var session = EngineSession(opponent: Level.medium.makeOpponent(seed: 1), rules: .classic)
    var input = ["r", "q", "p"][...]
    var output = ""
    let end = session.run(readLine: { input.popFirst() }, write: { output += $0 })
    #expect(end?.lineNumber == 2 && end?.text == "q")
    #expect(output.split(separator: "\n").count == 2)
    #expect(input == ["p"])
  }
}
