import Foundation
import Localization

extension RockPaperScissorsApp {
  /// Where the game looks for its catalogues, first found first: `RPS_LOCALEDIR`; `locale`
  /// beside the assets (a checkout, where scripts/build-translations.sh compiles them); the
  /// install prefix's `share/locale` (the assets are in `share/rps/assets`); the system's.
  public static func localeDirectories(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    assets: String? = try? AssetLocator.locate().get()
  ) -> [String] {
    var folders: [String] = []
    if let override = environment["RPS_LOCALEDIR"], !override.isEmpty { folders.append(override) }
    if let assets {
      let folder = URL(fileURLWithPath: assets)
      folders.append(folder.appendingPathComponent("locale").path)
      folders.append(
        folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("locale").path)
    }
    folders.append("/usr/share/locale")
    return folders
  }

  /// Puts the game's words, dates and numbers in the language the environment asks for
  /// (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`). Called first thing by `rps`, so that the
  /// command line's errors and `--help` are translated too.
  @discardableResult
  public static func setUpTranslations(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Translations.Setup {
    Translations.setUp(
      localeDirectories: localeDirectories(environment: environment), environment: environment)
  }

  /// Whether `arguments` ask for a file a package installs or the checkout keeps (`--print-man`,
  /// `--print-completion`, `--print-reference`): those are written in English whatever the
  /// environment asks, so that a package built in any locale has the same man page and
  /// completions, and docs/reference.md is the same file from every build.
  public static func printsPackageFiles(_ arguments: [String]) -> Bool {
    arguments.contains {
      $0 == "--print-man" || $0 == "--print-reference" || $0 == "--print-completion"
        || $0.hasPrefix("--print-completion=")
    }
  }
}
