import GameCore
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("A ladder card swept clean shows the best read, the goal a replay has left")
struct RungBestReadTests {
  @Test("Three stars and a best read: the card says the round; fewer stars keep the replay for stars")
  func bestReadOnASweptCard() {
    let swept = RungCardView(rival: .cyclist)
    let short = RungCardView(rival: .cyclist)

    swept.show(beatenOn: "5 Dec", stars: 3, bestRead: 2, isNext: false, isUnlocked: true)
    short.show(beatenOn: "5 Dec", stars: 2, bestRead: 2, isNext: false, isUnlocked: true)

    #expect(swept.replayLabel.text == "Best read: round 2")
    #expect(!swept.replayLabel.isHidden)
    #expect(short.replayLabel.text == "Replay for ★★★")
  }

  @Test("Swept clean with no read kept (a win by luck), the card has no goal to show")
  func noBestReadNoGoal() {
    let card = RungCardView(rival: .cyclist)

    card.show(beatenOn: "5 Dec", stars: 3, isNext: false, isUnlocked: true)

    #expect(card.replayLabel.isHidden)
  }

  @Test("Laid out as a tile, the swept card draws its stars and its best read on the last line")
  func tileShowsIt() {
    let window = Window(size: Size(width: 400, height: 400))
    let card = RungCardView(rival: .cyclist)
    window.rootView.addSubview(card)
    card.frame = Rect(x: 0, y: 0, width: 220, height: 260)
    card.show(beatenOn: "5 Dec", stars: 3, bestRead: 2, isNext: false, isUnlocked: true)
    let canvas = RecordingCanvas()

    window.render(on: canvas)

    #expect(
      canvas.texts.contains("Best read: round 2") || canvas.texts.contains("Best: round 2"),
      "\(canvas.texts)")
  }
}
