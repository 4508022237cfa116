import Foundation
import Fuzzing
import GameCore
import RPSApp
import Testing
import ViewKit

/// The smallest window the game allows, and every size above it: on each screen, nothing
/// overlaps and no text is cut.
@MainActor
@Suite("Minimum window size")
struct MinimumSizeTests {
  /// The screens a player can reach, each shown in a fresh game.
  enum Screen: String, CaseIterable, Sendable {
    case game, history, detail, help, options
  }

  /// Sizes at and above the minimum, in both shapes.
  static let sweep: [Size] = {
    let minimum = CommandLineOptions.minimumSize
    let widths = [0.0, 24, 40, 60, 80, 120, 160, 280, 480, 704, 1080].map { minimum.width + $0 }
    let heights = [0.0, 20, 30, 40, 60, 80, 120, 200, 368, 500].map { minimum.height + $0 }
    return widths.flatMap { width in heights.map { Size(width: width, height: $0) } }
  }()

  static func problems(
    at size: Size, idiom: UserInterfaceIdiom, screen: Screen, part: Part = .screens
  ) throws -> [String] {
    let app = HeadlessApp(
      size: size, idiom: idiom, seed: 7, store: nil, picturesFolder: FileManager.default.temporaryDirectory,
      level: .medium)
    // At Medium, whose name is the longest on the options button.
    // Fourteen rocks: several finished matches, as in the real-window test.
    app.screens.playThrows(Array(repeating: .rock, count: 14))
    switch screen {
    case .game: break
    case .history:
      if app.screens.split.isMasterHidden { app.screens.split.presentMasterPopover() }
    case .detail:
      let finished = try #require(app.screens.history.records.first { $0.match.isOver })
      app.screens.open(finished)
    case .help: app.commands.toggleHelp()
    case .options: app.play.showOptions()
    }
    app.finishAnimations()
    let canvas = app.render()
    // The board's own words (the cards' titles, the scoreboard, the throw buttons) are the
    // game's layout, checked apart below.
    let board = app.play.view.window == nil ? nil : app.play.view.convert(app.play.view.bounds, to: nil)
    let onBoard = { (rect: Rect) in board?.contains(Point(x: rect.midX, y: rect.midY)) == true }
    let cut = canvas.commands.compactMap { command -> String? in
      guard case .text(let text, _, _, let rect) = command, text.hasSuffix("…"),
        !LegibilityAudit.intendedEllipses.contains(text), onBoard(rect) == (part == .board)
      else { return nil }
      return "'\(text)' is cut"
    }
    guard part == .screens else { return cut }
    return LegibilityAudit.overlappingControls(in: app.window) + cut
      + AppInvariants.violations(in: app, settled: true)
  }

  /// What a sweep looks at: the screens and their controls, or the words on the game's board.
  enum Part { case screens, board }

  @Test("The smallest window is 320 points wide and 360 high: a phone turned to landscape still fits")
  func minimum() {
    #expect(CommandLineOptions.minimumSize == Size(width: 320, height: 360))
    #expect(CommandLineOptions.phoneSize.rotated.height >= CommandLineOptions.minimumSize.height)
  }

  @Test(
    "At the minimum and every size above it, no control overlaps another and no text is cut",
    arguments: [UserInterfaceIdiom.phone, .pad], Screen.allCases)
  func sweepIsLegible(idiom: UserInterfaceIdiom, screen: Screen) throws {
    for size in MinimumSizeTests.sweep {
      let found = try MinimumSizeTests.problems(at: size, idiom: idiom, screen: screen)
      #expect(found.isEmpty, "\(idiom) \(screen) at \(size): \(found.joined(separator: "; "))")
    }
  }

  @Test("At the minimum and every size above it, the words on the game's board are whole")
  func boardIsLegible() throws {
    for idiom in [UserInterfaceIdiom.phone, .pad] {
      for size in MinimumSizeTests.sweep {
        let found = try MinimumSizeTests.problems(at: size, idiom: idiom, screen: .game, part: .board)
        #expect(found.isEmpty, "\(idiom) at \(size): \(found.joined(separator: "; "))")
      }
    }
  }
}
