import Foundation
import Localization
import RPSApp

extension HeadlessApp {
  /// The language the headless game speaks: `RPS_TEST_LANGUAGE` (such as "de") puts the whole
  /// test process in that language, from the catalogues beside the assets (or `RPS_LOCALEDIR`),
  /// so that the legibility audit can look at German and French words:
  ///
  ///     scripts/build-translations.sh && RPS_TEST_LANGUAGE=de swift test --filter MinimumSize
  ///
  /// Without it the tests stay English whatever `LANG` or `LANGUAGE` the tester has: they read
  /// the game's English words.
  static let language: String? = {
    let environment = ProcessInfo.processInfo.environment
    guard let language = environment["RPS_TEST_LANGUAGE"], !language.isEmpty else { return nil }
    var asked = environment
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { asked[name] = nil }
    asked["LANGUAGE"] = language
    RockPaperScissorsApp.setUpTranslations(environment: asked)
    return language
  }()
}
