import Foundation
import GameCore
import RPSApp
import RPSDesktop
import SDLHost
import TestSupport
import ViewKit

// Drives the real SDL host offscreen through many resizes (half of them rotations) and rounds,
// drawing a frame after each, then shuts everything down: run under valgrind's memcheck to find
// memory our code loses. Usage: leak-check [--resizes N] [--rounds N]
let arguments = Array(CommandLine.arguments.dropFirst())
func count(after flag: String, default value: Int) -> Int {
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
    let number = Int(arguments[index + 1]), number >= 0
  else { return value }
  return number
}
let resizes = count(after: "--resizes", default: 1000)
let rounds = count(after: "--rounds", default: 1000)

let status: Int32 = MainActor.assumeIsolated {
  guard case .success(let assets) = AssetLocator.locate() else {
    FileHandle.standardError.write(Data("leak-check: cannot find the assets folder\n".utf8))
    return 1
  }
  let folder: TemporaryFolder
  do {
    folder = try TemporaryFolder("rps-leak-check")
  } catch {
    FileHandle.standardError.write(Data("leak-check: cannot make a data folder: \(error)\n".utf8))
    return 1
  }
  let data = folder.url
  var options = CommandLineOptions()
  options.seed = 1
  options.level = .easy
  let configuration = HostConfiguration(
    title: "leak-check", size: Size(width: 480, height: 320), assetsDirectory: assets, offscreen: true,
    minimumSize: Size(width: 200, height: 200), appearance: Theme.appearance)
  do {
    let app = try RockPaperScissorsApp.assemble(
      options: options, store: HistoryStore(folder: data), picturesFolder: data
    ) { screens in
      let host = try SDLHost(configuration: configuration, rootViewController: screens.split)
      return (host, host.window)
    }
    let host = app.host
    app.screens.keeper.cardRenderer = MatchCardRenderer(host: host)
    var generator = SeededGenerator(seed: 42)
    for index in 0..<resizes {
      let width = Double(240 + generator.next() % 400)
      let height = Double(240 + generator.next() % 400)
      // Every other resize flips the orientation.
      let size =
        index.isMultiple(of: 2)
        ? Size(width: max(width, height), height: min(width, height))
        : Size(width: min(width, height), height: max(width, height))
      host.setSize(size)
      host.processPendingEvents()
      host.window.animator.finishAll()
      host.presentFrame()
    }
    let moves: [Move] = [.rock, .paper, .scissors]
    for index in 0..<rounds {
      if index.isMultiple(of: 10) { host.window.send(KeyEvent(.character("n"))) }
      host.window.send(KeyEvent(.character(Character(moves[Int(generator.next() % 3)].letter.lowercased()))))
      host.presentFrame()
    }
    host.close()
    withExtendedLifetime((app, folder)) {}
  } catch {
    FileHandle.standardError.write(Data("leak-check: \(error)\n".utf8))
    return 1
  }
  print("leak-check: \(resizes) resizes and \(rounds) rounds done")
  return 0
}
exit(status)
