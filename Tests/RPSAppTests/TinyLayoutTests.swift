import Foundation
import GameCore
import RPSApp
import Testing
import ViewKit

/// The game's own layouts in windows far smaller than any screen.
@MainActor
@Suite("Tiny layouts")
struct TinyLayoutTests {
  @Test(
    "A board narrower than the VS column gives the cards no width rather than a negative one",
    arguments: [
      Size(width: 1, height: 1), Size(width: 10, height: 400), Size(width: 27, height: 27),
      Size(width: 400, height: 10), Size(width: 45, height: 45),
    ])
  func narrowBoard(size: Size) {
    let arrangement = GameArrangement(size: size, buttonCount: 3)
    let bounds = Rect(origin: .zero, size: size)
    for part in [arrangement.playerCard, arrangement.versus, arrangement.computerCard] {
      #expect(part.width >= 0 && part.height >= 0, "\(part) at \(size)")
      #expect(part.isEmpty || bounds.contains(part), "\(part) outside \(size)")
    }
  }

  @Test(
    "The icons of the marquee and of the rail stay inside them in a sliver of a window",
    arguments: [Size(width: 1, height: 2000), Size(width: 2000, height: 1), Size(width: 30, height: 30)])
  func containersInSlivers(size: Size) {
    for container in [PortraitContainerView(), LandscapeContainerView()] as [View] {
      container.frame = Rect(origin: .zero, size: size)
      container.layoutIfNeeded()
      for strip in container.subviews where strip.identifier == nil {
        for part in strip.subviews where !part.isHidden && !part.frame.isEmpty {
          #expect(strip.bounds.contains(part.frame), "\(part.frame) outside \(strip.bounds) at \(size)")
        }
      }
    }
  }

  @Test("On a phone in landscape the note that there is no card fades out with the card")
  func noCardNoteFades() {
    let round = Round(player: .paper, computer: .rock, rules: .classic)
    let record = MatchRecord(match: Match(rounds: [round]), level: "Easy", startedAt: Date())
    let window = Window(size: Size(width: 390, height: 844), idiom: .phone, clock: ManualClock())
    let navigation = NavigationController(rootViewController: ViewController())
    window.rootViewController = navigation
    navigation.push(MatchDetailController(record: record, cardPath: nil), animated: false)
    let note = "No card: the match is not finished"
    let portrait = RecordingCanvas()
    window.render(on: portrait)
    #expect(portrait.texts.contains(note))

    window.resize(to: Size(width: 844, height: 390))
    window.animator.finishAll()
    let landscape = RecordingCanvas()
    window.render(on: landscape)

    #expect(!landscape.texts.contains(note), "it would stand over the rounds")
  }
}
