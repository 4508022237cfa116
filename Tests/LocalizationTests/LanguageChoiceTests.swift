import Testing

@testable import Localization

/// The environment variables read the way gettext and the C library read them.
@Suite("Which language the environment asks for")
struct LanguageChoiceTests {
  @Test("LANGUAGE wins, as a list; then LC_ALL, LC_MESSAGES and LANG, without their encoding")
  func messageOrder() {
    #expect(
      LanguageChoice.messageLanguages(environment: ["LANGUAGE": "de:fr", "LANG": "es_ES.UTF-8"]) == [
        "de", "fr",
      ])
    #expect(
      LanguageChoice.messageLanguages(environment: [
        "LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "es",
      ])
        == ["fr_FR"])
    #expect(
      LanguageChoice.messageLanguages(environment: ["LC_MESSAGES": "de_DE@euro", "LANG": "es"]) == ["de_DE"])
    #expect(LanguageChoice.messageLanguages(environment: ["LANG": "zh_CN.UTF-8"]) == ["zh_CN"])
  }

  @Test("C, POSIX and C.UTF-8 ask for no translation")
  func plainC() {
    for value in ["C", "POSIX", "C.UTF-8"] {
      #expect(LanguageChoice.messageLanguages(environment: ["LANG": value]).isEmpty, "\(value)")
    }
    #expect(LanguageChoice.messageLanguages(environment: [:]).isEmpty)
  }

  @Test("Dates follow LC_ALL, LC_TIME or LANG, and the first language of LANGUAGE when those say C")
  func formatting() {
    #expect(
      LanguageChoice.formattingLocale(environment: ["LC_TIME": "de_DE.UTF-8", "LANGUAGE": "fr"]) == "de_DE")
    #expect(
      LanguageChoice.formattingLocale(environment: ["LANG": "C.UTF-8", "LANGUAGE": "zh_CN:en"]) == "zh_CN")
    #expect(LanguageChoice.formattingLocale(environment: ["LANG": "C.UTF-8"]) == nil)
  }
}
