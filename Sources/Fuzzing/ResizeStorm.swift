import Foundation
import GameCore
import RPSApp
import ViewKit

/// Resizes the headless game through thousands of seeded window sizes, from 1x1 to
/// 16384x16384, and checks ``AppInvariants`` after each, letting animations run part of the way
/// or finishing them at random moments. The first sixth shows the game, then the statistics,
/// then a match's detail, and the last third the game again with the history popover opened now
/// and then, the question whether to give up the match in progress asked and answered, and a
/// gamepad plugged in and out; in the last sixth two people play on the two-player board.
@MainActor
public enum ResizeStorm {
  public struct Result: Sendable {
    public var sizes = 0
    public var invariantChecks = 0
    public var violations = 0
    /// The first few broken invariants, with the size that broke them.
    public var firstViolations: [String] = []
    public var elapsedSeconds = 0.0
  }

  /// Runs `count` sizes (10,000 by default) on a device.
  public static func run(idiom: UserInterfaceIdiom, seed: UInt64, count: Int = 10_000) -> Result {
    let clock = ContinuousClock()
    let start = clock.now
    var result = Result()
    let app = HeadlessApp(
      size: Size(width: 1024, height: 768), idiom: idiom, seed: seed, store: nil,
      picturesFolder: FileManager.default.temporaryDirectory.appendingPathComponent("rps-storm-pictures"))
    // Two finished matches and one under way, so the lists have rows and a detail can open.
    for _ in 0..<2 {
      while !app.play.game.match.isOver { app.screens.playThrows([.rock]) }
      app.play.startNewMatch()
    }
    app.screens.playThrows([.paper, .scissors])
    var generator = SeededGenerator(seed: seed)
    var sampler = WindowSizeSampler(seed: seed &+ 1)
    func check(_ size: Size, settled: Bool) {
      result.invariantChecks += 1
      for problem in AppInvariants.violations(in: app, settled: settled) {
        result.violations += 1
        if result.firstViolations.count < 10 {
          result.firstViolations.append("\(idiom.rawValue) at \(size): \(problem)")
        }
      }
    }
    for index in 0..<count {
      // From a sixth to a third of the way: the statistics, in the game's containers.
      if index == count / 6 { app.screens.showStatistics() }
      if index == count / 3, let record = app.screens.history.records.last {
        app.screens.open(record)
      }
      if index == 2 * count / 3 { app.screens.detail.popToRootViewController(animated: false) }
      if index > 2 * count / 3 && index % 50 == 0 { app.press(KeyEvent(.character("h"))) }
      // N with rounds played asks in an alert; Esc keeps the match, so it is asked again later.
      if index > 2 * count / 3 && index % 50 == 25 { app.press(KeyEvent(.character("n"))) }
      if index > 2 * count / 3 && index % 50 == 40 { app.press(KeyEvent(.escape)) }
      // A pad plugged in and out: the throw buttons take its button names and give them back.
      if index > 2 * count / 3 && index % 100 == 10 {
        let style = GamepadStyle.allCases[(index / 100) % GamepadStyle.allCases.count]
        app.send(GamepadEvent(pad: 0, .connected(Gamepad(index: 0, name: "Storm pad", style: style))))
      }
      if index > 2 * count / 3 && index % 100 == 70 { app.send(GamepadEvent(pad: 0, .disconnected)) }
      // The last sixth: two people at the board, throwing with both hands now and then.
      if index == 5 * count / 6 {
        app.press(KeyEvent(.escape))
        app.screens.choosePlayers(2)
        // Giving up the match in progress is asked first; the focus starts on the safe answer,
        // so Tab to the give-up button, then Enter.
        if app.screens.players != 2 {
          app.press(KeyEvent(.tab))
          app.press(KeyEvent(.enter))
        }
      }
      if index > 5 * count / 6 && index % 40 == 5 {
        app.press(KeyEvent(.character("a"), physicalKey: .a))
        app.press(KeyEvent(.character("l"), physicalKey: .l))
      }
      let size = index < WindowSizeSampler.extremes.count ? WindowSizeSampler.extremes[index] : sampler.next()
      app.resize(to: size)
      let roll = generator.nextUnit()
      var settled = false
      if roll < 0.35 {
        app.advance(by: generator.nextUnit() * 0.5)
      } else if roll < 0.6 {
        app.finishAnimations()
        settled = true
      }
      if index % 100 == 0 { app.render() }
      check(size, settled: settled)
      result.sizes += 1
    }
    app.finishAnimations()
    check(app.window.size, settled: true)
    if count >= 6, app.screens.players != 2 {
      result.violations += 1
      result.firstViolations.append("\(idiom.rawValue): the storm never reached the two-player board")
    }
    result.elapsedSeconds = (clock.now - start).seconds
    return result
  }
}
