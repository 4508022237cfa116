import GameCore
import Testing
import ViewKit

@testable import RPSApp

@MainActor
@Suite("A ladder card hints at its rival's habit until the rival is beaten")
struct RungHintTests {
  @Test(
    "An unbeaten rival's card shows a line of personality, never the habit itself", arguments: Rival.allCases)
  func unbeatenCardHints(rival: Rival) {
    let card = RungCardView(rival: rival)
    card.show(beatenOn: nil, isNext: rival == .boulder, isUnlocked: true)

    #expect(card.personalityLabel.text == rival.personality)
    #expect(card.personalityLabel.text != rival.habitLine(rules: .classic))
    let telling = Move.allCases.map(\.name.localizedLowercase) + ["copies", "beats", "last throw", "in turn"]
    for word in telling {
      #expect(!rival.personality.localizedLowercase.contains(word), "\(rival.name)'s hint says “\(word)”")
    }
  }

  @Test("A beaten rival's card tells its habit in words", arguments: Rival.allCases)
  func beatenCardTells(rival: Rival) {
    let card = RungCardView(rival: rival)
    card.show(beatenOn: "5 Dec", stars: 3, isNext: false, isUnlocked: true)

    #expect(card.personalityLabel.text == rival.habitLine(rules: .classic))
  }

  @Test("Boulder's card, once beaten, says it loves rock; the recap of any match against it says so too")
  func boulderTold() {
    let card = RungCardView(rival: .boulder)
    card.show(beatenOn: "5 Dec", stars: 1, isNext: false, isUnlocked: true)

    #expect(card.personalityLabel.text == "Loves rock.")
    #expect(Rival.boulder.habitSentence(rules: .classic) == "Boulder loved rock.")
  }
}
