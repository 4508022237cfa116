import Foundation
import Fuzzing
import GameCore
import RPSApp
import Testing
import ViewKit

/// Every frame of a rotation is legible: looked at a quarter, half and three quarters of the way.
@MainActor
@Suite("Frames during a rotation")
struct RotationFramesTests {
  /// What is wrong with the frame drawn now: text cut short, a view drawn outside its
  /// superview, the bar's title running into its buttons.
  static func problems(in app: HeadlessApp) -> [String] {
    let canvas = app.render()
    var found = LegibilityAudit.cutTexts(in: canvas)
    func visit(_ view: View) {
      for subview in view.subviews where !subview.isHidden && subview.presentationAlpha > 0.01 {
        let frame = subview.presentationFrame
        let limits = Rect(origin: .zero, size: view.presentationFrame.size).insetBy(dx: -0.5, dy: -0.5)
        if !frame.isEmpty && !view.clipsToBounds && !limits.contains(frame) {
          found.append("\(subview.identifier ?? "\(type(of: subview))") drawn at \(frame) outside \(limits)")
        }
        visit(subview)
      }
    }
    visit(app.window.rootView)
    var bars: [NavigationBar] = []
    func collectBars(_ view: View) {
      guard !view.isHidden else { return }
      if let bar = view as? NavigationBar { bars.append(bar) }
      for subview in view.subviews { collectBars(subview) }
    }
    collectBars(app.window.rootView)
    for bar in bars where !bar.titleLabel.isHidden {
      let title = bar.titleLabel.presentationFrame
      let titleWidth = canvas.size(of: bar.titleLabel.text, font: bar.titleLabel.font).width
      let drawn = Rect(x: title.midX - titleWidth / 2, y: title.minY, width: titleWidth, height: title.height)
      for button in [bar.leftButton].compactMap({ $0 }) + bar.rightButtons where !button.isHidden {
        if !drawn.intersection(button.presentationFrame).isEmpty {
          found.append("the title '\(bar.titleLabel.text)' runs into '\(button.title)'")
        }
      }
    }
    return found
  }

  @Test(
    "At a quarter, half and three quarters of a rotation nothing in the bar is cut and nothing is drawn outside its place",
    arguments: [
      (UserInterfaceIdiom.pad, Size(width: 1024, height: 768)), (.pad, Size(width: 960, height: 600)),
      (.phone, Size(width: 390, height: 844)), (.phone, Size(width: 844, height: 390)),
    ])
  func rotationFrames(idiom: UserInterfaceIdiom, size: Size) {
    let app = HeadlessApp(
      size: size, idiom: idiom, seed: 7, store: nil, picturesFolder: FileManager.default.temporaryDirectory)
    app.screens.playThrows(Array(repeating: .rock, count: 4))
    app.finishAnimations()
    app.render()

    app.resize(to: size.rotated)
    for quarter in 1...3 {
      app.advance(by: app.window.rotationDuration / 4)
      let found = RotationFramesTests.problems(in: app)
      #expect(found.isEmpty, "\(idiom) \(size) at \(quarter)/4: \(found.joined(separator: "; "))")
    }
  }
}
