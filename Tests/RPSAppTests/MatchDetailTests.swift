import Foundation
import GameCore
import RPSApp
import Testing
import ViewKit

@MainActor
@Suite("Match detail: prepareViews(for:) on phone and pad")
struct MatchDetailTests {
  private static func record() -> MatchRecord {
    let round = Round(player: .paper, computer: .rock, rules: .classic)
    return MatchRecord(
      match: Match(rounds: [round, round, round]), level: "Easy", startedAt: Date(), endedAt: Date())
  }

  /// A detail pushed in a navigation controller in a window of the idiom and size.
  private func show(idiom: UserInterfaceIdiom, size: Size) -> (Window, ManualClock, MatchDetailController) {
    let clock = ManualClock()
    let window = Window(size: size, idiom: idiom, clock: clock)
    let navigation = NavigationController(rootViewController: ViewController())
    window.rootViewController = navigation
    let detail = MatchDetailController(record: Self.record(), cardPath: "/tmp/card.png")
    navigation.push(detail, animated: false)
    return (window, clock, detail)
  }

  @Test(
    "Shown in each orientation: a phone in landscape hides the image and disables the camera; otherwise both are there",
    arguments: [UserInterfaceIdiom.phone, .pad], [true, false])
  func matrix(idiom: UserInterfaceIdiom, landscape: Bool) {
    let size = landscape ? Size(width: 844, height: 390) : Size(width: 390, height: 844)
    let (_, _, detail) = show(idiom: idiom, size: size)

    let hidden = idiom == .phone && landscape
    #expect(detail.isImageHidden == hidden)
    #expect(detail.cameraButton.isEnabled == !hidden)
  }

  @Test(
    "Rotated into each orientation, the same rule holds, and on a phone the image fades over the rotation",
    arguments: [UserInterfaceIdiom.phone, .pad], [true, false])
  func rotation(idiom: UserInterfaceIdiom, toLandscape: Bool) {
    let start = toLandscape ? Size(width: 390, height: 844) : Size(width: 844, height: 390)
    let (window, clock, detail) = show(idiom: idiom, size: start)

    window.resize(to: start.rotated)
    clock.advance(by: window.rotationDuration / 2)
    window.animator.update()

    let hidden = idiom == .phone && toLandscape
    #expect(detail.cameraButton.isEnabled == !hidden)
    if idiom == .phone {
      #expect(detail.imageView.alpha == (hidden ? 0 : 1))
      #expect(
        detail.imageView.presentationAlpha > 0.2 && detail.imageView.presentationAlpha < 0.8,
        "halfway through the fade")
    } else {
      #expect(detail.imageView.presentationAlpha == 1, "a pad changes nothing")
    }
    clock.advance(by: window.rotationDuration)
    window.animator.update()
    #expect(detail.isImageHidden == hidden)
  }

  @Test("A disabled camera ignores presses; an enabled one saves the card to the pictures folder")
  func camera() throws {
    let (_, _, detail) = show(idiom: .phone, size: Size(width: 844, height: 390))
    var notices: [String] = []
    detail.onNotice = { notices.append($0) }
    detail.cameraButton.press()
    #expect(notices.isEmpty)
  }
}
