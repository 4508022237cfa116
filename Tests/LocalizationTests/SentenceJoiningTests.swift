import Localization
import Testing

@Suite("Sentences joined in every language's way")
struct SentenceJoiningTests {
  @Test("No space follows a full-width full stop or mark; spaces elsewhere stay")
  func fullWidthMarksHoldTheirOwnRoom() {
    #expect(Translations.closingGapsAfterFullWidthMarks("巨石偏爱石头。 它在 3 局中！ 好") == "巨石偏爱石头。它在 3 局中！好")
    #expect(
      Translations.closingGapsAfterFullWidthMarks("Boulder loved rock. It kept to it.")
        == "Boulder loved rock. It kept to it.")
    #expect(Translations.closingGapsAfterFullWidthMarks("Rocher : la pierre.") == "Rocher : la pierre.")
  }
}
