import Foundation
import RPSApp

let status = MainActor.assumeIsolated {
  RockPaperScissorsApp.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
