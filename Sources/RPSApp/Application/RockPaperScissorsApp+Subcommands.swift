import BenchmarkBots
import Foundation
import GameCore
import Opponents

/// The subcommands that need no window and no assets: `rps tournament` and `rps engine`.
extension RockPaperScissorsApp {
  /// `rps tournament`: plays and prints the table or the JSON.
  static func runTournament(_ options: TournamentOptions) -> Int32 {
    print(TournamentCommand.run(options))
    return 0
  }

  /// `rps engine`: the line protocol on standard input and output, flushed every line.
  static func runEngine(_ options: EngineOptions) -> Int32 {
    let generator = options.seed.map { SeededGenerator(seed: $0) } ?? .unseeded()
    var session = EngineSession(
      opponent: options.level.makeOpponent(generator: generator), rules: options.rules)
    let output = FileHandle.standardOutput
    let malformed = session.run(
      readLine: { Swift.readLine(strippingNewline: true) },
      write: { output.write(Data($0.utf8)) })
    guard let malformed else { return 0 }
    printError(malformed.description)
    return 2
  }
}
