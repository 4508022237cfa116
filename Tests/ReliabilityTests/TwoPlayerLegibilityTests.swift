import Foundation
import Fuzzing
import GameCore
import RPSApp
import Testing
import ViewKit

/// The two-player board and its options at the minimum window and every size above it, in both
/// rules: nothing overlaps, no text is cut, and the throw buttons stay big enough to tap.
@MainActor
@Suite("Two-player legibility")
struct TwoPlayerLegibilityTests {
  private func makeWindow(
    size: Size, idiom: UserInterfaceIdiom, rules: String
  ) throws -> (Window, Screens) {
    let options = try CommandLineParser.parse(
      ["--players", "2", "--names", "Anastasia,Bartholomew", "--rules", rules])
    let screens = RockPaperScissorsApp.makeScreens(options: options)
    screens.twoPlayer.quickThrows = true
    // A round played, so both halves say something after a reveal.
    screens.playThrowPairs([.init(left: .rock, right: .scissors)])
    let window = Window(size: size, idiom: idiom, clock: ManualClock(), appearance: Theme.appearance)
    window.rootViewController = screens.split
    window.animator.finishAll()
    return (window, screens)
  }

  /// What is wrong with `view`'s part of the frame on `canvas`: controls overlapping on the
  /// front screen, and its own words cut (the containers, the bar and the history have their
  /// own checks).
  private func problems(of view: View, in window: Window, drawn canvas: RecordingCanvas) -> [String] {
    LegibilityAudit.overlappingControls(in: window)
      + LegibilityAudit.cutTexts(in: canvas, within: view.convert(view.bounds, to: nil))
  }

  @Test(
    "At every size the two-player board's halves show whole words, and throw buttons at least 30 points each way (44 on a phone or a pad)",
    arguments: ["classic", "rpsls"])
  func boardSweep(rules: String) throws {
    var found: [String] = []
    // The screens of phones and pads, in both orientations, besides the sweep's sizes.
    let devices = [Size(width: 390, height: 844), Size(width: 1024, height: 768)].flatMap {
      [$0, $0.rotated]
    }
    for idiom in [UserInterfaceIdiom.phone, .pad] {
      for size in MinimumSizeTests.sweep + devices {
        let (window, screens) = try makeWindow(size: size, idiom: idiom, rules: rules)
        let canvas = RecordingCanvas()
        window.render(on: canvas)
        let place = "\(idiom) \(Int(size.width))x\(Int(size.height))"
        found += problems(of: screens.twoPlayer.view, in: window, drawn: canvas).map { "\(place): \($0)" }
        for side in PlayerSide.allCases {
          for move in screens.twoPlayer.match.rules.moves {
            let button = try #require(
              screens.twoPlayer.view.descendant(
                identifiedBy: "\(side.rawValue)-throw-\(move.name.lowercased())"))
            let frame = button.convert(button.bounds, to: nil)
            let least = MinimumSizeTests.sweep.contains(size) && !devices.contains(size) ? 30.0 : 44.0
            if frame.width < least || frame.height < least {
              found.append("\(place): \(side) \(move) is \(Int(frame.width))x\(Int(frame.height))")
            }
          }
        }
      }
    }
    #expect(found.isEmpty, "\(found.count) problems:\n\(found.joined(separator: "\n"))")
  }

  @Test(
    "The two-player options, with the names, are legible at the minimum and every size above it",
    arguments: [UserInterfaceIdiom.phone, .pad])
  func optionsSweep(idiom: UserInterfaceIdiom) throws {
    var found: [String] = []
    for size in MinimumSizeTests.sweep {
      let (window, screens) = try makeWindow(size: size, idiom: idiom, rules: "rpsls")
      screens.twoPlayer.optionsItem.press()
      window.animator.finishAll()
      let canvas = RecordingCanvas()
      window.render(on: canvas)
      let place = "\(Int(size.width))x\(Int(size.height))"
      let options = try #require(window.rootView.descendant(identifiedBy: "options"))
      // The popover's own words, drawn after the board behind it (a phone's sheet covers it).
      let first =
        canvas.commands.firstIndex { command in
          if case .text("Players", _, _, _) = command { return true }
          return false
        } ?? 0
      let cut = canvas.commands[first...].compactMap { command -> String? in
        guard case .text(let text, _, _, _) = command, text.hasSuffix("…") else { return nil }
        return "'\(text)' is cut"
      }
      found += (LegibilityAudit.overlappingControls(in: window) + cut).map { "\(place): \($0)" }
      for side in PlayerSide.allCases {
        let field = try #require(options.descendant(identifiedBy: "name-\(side.rawValue)"))
        let font = (field as? TextField)?.font.size ?? 0
        if !options.bounds.contains(field.frame) || field.frame.height < font * 1.2 || font < 12 {
          found.append("\(place): the \(side) name's field is \(field.frame)")
        }
      }
    }
    #expect(found.isEmpty, "\(found.count) problems:\n\(found.joined(separator: "\n"))")
  }
}
