import CGettext
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The game's words in the player's language, through GNU gettext as Linux desktops translate:
/// the catalogue `rps.mo` of the language that `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` or `LANG`
/// asks for, and dates and numbers in that locale's format.
///
/// Until ``setUp(localeDirectories:environment:)`` runs, every lookup returns the English text
/// it was given and formats as before, so tests and tools that never set it up stay English
/// whatever the environment says.
///
///     Translations.setUp(localeDirectories: [assets + "/locale", "/usr/share/locale"])
///     Translations.text("New match")                       // "Neues Spiel" with LANGUAGE=de
///     Translations.plural("%1$@ round", "%1$@ rounds", 3)   // "3 Runden"
public enum Translations {
  /// The gettext domain: the catalogues are `<dir>/<language>/LC_MESSAGES/rps.mo`.
  public static let domain = "rps"

  /// What ``setUp(localeDirectories:environment:)`` chose.
  public struct Setup: Sendable, Equatable {
    /// The folder whose catalogues are used, or nil when none has any.
    public var directory: String?
    /// The languages asked for, most wanted first ("de", "fr_FR"); empty for English.
    public var languages: [String]
    /// The locale dates and numbers are shown in.
    public var formattingLocale: String?
  }

  private static let state = State()

  /// Switches the process to the locale of the environment (`setlocale(LC_ALL, "")`, but with
  /// `LC_NUMERIC` kept at "C", which number parsing and printing rely on) and binds the domain
  /// to the first of `localeDirectories` that holds any `rps.mo`.
  ///
  /// A language asked for whose system locale is not installed (a container with only C.UTF-8)
  /// still gets its messages: the message locale becomes C.UTF-8, under which gettext reads
  /// `LANGUAGE`, and `LANGUAGE` is taken from `LC_ALL`/`LC_MESSAGES`/`LANG` if it is unset.
  @discardableResult
  public static func setUp(
    localeDirectories: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Setup {
    setlocale(LC_ALL, "")
    setlocale(LC_NUMERIC, "C")
    let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
    let wanted = LanguageChoice.messageLanguages(environment: environment)
    if messages == "C" || messages == "POSIX" {
      // gettext ignores LANGUAGE under the plain C locale; C.UTF-8 is built into glibc.
      setlocale(LC_MESSAGES, "C.UTF-8")
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    // gettext reads LANGUAGE from the process's environment at every lookup: it says what
    // `environment` asks for, also when that came from LANG for a locale not installed.
    let list = wanted.joined(separator: ":")
    if !list.isEmpty, getenv("LANGUAGE").map({ String(cString: $0) }) != list {
      setenv("LANGUAGE", list, 1)
    }
    let directory = localeDirectories.first { LanguageChoice.hasCatalogues($0, domain: domain) }
    if let directory {
      bindtextdomain(domain, directory)
      bind_textdomain_codeset(domain, "UTF-8")
      textdomain(domain)
    }
    let formatting = LanguageChoice.formattingLocale(environment: environment)
    state.activate(translating: directory != nil, locale: formatting.map { Locale(identifier: $0) })
    return Setup(directory: directory, languages: wanted, formattingLocale: formatting)
  }

  /// The translation of `message`, or `message` itself.
  public static func text(_ message: String) -> String {
    state.lookUp(message) { message.withCString { String(cString: gettext($0)) } }
  }

  /// The translation of `message` in a context (gettext's `pgettext`): the same English word
  /// that means two things ("Back" the button on a gamepad, "Back" to the previous screen).
  public static func text(_ message: String, context: String) -> String {
    let key = context + "\u{4}" + message
    let found = state.lookUp(key) { key.withCString { String(cString: gettext($0)) } }
    return found == key ? message : found
  }

  /// The form of `singular`/`plural` for `count` in the player's language (gettext's
  /// `ngettext`, whose catalogues know that French says "1 manche" and "0 manche", and
  /// Chinese has one form).
  public static func plural(_ singular: String, _ plural: String, _ count: Int) -> String {
    guard state.isTranslating else { return count == 1 ? singular : plural }
    let n = UInt(clamping: count < 0 ? -count : count)
    return singular.withCString { one in
      plural.withCString { many in String(cString: ngettext(one, many, n)) }
    }
  }

  /// Whether a catalogue was found and is being read.
  public static var isTranslating: Bool { state.isTranslating }

  /// The locale that dates and numbers are shown in: the environment's once set up, until then
  /// the process's current one.
  public static var locale: Locale { state.locale ?? Locale.current }

  /// Whether dates and numbers follow the environment's locale (after a set-up).
  public static var isLocalized: Bool { state.locale != nil }

  /// For tests: back to English and the process's locale.
  public static func reset() {
    state.activate(translating: false, locale: nil)
  }
}

/// The set-up and the translations looked up so far, shared by every thread.
private final class State: @unchecked Sendable {
  private let lock = NSLock()
  private var translating = false
  private var formattingLocale: Locale?
  private var cache: [String: String] = [:]

  var isTranslating: Bool { lock.withLock { translating } }
  var locale: Locale? { lock.withLock { formattingLocale } }

  func activate(translating: Bool, locale: Locale?) {
    lock.withLock {
      self.translating = translating
      formattingLocale = locale
      cache.removeAll()
    }
  }

  /// The cached translation of `key`, else `find()`'s (gettext's) when translating.
  func lookUp(_ key: String, find: () -> String) -> String {
    lock.lock()
    defer { lock.unlock() }
    guard translating else { return key }
    if let known = cache[key] { return known }
    let found = find()
    if cache.count > 8192 { cache.removeAll(keepingCapacity: true) }
    cache[key] = found
    return found
  }
}
