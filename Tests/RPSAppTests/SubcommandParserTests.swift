import GameCore
import RPSApp
import Testing

@Suite("Subcommand command lines")
struct SubcommandParserTests {
  @Test("rps tournament alone plays every level, 1000 rounds, 20 seeds, classic rules, as a table")
  func tournamentDefaults() throws {
    let options = try CommandLineParser.parse(["tournament"])
    #expect(options.action == .tournament(TournamentOptions()))
    let defaults = TournamentOptions()
    #expect(defaults.rounds == 1000 && defaults.seeds == 20)
    #expect(defaults.levels == Level.allCases && defaults.rules == .classic && defaults.format == .table)
  }

  @Test("rps tournament reads every option, in either --name value or --name=value form")
  func tournamentOptions() throws {
    let options = try CommandLineParser.parse([
      "tournament", "--rounds", "300", "--seeds=4", "--level", "medium", "--rules", "rpsls", "--format=json",
    ])
    var expected = TournamentOptions()
    expected.rounds = 300
    expected.seeds = 4
    expected.levels = [.medium]
    expected.rules = .rockPaperScissorsSpockLizard
    expected.format = .json
    #expect(options.action == .tournament(expected))
    #expect(
      try CommandLineParser.parse(["tournament", "--level", "all"]).action == .tournament(TournamentOptions())
    )
  }

  @Test("rps engine defaults to the hard level with the classic rules and a seed from the system")
  func engineDefaults() throws {
    let options = try CommandLineParser.parse(["engine"])
    #expect(options.action == .engine(EngineOptions()))
    #expect(
      EngineOptions().level == .hard && EngineOptions().seed == nil && EngineOptions().rules == .classic)
  }

  @Test("rps engine reads its level, seed and rules")
  func engineOptions() throws {
    let options = try CommandLineParser.parse(["engine", "--level=easy", "--seed", "12", "--rules", "rpsls"])
    var expected = EngineOptions()
    expected.level = .easy
    expected.seed = 12
    expected.rules = .rockPaperScissorsSpockLizard
    #expect(options.action == .engine(expected))
  }

  @Test("--help inside a subcommand prints the help")
  func help() throws {
    #expect(try CommandLineParser.parse(["tournament", "--help"]).action == .help)
    #expect(try CommandLineParser.parse(["engine", "-h"]).action == .help)
  }

  @Test(
    "Bad subcommand input is refused with one line naming the problem and pointing to --help",
    arguments: [
      (["tournament", "--rounds", "0"], "--rounds wants a whole number from 1"),
      (["tournament", "--rounds", "many"], "--rounds wants a whole number"),
      (["tournament", "--seeds", "-3"], "--seeds wants a whole number from 1 to 10000, not '-3'"),
      (["tournament", "--seeds", "100000"], "--seeds wants a whole number from 1 to 10000"),
      (["tournament", "--level", "expert"], "--level wants easy, medium, hard or all, not 'expert'"),
      (["tournament", "--rules", "chess"], "--rules wants classic or rpsls"),
      (["tournament", "--format", "xml"], "--format wants table or json"),
      (["tournament", "--size", "10x10"], "unknown option '--size' for tournament"),
      (["tournament", "extra"], "unexpected argument 'extra' for tournament"),
      (["tournament", "--rounds"], "--rounds needs a value"),
      (["engine", "--level", "all"], "--level wants easy, medium or hard, not 'all'"),
      (["engine", "--seed", "x"], "--seed wants a whole number"),
      (["engine", "--rules", "rpsl"], "--rules wants classic or rpsls"),
      (["engine", "--rounds", "4"], "unknown option '--rounds' for engine"),
      // Every tournament option with every kind of wrong value.
      (
        ["tournament", "--rounds", "1000001"],
        "--rounds wants a whole number from 1 to 1000000, not '1000001'"
      ),
      (["tournament", "--rounds="], "--rounds wants a whole number from 1 to 1000000, not ''"),
      (["tournament", "--rounds", "1e3"], "--rounds wants a whole number"),
      (["tournament", "--rounds", "99999999999999999999"], "--rounds wants a whole number"),
      (["tournament", "--rounds", "2.5"], "--rounds wants a whole number"),
      (["tournament", "--seeds", "0"], "--seeds wants a whole number from 1 to 10000, not '0'"),
      (["tournament", "--seeds="], "--seeds wants a whole number"),
      (["tournament", "--seeds"], "--seeds needs a value"),
      (["tournament", "--level="], "--level wants easy, medium, hard or all, not ''"),
      (["tournament", "--level", "Hard"], "--level wants easy, medium, hard or all"),
      (["tournament", "--level"], "--level needs a value"),
      (["tournament", "--rules="], "--rules wants classic or rpsls, not ''"),
      (["tournament", "--rules"], "--rules needs a value"),
      (["tournament", "--format", "JSON"], "--format wants table or json, not 'JSON'"),
      (["tournament", "--format="], "--format wants table or json"),
      (["tournament", "--format"], "--format needs a value"),
      (["tournament", "--rounds", "--seeds", "3"], "--rounds needs a value"),
      (["tournament", "-x"], "unknown option '-x' for tournament"),
      (["tournament", "--help=3"], "--help takes no value"),
      // Every engine option with every kind of wrong value.
      (
        ["engine", "--seed", "18446744073709551616"],
        "--seed wants a whole number from 0 to 18446744073709551615"
      ),
      (["engine", "--seed="], "--seed wants a whole number"),
      (["engine", "--seed", "-1"], "--seed wants a whole number"),
      (["engine", "--seed"], "--seed needs a value"),
      (["engine", "--level", "Hard"], "--level wants easy, medium or hard"),
      (["engine", "--level="], "--level wants easy, medium or hard, not ''"),
      (["engine", "--level"], "--level needs a value"),
      (["engine", "--rules="], "--rules wants classic or rpsls"),
      (["engine", "--rules"], "--rules needs a value"),
      (["engine", "extra"], "unexpected argument 'extra' for engine"),
      (["engine", "-h=1"], "unknown option '-h=1'"),
      (["engine", "--help=yes"], "--help takes no value"),
    ])
  func badInput(arguments: [String], expected: String) {
    expectOneLineRefusal(of: arguments, saying: expected)
  }

  @Test("A subcommand name is only a subcommand in first place")
  func subcommandOnlyFirst() {
    #expect(throws: CommandLineError.self) { try CommandLineParser.parse(["--seed", "3", "tournament"]) }
  }
}
