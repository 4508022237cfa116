import Foundation
import RPSDesktop

let status = MainActor.assumeIsolated {
  DesktopApp.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
