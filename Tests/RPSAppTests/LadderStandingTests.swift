import GameCore
import TestSupport
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("How the ladder's beaten rungs read")
struct LadderStandingTests {
  /// What a card says of a beaten rival, in the words it shows: the standing and the replay
  /// hint, wherever the layout put them.
  private func standing(of card: RungCardView) -> String {
    [card.statusLabel, card.replayLabel].filter { !$0.isHidden && !$0.text.isEmpty }.map(\.text)
      .joined(separator: " ")
  }

  /// The form of a standing, whatever the day: whether it has the tick, the day, the whole replay
  /// hint or its short form.
  private struct Form: Hashable {
    let tick: Bool
    let day: Bool
    let replayInFull: Bool
    let replay: Bool

    init(_ text: String) {
      tick = text.hasPrefix("✓")
      day = text.contains("Beaten")
      replayInFull = text.contains("Replay for")
      replay = text.contains("Replay")
    }
  }

  @Test(
    "Every rung beaten short of three stars reads the same way, whatever the length of its rival's name",
    arguments: [
      Size(width: 1920, height: 1080), Size(width: 1280, height: 800), Size(width: 1024, height: 768),
      Size(width: 768, height: 1024), Size(width: 960, height: 600), Size(width: 390, height: 844),
      Size(width: 844, height: 390), Size(width: 568, height: 360), Size(width: 320, height: 480),
      Size(width: 320, height: 360), Size(width: 667, height: 375),
    ])
  func beatenRungsReadAlike(size: Size) throws {
    let folder = try TemporaryFolder()
    let (window, screens) = assembledGame(size: size, folder: folder)
    for rival in LadderTier.first.rivals.dropLast() { screens.progress.beat(rival, stars: 2) }
    screens.showLadder()
    settle(window)
    let ladder = try #require(shown(screens, as: LadderController.self))

    let beaten = ladder.cards.filter { !$0.starsLabel.isHidden }
    let forms = Set(beaten.map { Form(standing(of: $0)) })

    #expect(beaten.count == LadderTier.first.rivals.count - 1)
    #expect(forms.count == 1, "\(beaten.map { standing(of: $0) }) at \(size)")
    #expect(forms.allSatisfy { $0.tick }, "every beaten rung keeps its tick at \(size)")
  }
}
