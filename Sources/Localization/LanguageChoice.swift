import Foundation

/// Which languages and which locale the environment asks for, read the way gettext and the C
/// library read it.
enum LanguageChoice {
  /// The languages for messages, most wanted first: `LANGUAGE` (a colon-separated list), else
  /// the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, without its encoding
  /// ("de_DE.UTF-8" is "de_DE"). Empty for C, POSIX and English.
  static func messageLanguages(environment: [String: String]) -> [String] {
    if let list = environment["LANGUAGE"], !list.isEmpty {
      let languages = list.split(separator: ":").map { String($0) }.filter { !$0.isEmpty }
      if !languages.isEmpty { return languages }
    }
    guard let value = firstSet(["LC_ALL", "LC_MESSAGES", "LANG"], in: environment),
      let language = language(of: value)
    else { return [] }
    return [language]
  }

  /// The locale for dates and numbers: `LC_ALL`, else `LC_TIME`, else `LANG` when one of them
  /// names a language; else the first language asked for in `LANGUAGE`, so that a desktop
  /// whose only setting is `LANGUAGE=de` shows German words and German dates together.
  static func formattingLocale(environment: [String: String]) -> String? {
    if let value = firstSet(["LC_ALL", "LC_TIME", "LANG"], in: environment),
      let language = language(of: value)
    {
      return language
    }
    return messageLanguages(environment: environment).first
  }

  /// "de_DE.UTF-8@euro" is "de_DE"; C, POSIX and C.UTF-8 are none.
  static func language(of value: String) -> String? {
    let name = String(value.prefix { $0 != "." && $0 != "@" })
    guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
    return name
  }

  /// Whether `directory` holds a catalogue of `domain` for any language.
  static func hasCatalogues(_ directory: String, domain: String) -> Bool {
    let files = FileManager.default
    guard let languages = try? files.contentsOfDirectory(atPath: directory) else { return false }
    return languages.contains { files.fileExists(atPath: "\(directory)/\($0)/LC_MESSAGES/\(domain).mo") }
  }

  private static func firstSet(_ names: [String], in environment: [String: String]) -> String? {
    for name in names {
      if let value = environment[name], !value.isEmpty { return value }
    }
    return nil
  }
}
