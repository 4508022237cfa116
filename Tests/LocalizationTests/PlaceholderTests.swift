import Testing

@testable import Localization

/// Translations reorder their values with %1$@, %2$@…, and a damaged one never crashes.
@Suite("Placeholders in translations")
struct PlaceholderTests {
  @Test("Each %N$@ takes the N-th value, in whatever order the translation puts them")
  func reordered() {
    #expect(Translations.format("%1$@ won %2$@–%3$@", ["Ana", "3", "1"]) == "Ana won 3–1")
    #expect(Translations.format("%3$@ 对 %4$@ %1$@–%2$@", ["2", "1", "Ana", "Ben"]) == "Ana 对 Ben 2–1")
  }

  @Test("%% is a percent sign, and a text without placeholders is left as it is")
  func percent() {
    #expect(Translations.format("100%% sure: %1$@", ["yes"]) == "100% sure: yes")
    #expect(Translations.format("40% won", []) == "40% won")
  }

  @Test("A placeholder without a value, or of another kind, stays visible instead of crashing")
  func damaged() {
    #expect(Translations.format("%2$@ and %1$@", ["one"]) == "%2$@ and one")
    #expect(Translations.format("%d rounds %@ %1$s", ["x"]) == "%d rounds %@ %1$s")
  }

  @Test("Whole numbers are written as they are until a locale is set up")
  func numbersBeforeSetUp() {
    #expect(Translations.format("%1$@ rounds", [12_000]) == "12000 rounds")
  }
}
